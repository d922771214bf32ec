import { IMAGE_MIME_TYPES, LIMITS, MESSAGES } from '@lbj/shared';

/**
 * Refuses, before sending, a file the server would refuse anyway: not JPEG/PNG/WebP by its
 * declared type, or over 5 MB. (The server judges the bytes; this spares a useless upload.)
 */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}

const sizeFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** "1,2 MB", "840 KB": how big the chosen file is, in Spanish notation. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
