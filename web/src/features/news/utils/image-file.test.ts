import { LIMITS, MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { formatFileSize, imageFileProblem } from './image-file.ts';

function fileOf(size: number, type: string, name = 'foto.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageFileProblem(fileOf(LIMITS.imageMaxBytes, 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(fileOf(1000, 'image/png', 'a.png'))).toBeNull();
    expect(imageFileProblem(fileOf(1000, 'image/webp', 'a.webp'))).toBeNull();
  });
  it('refuses a file over 5 MB', () => {
    expect(imageFileProblem(fileOf(LIMITS.imageMaxBytes + 1, 'image/jpeg'))).toBe(
      MESSAGES.imageTooLarge,
    );
  });
  it('refuses other types (SVG, GIF, PDF, unknown)', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'application/pdf', '']) {
      expect(imageFileProblem(fileOf(1000, type, 'x'))).toBe(MESSAGES.imageWrongType);
    }
  });
});

describe('formatFileSize', () => {
  it('writes sizes with a decimal comma', () => {
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
