import { MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { describeSelection, formatFileSize, photoFilesProblems } from './photo-files.ts';

const MB = 1024 * 1024;
function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('photoFilesProblems', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    const files = [
      file('a.jpg', 'image/jpeg', 5 * MB),
      file('b.png', 'image/png', 10),
      file('c.webp', 'image/webp', 10),
    ];
    expect(photoFilesProblems(files)).toEqual([]);
  });

  it('asks for at least one photo', () => {
    expect(photoFilesProblems([])).toEqual([MESSAGES.photosRequired]);
  });

  it('names every file that is too large or not an image', () => {
    const problems = photoFilesProblems([
      file('grande.jpg', 'image/jpeg', 5 * MB + 1),
      file('bien.jpg', 'image/jpeg', MB),
      file('documento.pdf', 'application/pdf', 10),
      file('foto.heic', '', 10),
    ]);
    expect(problems).toEqual([
      'La foto «grande.jpg» no se pudo subir. La imagen pesa más de 5 MB. Elige una más liviana.',
      'La foto «documento.pdf» no se pudo subir. El archivo no es una imagen JPG, PNG o WebP.',
      'La foto «foto.heic» no se pudo subir. El archivo no es una imagen JPG, PNG o WebP.',
    ]);
  });

  it('refuses more than 20 files at once', () => {
    const files = Array.from({ length: 21 }, (_, i) => file(`f${String(i)}.jpg`, 'image/jpeg', 10));
    expect(photoFilesProblems(files)).toEqual([MESSAGES.tooManyPhotos(20)]);
    expect(photoFilesProblems(files.slice(0, 20))).toEqual([]);
  });
});

describe('sizes in Spanish notation', () => {
  it('formats kilobytes and megabytes', () => {
    expect(formatFileSize(500)).toBe('1 KB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(1.25 * MB)).toBe('1,3 MB');
  });

  it('describes the selection', () => {
    expect(describeSelection([file('a.jpg', 'image/jpeg', 2 * MB)])).toBe('1 foto elegida (2 MB)');
    expect(
      describeSelection([file('a.jpg', 'image/jpeg', MB), file('b.jpg', 'image/jpeg', MB / 2)]),
    ).toBe('2 fotos elegidas (1,5 MB)');
  });
});
