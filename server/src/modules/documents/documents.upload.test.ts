// How the documents' upload reads a multipart body: which parts count, which are refused.
// Bodies are written by hand, so that parts a browser's FormData never makes can be sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_PATHS, MESSAGES } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { handWrittenBody, type RawPart } from '../../test/multipart.ts';
import { VALID, pdf, storedState } from './documents.test-support.ts';

const BOUNDARY = 'lbj-test-boundary';

const pdfPart = (filename: string, value: Buffer, type = 'application/pdf'): RawPart => ({
  name: 'archivo',
  value,
  filename,
  type,
});

const textParts = (fields: Record<string, string> = VALID): RawPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-02-15T15:00:00Z') });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const send = (parts: RawPart[]) =>
  t.app.inject({
    method: 'POST',
    url: DOCUMENT_PATHS.list,
    payload: handWrittenBody(parts, BOUNDARY),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${token}`,
    },
  });

const NOTHING = { documents: 0, versions: 0, files: [] };

describe('POST /api/documents: the parts of the form', () => {
  it('ignores a file sent under another name, and stores the one in archivo', async () => {
    const response = await send([
      { name: 'imagen', filename: 'foto.jpg', value: Buffer.from('not a pdf'), type: 'image/jpeg' },
      ...textParts(),
      pdfPart('reglamento.pdf', pdf('Reglamento')),
    ]);
    expect(response.statusCode).toBe(201);
    expect(storedState(t.dataDir)).toMatchObject({ documents: 1, versions: 1 });
  });

  it('refuses two files in archivo, keeping neither', async () => {
    const response = await send([
      ...textParts(),
      pdfPart('a.pdf', pdf('A')),
      pdfPart('b.pdf', pdf('B')),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'archivo', message: MESSAGES.badRequest });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('takes the empty, nameless part of a form sent with no file chosen as no file', async () => {
    const response = await send([
      ...textParts(),
      pdfPart('', Buffer.alloc(0), 'application/octet-stream'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'archivo',
      message: DOCUMENT_MESSAGES.fileRequired,
    });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('judges an empty file that has a name as an empty file', async () => {
    const response = await send([...textParts(), pdfPart('reglamento.pdf', Buffer.alloc(0))]);
    expect(response.json()).toMatchObject({ field: 'archivo', message: DOCUMENT_MESSAGES.empty });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('stores a PDF whose part carries no file name', async () => {
    const response = await send([...textParts(), pdfPart('', pdf('Sin nombre'))]);
    expect(response.statusCode).toBe(201);
  });

  it('refuses a text field sent twice, naming it, and ignores fields it does not know', async () => {
    const twice = await send([
      ...textParts(),
      { name: 'titulo', value: 'Otro título' },
      pdfPart('a.pdf', pdf()),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'titulo', message: MESSAGES.badRequest });
    expect(storedState(t.dataDir)).toEqual(NOTHING);

    const unknown = await send([
      ...textParts(),
      { name: 'autor', value: 'Dirección' },
      { name: 'autor', value: 'Secretaría' },
      pdfPart('a.pdf', pdf()),
    ]);
    expect(unknown.statusCode).toBe(201);
  });
});
