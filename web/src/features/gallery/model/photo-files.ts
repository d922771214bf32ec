import { MESSAGES } from '@lbj/shared';
import { formatFileSize } from '../../../lib/format.ts';
import { imageFileProblem } from '../../../lib/upload/image-check.ts';
import type { PreparedFile } from '../../../lib/upload/use-upload.ts';
import { MAX_PHOTOS_PER_UPLOAD } from '../api/gallery-api.ts';
import { GALLERY_ADMIN_TEXT } from '../gallery-admin-text.ts';

const nameOf = (file: File) => file.name || GALLERY_ADMIN_TEXT.unnamedFile;

/** How many photos one upload may carry: none or too many is refused before anything else. */
function photoCountProblem(count: number): string | null {
  if (count === 0) return MESSAGES.photosRequired;
  if (count > MAX_PHOTOS_PER_UPLOAD) return MESSAGES.tooManyPhotos(MAX_PHOTOS_PER_UPLOAD);
  return null;
}

/**
 * Every reason the chosen files cannot be sent, in the server's words, naming each bad file so
 * the administrator knows which to replace. Empty when the upload may go.
 */
export function photoFilesProblems(files: readonly File[]): string[] {
  const countProblem = photoCountProblem(files.length);
  if (countProblem) return [countProblem];
  return files.flatMap((file) => {
    const problem = imageFileProblem(file);
    return problem ? [MESSAGES.photoRejected(nameOf(file), problem)] : [];
  });
}

/** The same, after the upload hook prepared (and perhaps shrank) each photo. */
export function preparedFilesProblems(prepared: readonly PreparedFile[]): string[] {
  const countProblem = photoCountProblem(prepared.length);
  if (countProblem) return [countProblem];
  return prepared.flatMap(({ original, result }) =>
    result.ok ? [] : [MESSAGES.photoRejected(nameOf(original), result.problem)],
  );
}

/** "1 foto elegida (840 KB)", "3 fotos elegidas (4,2 MB)". */
export function describeSelection(files: readonly File[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return GALLERY_ADMIN_TEXT.selection(files.length, formatFileSize(total));
}
