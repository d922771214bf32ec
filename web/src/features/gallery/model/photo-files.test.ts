import { MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { describeSelection, photoFilesProblems, preparedFilesProblems } from './photo-files.ts';

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

describe('preparedFilesProblems', () => {
  it('names each photo the upload hook refused, and asks for at least one', () => {
    const good = file('a.jpg', 'image/jpeg', 10);
    const bad = file('b.jpg', 'image/jpeg', 6 * MB);
    expect(
      preparedFilesProblems([
        { original: good, result: { ok: true, file: good } },
        { original: bad, result: { ok: false, problem: MESSAGES.imageTooLarge } },
      ]),
    ).toEqual([MESSAGES.photoRejected('b.jpg', MESSAGES.imageTooLarge)]);
    expect(preparedFilesProblems([])).toEqual([MESSAGES.photosRequired]);
  });
});

describe('sizes in Spanish notation', () => {
  it('describes the selection', () => {
    expect(describeSelection([file('a.jpg', 'image/jpeg', 2 * MB)])).toBe('1 foto elegida (2 MB)');
    expect(
      describeSelection([file('a.jpg', 'image/jpeg', MB), file('b.jpg', 'image/jpeg', MB / 2)]),
    ).toBe('2 fotos elegidas (1,5 MB)');
  });
});
