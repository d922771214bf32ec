import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import {
  checkCategory,
  checkFile,
  checkTitle,
  checkValidFrom,
  definedErrors,
  isCategory,
  placeFailure,
} from './document-form.ts';

/** A file of `size` bytes without allocating them (only `size` is read). */
function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const refusal = (status: number, message: string | null, field?: string) =>
  new ApiRequestError(
    status,
    message === null
      ? null
      : { statusCode: status, error: message, message, ...(field ? { field } : {}) },
  );

describe('checkFile', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkFile(null)).toBe(T.chooseFile);
    expect(checkFile(undefined)).toBe(T.chooseFile);
  });

  it('takes a PDF by its type or by its name, in any case', () => {
    expect(checkFile(sizedFile('a.bin', 'application/pdf', 10))).toBeUndefined();
    expect(checkFile(sizedFile('Reglamento.PDF', '', 10))).toBeUndefined();
    expect(checkFile(sizedFile('reglamento.pdf', 'application/octet-stream', 10))).toBeUndefined();
  });

  it('refuses what is neither typed nor named as a PDF', () => {
    expect(checkFile(sizedFile('foto.gif', 'image/gif', 10))).toBe(T.notPdfChosen);
    // The extension must end the name.
    expect(checkFile(sizedFile('reglamento.pdf.exe', '', 10))).toBe(T.notPdfChosen);
    expect(checkFile(sizedFile('reglamentopdf', 'text/plain', 10))).toBe(T.notPdfChosen);
  });

  it('takes a PDF of exactly the limit and refuses one byte more', () => {
    const max = DOCUMENT_LIMITS.maxBytes;
    expect(checkFile(sizedFile('a.pdf', 'application/pdf', max))).toBeUndefined();
    expect(checkFile(sizedFile('a.pdf', 'application/pdf', max + 1))).toBe(T.tooLargeChosen);
  });

  it('says "not a PDF" before "too large"', () => {
    expect(checkFile(sizedFile('a.gif', 'image/gif', DOCUMENT_LIMITS.maxBytes + 1))).toBe(
      T.notPdfChosen,
    );
  });
});

describe('checkTitle', () => {
  it('asks for a title when it is empty or only spaces', () => {
    expect(checkTitle('')).toBe(DOCUMENT_MESSAGES.titleRequired);
    expect(checkTitle('   \t ')).toBe(DOCUMENT_MESSAGES.titleRequired);
  });

  it('counts characters (not UTF-16 units) of the trimmed title, up to the limit', () => {
    const max = DOCUMENT_LIMITS.tituloMax;
    expect(checkTitle('a'.repeat(max))).toBeUndefined();
    expect(checkTitle(`  ${'a'.repeat(max)}  `)).toBeUndefined();
    expect(checkTitle('😀'.repeat(max))).toBeUndefined();
    expect(checkTitle('a'.repeat(max + 1))).toBe(DOCUMENT_MESSAGES.titleTooLong(max));
    expect(checkTitle('😀'.repeat(max + 1))).toBe(DOCUMENT_MESSAGES.titleTooLong(max));
  });
});

describe('checkCategory and isCategory', () => {
  it('take the three categories and nothing else', () => {
    for (const category of ['reglamento', 'utiles', 'otro']) {
      expect(checkCategory(category)).toBeUndefined();
      expect(isCategory(category)).toBe(true);
    }
    for (const category of ['', 'Reglamento', 'útiles', 'otros']) {
      expect(checkCategory(category)).toBe(DOCUMENT_MESSAGES.categoryInvalid);
      expect(isCategory(category)).toBe(false);
    }
  });
});

describe('checkValidFrom', () => {
  it('asks for the day when it is empty, and refuses a day that does not exist', () => {
    expect(checkValidFrom('')).toBe(T.dateRequired);
    expect(checkValidFrom('2026-02-30')).toBe(DOCUMENT_MESSAGES.dateInvalid);
    expect(checkValidFrom('1/3/2026')).toBe(DOCUMENT_MESSAGES.dateInvalid);
    expect(checkValidFrom('2026-03-01')).toBeUndefined();
    expect(checkValidFrom('2028-02-29')).toBeUndefined();
  });
});

describe('definedErrors', () => {
  it('keeps only the fields with an error', () => {
    expect(
      definedErrors({ archivo: undefined, titulo: 'a', categoria: undefined, vigente_desde: 'b' }),
    ).toEqual({ titulo: 'a', vigente_desde: 'b' });
    const none = definedErrors({ archivo: undefined, titulo: undefined });
    expect(none).toEqual({});
    expect(Object.keys(none)).toEqual([]);
  });
});

describe('placeFailure', () => {
  it('says a cancelled upload over the form', () => {
    expect(placeFailure(new DOMException('Subida cancelada', 'AbortError'))).toEqual({
      form: T.cancelled,
    });
  });

  it('says an ended session over the form, whatever the server wrote', () => {
    expect(placeFailure(refusal(401, 'Debes iniciar sesión.', 'titulo'))).toEqual({
      form: MESSAGES.sessionExpired,
    });
  });

  it('puts the server’s message beside each field it may name', () => {
    for (const field of ['archivo', 'titulo', 'categoria', 'vigente_desde']) {
      expect(placeFailure(refusal(422, 'Mal.', field))).toEqual({ field: { [field]: 'Mal.' } });
    }
  });

  it('says over the form a refusal naming no field or a field the forms do not have', () => {
    expect(placeFailure(refusal(409, 'Ya existe.'))).toEqual({ form: 'Ya existe.' });
    expect(placeFailure(refusal(400, 'Campo raro.', 'otro_campo'))).toEqual({
      form: 'Campo raro.',
    });
  });

  it('falls back to the generic failure when the server said nothing', () => {
    expect(placeFailure(refusal(500, null))).toEqual({ form: T.failed });
    expect(placeFailure(refusal(500, '   ', 'titulo'))).toEqual({ field: { titulo: T.failed } });
    expect(placeFailure(new Error('boom'))).toEqual({ form: T.failed });
    expect(placeFailure(new DOMException('x', 'NotAllowedError'))).toEqual({ form: T.failed });
  });
});
