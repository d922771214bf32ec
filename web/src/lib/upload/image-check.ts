import { IMAGE_MIME_TYPES, LIMITS, MESSAGES } from '@lbj/shared';

/** Whether the browser says the file is a JPEG, PNG or WebP (the server judges the bytes). */
export function isAcceptedImageType(file: Blob): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}

/**
 * Refuses, before sending, a file the server would refuse anyway: not JPEG/PNG/WebP by its
 * declared type, or over 5 MB. (The server judges the bytes; this spares a useless upload.)
 */
export function imageFileProblem(file: Blob): string | null {
  if (!isAcceptedImageType(file)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}
