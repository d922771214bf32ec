import { IMAGE_MIME_TYPES, LIMITS, MESSAGES } from '@lbj/shared';
import { MAX_PHOTOS_PER_UPLOAD } from '../api/gallery-api.ts';

/** Why one file would be refused, judged before sending (the server judges the bytes again). */
function fileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}

/**
 * Every reason the chosen files cannot be sent, in the server's words, naming each bad file so
 * the administrator knows which to replace. Empty when the upload may go.
 */
export function photoFilesProblems(files: readonly File[]): string[] {
  if (files.length === 0) return [MESSAGES.photosRequired];
  if (files.length > MAX_PHOTOS_PER_UPLOAD) return [MESSAGES.tooManyPhotos(MAX_PHOTOS_PER_UPLOAD)];
  return files.flatMap((file) => {
    const problem = fileProblem(file);
    return problem ? [MESSAGES.photoRejected(file.name || 'sin nombre', problem)] : [];
  });
}

const sizeFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** "1,2 MB", "840 KB": sizes in Spanish notation. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** "1 foto elegida (840 KB)", "3 fotos elegidas (4,2 MB)". */
export function describeSelection(files: readonly File[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const count = files.length === 1 ? '1 foto elegida' : `${String(files.length)} fotos elegidas`;
  return `${count} (${formatFileSize(total)})`;
}
