import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DOCUMENT_PATHS, type SchoolDocument } from '@lbj/shared';
import { createAdmin, loginAs, signToken, withDatabase } from '../../test/admin.ts';
import { buildApp } from '../../app.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { contentDisposition } from './documents.routes.ts';
import {
  VALID,
  pdf,
  pdfWithObjectStream,
  storedState,
  upload,
  uploadValid,
  uploadVersion,
  type FormFile,
} from './documents.test-support.ts';

const NOW = new Date('2026-02-15T15:00:00Z');

let t: TestApp;
let token: string;

const NOTHING = { documents: 0, versions: 0, files: [] };

async function startApp() {
  t = await createTestApp({}, { now: () => NOW });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
}

/** Each test of the describe on an app of its own. */
function appPerTest() {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });
}

/**
 * One app for a describe whose tests, refused, store nothing (each checks it): after a test
 * that stored something (the one file that is taken, or a refusal that stored anyway), the next
 * test starts on a fresh app, so that each starts from an empty library.
 */
function appPerDescribe() {
  appWhileUnchanged({
    start: startApp,
    close: () => t.close(),
    state: () => storedState(t.dataDir),
  });
}

describe('POST /api/documents: refused with a Spanish message and nothing stored', () => {
  appPerDescribe();

  const file = (bytes: Buffer, extra: Partial<FormFile> = {}): FormFile => ({ bytes, ...extra });

  it.each([
    ['no token', undefined],
    ['a token that is not valid', 'not-a-token'],
  ])('%s → 401', async (_name, auth) => {
    const response = await upload(t.app, auth, { ...VALID, archivo: file(pdf()) });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe(
      'Debes iniciar sesión como administrador.',
    );
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signToken(
      { id: 1, passwordHash: 'x' },
      new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'),
      NOW.getTime(),
    );
    const response = await upload(t.app, forged, { ...VALID, archivo: file(pdf()) });
    expect(response.statusCode).toBe(401);
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  const catalogJs = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';
  it.each<[string, Buffer, number, RegExp]>([
    [
      'a PNG named .pdf',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      415,
      /no es un PDF/,
    ],
    ['a text file', Buffer.from('Hola, esto no es un PDF'), 415, /no es un PDF/],
    [
      '"%PDF-" later in the file',
      Buffer.from(`xx${pdf().toString('latin1')}`, 'latin1'),
      415,
      /no es un PDF/,
    ],
    ['an empty file with a name', Buffer.alloc(0), 400, /vacío/],
    ['an /OpenAction with JavaScript', pdf('a', [], catalogJs), 422, /JavaScript/],
    [
      'a /JS action in an annotation',
      pdf('a', ['<< /Type /Action /S /JavaScript /JS 6 0 R >>']),
      422,
      /JavaScript/,
    ],
    [
      '/JavaScript written with #xx escapes',
      pdf('a', ['<< /S /J#61va#53cript /J#53 (x) >>']),
      422,
      /JavaScript/,
    ],
    [
      'a /Launch action',
      pdf('a', ['<< /Type /Action /S /Launch /F (calc.exe) >>']),
      422,
      /programas/,
    ],
    [
      'an /EmbeddedFiles name tree',
      pdf('a', [], '/Names << /EmbeddedFiles << /Names [] >> >> '),
      422,
      /adjuntos/,
    ],
    [
      'an /EmbeddedFile stream',
      pdf('a', ['<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream']),
      422,
      /adjuntos/,
    ],
    ['/RichMedia', pdf('a', ['<< /Type /Annot /Subtype /RichMedia >>']), 422, /multimedia/],
    [
      '/JavaScript inside a compressed object stream',
      pdfWithObjectStream('<< /S /JavaScript /JS (x) >>'),
      422,
      /JavaScript/,
    ],
    [
      'an object stream that cannot be decoded',
      pdfWithObjectStream('<< /S /GoTo >>', '/LZWDecode'),
      422,
      /No se pudo revisar/,
    ],
  ])('%s is refused', async (_name, bytes, status, message) => {
    const response = await upload(t.app, token, { ...VALID, archivo: file(bytes) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      field: 'archivo',
      message: expect.stringMatching(message) as string,
    });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('cuts a file over 20 MB while it arrives: 413, and nothing stored', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes)]);
    const response = await upload(t.app, token, { ...VALID, archivo: file(big) });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toMatchObject({
      field: 'archivo',
      message: expect.stringContaining('más de 20 MB') as string,
    });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('takes a file of exactly 20 MB', async () => {
    const head = pdf();
    const exact = Buffer.concat([head, Buffer.alloc(DOCUMENT_LIMITS.maxBytes - head.length, 32)]);
    const response = await upload(t.app, token, { ...VALID, archivo: file(exact) });
    expect(response.statusCode).toBe(201);
    expect(response.json<SchoolDocument>().tamano).toBe(DOCUMENT_LIMITS.maxBytes);
  });

  it.each<[string, Record<string, string | undefined>, string, RegExp]>([
    ['no title', { titulo: undefined }, 'titulo', /Escribe el título/],
    ['a blank title', { titulo: '   ' }, 'titulo', /Escribe el título/],
    ['a title of 121 characters', { titulo: 'a'.repeat(121) }, 'titulo', /como máximo 120/],
    ['no category', { categoria: undefined }, 'categoria', /Elige una categoría/],
    ['an unknown category', { categoria: 'Reglamento' }, 'categoria', /Elige una categoría/],
    ['no date', { vigente_desde: undefined }, 'vigente_desde', /fecha de vigencia/],
    ['30 February', { vigente_desde: '2026-02-30' }, 'vigente_desde', /fecha de vigencia/],
    [
      'a date with a time',
      { vigente_desde: '2026-03-01T00:00' },
      'vigente_desde',
      /fecha de vigencia/,
    ],
    ['a Chilean date', { vigente_desde: '01-03-2026' }, 'vigente_desde', /fecha de vigencia/],
  ])('%s → 400 about %s', async (_name, fields, field, message) => {
    const response = await upload(t.app, token, { ...VALID, ...fields, archivo: file(pdf()) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field,
      message: expect.stringMatching(message) as string,
    });
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('refuses a form without a file (400) and a body that is not a form (415)', async () => {
    const none = await upload(t.app, token, { ...VALID });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'archivo', message: 'Adjunta un archivo PDF.' });
    const chosenNothing = await upload(t.app, token, {
      ...VALID,
      archivo: { bytes: new Uint8Array(), filename: '' },
    });
    expect(chosenNothing.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.list,
      payload: VALID,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toMatch(/formulario/);
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });

  it('refuses the fields after the file just the same (the file is already on disk by then)', async () => {
    const response = await upload(t.app, token, {
      archivo: file(pdf()),
      titulo: VALID.titulo,
      categoria: 'nada',
      vigente_desde: VALID.vigente_desde,
    });
    expect(response.statusCode).toBe(400);
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });
});

describe('the library', () => {
  appPerTest();

  it('stores a document: 201, the shape of GET /api/documents, one file, an audit entry', async () => {
    const bytes = pdf('Versión 1');
    const created = await uploadValid(t.app, token, {}, bytes);
    expect(created).toEqual({
      id: 1,
      titulo: VALID.titulo,
      categoria: 'reglamento',
      tipo: null,
      vigente_desde: '2026-03-01',
      url: '/documentos/1.pdf',
      tamano: bytes.length,
      versiones: [
        {
          url: '/documentos/1/versiones/1.pdf',
          vigente_desde: '2026-03-01',
          tamano: bytes.length,
          subido: NOW.toISOString(),
        },
      ],
    });
    const list = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.list });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.json()).toEqual([created]);
    const state = storedState(t.dataDir);
    expect(state).toMatchObject({ documents: 1, versions: 1 });
    expect(state.files).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.pdf$/)]);
    const entries = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite
        .prepare("SELECT usuario, accion, detalle FROM audit_log WHERE accion LIKE 'documento.%'")
        .all(),
    );
    expect(entries).toEqual([
      {
        usuario: 'directora',
        accion: 'documento.subir',
        detalle: `«${VALID.titulo}», vigente desde 2026-03-01`,
      },
    ]);
  });

  it('serves the current version at a fixed address and each version at its own', async () => {
    const v1 = pdf('Versión 1');
    const v2 = pdf('Versión 2, más larga');
    const doc = await uploadValid(
      t.app,
      token,
      { titulo: 'Reglamento de Evaluación y Promoción' },
      v1,
    );
    const response = await uploadVersion(t.app, token, doc.id, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: v2 },
    });
    expect(response.statusCode).toBe(201);
    const updated = response.json<SchoolDocument>();
    expect(updated).toMatchObject({
      id: doc.id,
      url: doc.url,
      vigente_desde: '2027-03-01',
      tamano: v2.length,
    });
    expect(updated.versiones.map((version) => [version.url, version.vigente_desde])).toEqual([
      ['/documentos/1/versiones/2.pdf', '2027-03-01'],
      ['/documentos/1/versiones/1.pdf', '2026-03-01'],
    ]);
    expect(storedState(t.dataDir)).toMatchObject({ documents: 1, versions: 2 });

    const current = await t.app.inject({ method: 'GET', url: doc.url });
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(v2)).toBe(true);
    expect(current.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-length': String(v2.length),
      'content-disposition':
        'inline; filename="Reglamento de Evaluacion y Promocion.pdf"; filename*=UTF-8\'\'Reglamento%20de%20Evaluaci%C3%B3n%20y%20Promoci%C3%B3n.pdf',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: doc.url,
      headers: { 'if-none-match': String(current.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const first = await t.app.inject({ method: 'GET', url: '/documentos/1/versiones/1.pdf' });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(v1)).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-disposition']).toContain(
      'filename="Reglamento de Evaluacion y Promocion (vigente desde 2026-03-01).pdf"',
    );
    const entries = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite
        .prepare("SELECT accion, detalle FROM audit_log WHERE accion = 'documento.nueva_version'")
        .all(),
    );
    expect(entries).toEqual([
      {
        accion: 'documento.nueva_version',
        detalle: '«Reglamento de Evaluación y Promoción», vigente desde 2027-03-01',
      },
    ]);
  });

  it('refuses a bad new version with nothing stored, and a version of a missing document (404)', async () => {
    const doc = await uploadValid(t.app, token);
    const before = storedState(t.dataDir);
    const cases: [Record<string, string | FormFile | undefined>, number][] = [
      [{ vigente_desde: '2027-02-29', archivo: { bytes: pdf() } }, 400],
      [{ vigente_desde: '2027-03-01', archivo: { bytes: Buffer.from('GIF89a') } }, 415],
      [{ vigente_desde: '2027-03-01', archivo: { bytes: pdf('a', ['<< /S /Launch >>']) } }, 422],
      [{ vigente_desde: '2027-03-01' }, 400],
    ];
    for (const [fields, status] of cases) {
      const response = await uploadVersion(t.app, token, doc.id, fields);
      expect(response.statusCode).toBe(status);
      expect(storedState(t.dataDir)).toEqual(before);
    }
    const anonymous = await uploadVersion(t.app, undefined, doc.id, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: pdf() },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await uploadVersion(t.app, token, 99, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: pdf() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(
      'El documento no existe o ya fue eliminado.',
    );
    expect(storedState(t.dataDir)).toEqual(before);
  });

  it('renames and recategorises with JSON (PATCH), keeping the address', async () => {
    const doc = await uploadValid(t.app, token);
    const patch = (payload: unknown, auth: string | null = token) =>
      t.app.inject({
        method: 'PATCH',
        url: DOCUMENT_PATHS.item(doc.id),
        payload: payload as Record<string, unknown>,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    expect((await patch({ titulo: 'Otro' }, null)).statusCode).toBe(401);
    expect((await patch({})).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/No hay cambios/) as string,
    });
    expect((await patch({ categoria: 'x' })).json()).toMatchObject({
      statusCode: 400,
      field: 'categoria',
    });
    // JSON that is not an object: the generic Spanish message, not zod's English one.
    expect((await patch(['titulo', 'Otro'])).json()).toMatchObject({
      statusCode: 400,
      message: 'La solicitud no es válida.',
    });
    expect((await patch({ titulo: '' })).json()).toMatchObject({
      statusCode: 400,
      field: 'titulo',
    });
    const response = await patch({ titulo: '  Manual de Convivencia  ', categoria: 'otro' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: doc.id,
      url: doc.url,
      titulo: 'Manual de Convivencia',
      categoria: 'otro',
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: DOCUMENT_PATHS.item(42),
      payload: { titulo: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: doc.url });
    expect(served.headers['content-disposition']).toContain('filename="Manual de Convivencia.pdf"');
  });

  it('records in the activity log what each edit changed, and keeps what it left out', async () => {
    const doc = await uploadValid(t.app, token, { titulo: 'Protocolos', categoria: 'reglamento' });
    const patch = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: DOCUMENT_PATHS.item(doc.id),
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<SchoolDocument>();
    };
    expect(await patch({ titulo: 'Protocolos de Actuación' })).toMatchObject({
      titulo: 'Protocolos de Actuación',
      categoria: 'reglamento',
    });
    expect(await patch({ categoria: 'otro' })).toMatchObject({
      titulo: 'Protocolos de Actuación',
      categoria: 'otro',
    });
    await patch({ titulo: 'Protocolos', categoria: 'reglamento' });
    await patch({ titulo: 'Protocolos', categoria: 'reglamento' });
    const entries = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite
        .prepare("SELECT detalle FROM audit_log WHERE accion = 'documento.editar' ORDER BY id")
        .all(),
    );
    expect(entries).toEqual([
      { detalle: 'título «Protocolos» → «Protocolos de Actuación»' },
      { detalle: 'categoría reglamento → otro' },
      { detalle: 'título «Protocolos de Actuación» → «Protocolos»; categoría otro → reglamento' },
      { detalle: '«Protocolos» (sin cambios)' },
    ]);
  });

  it('names the downloaded file after the title, with what a file name cannot hold replaced', async () => {
    const doc = await uploadValid(t.app, token);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: DOCUMENT_PATHS.item(doc.id),
      payload: { titulo: 'Acta\tde\u007f: 1/2 "final"|x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(renamed.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: doc.url });
    expect(served.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Acta-de-- 1-2 -final-x.pdf')}`,
    );
  });

  it('deletes a document: 204, its files gone, its addresses 404 in Spanish', async () => {
    const doc = await uploadValid(t.app, token);
    await uploadVersion(t.app, token, doc.id, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: pdf('2') },
    });
    const keep = await uploadValid(t.app, token, { titulo: 'Otro documento', categoria: 'otro' });
    expect(storedState(t.dataDir).files).toHaveLength(3);

    const anonymous = await t.app.inject({ method: 'DELETE', url: DOCUMENT_PATHS.item(doc.id) });
    expect(anonymous.statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'DELETE',
      url: DOCUMENT_PATHS.item(doc.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(storedState(t.dataDir)).toMatchObject({ documents: 1, versions: 1 });
    expect(storedState(t.dataDir).files).toHaveLength(1);
    for (const url of [doc.url, '/documentos/1/versiones/1.pdf', '/documentos/1/versiones/2.pdf']) {
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ message: string }>().message).toBe(
        'El documento no existe o ya fue eliminado.',
      );
    }
    const list = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.list });
    expect(list.json<SchoolDocument[]>().map((item) => item.id)).toEqual([keep.id]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: DOCUMENT_PATHS.item(doc.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(404);
    const entries = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite.prepare("SELECT detalle FROM audit_log WHERE accion = 'documento.eliminar'").all(),
    );
    expect(entries).toEqual([{ detalle: `«${VALID.titulo}»` }]);
  });

  it('answers 404 in Spanish for addresses of no document', async () => {
    for (const url of [
      '/documentos/7.pdf',
      '/documentos/abc.pdf',
      '/documentos/1',
      '/documentos/0.pdf',
      '/documentos/1/versiones/1.pdf',
      '/documents/reglamento-evaluacion-promocion.pdf',
      '/documents/..%2Fjwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message, url).toMatch(
        /^(El documento no existe|No encontramos)/,
      );
    }
  });

  it('lists by category (reglamento, útiles, otro), then by title', async () => {
    await uploadValid(t.app, token, { titulo: 'Zeta', categoria: 'otro' });
    await uploadValid(t.app, token, { titulo: 'Listado de útiles 2026', categoria: 'utiles' });
    await uploadValid(t.app, token, {
      titulo: 'Reglamento de Evaluación',
      categoria: 'reglamento',
    });
    await uploadValid(t.app, token, { titulo: 'Protocolos', categoria: 'reglamento' });
    await uploadValid(t.app, token, { titulo: 'Autorización', categoria: 'otro' });
    const list = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.list });
    expect(list.json<SchoolDocument[]>().map((item) => item.titulo)).toEqual([
      'Protocolos',
      'Reglamento de Evaluación',
      'Listado de útiles 2026',
      'Autorización',
      'Zeta',
    ]);
  });

  it('removes at start the files no row references and uploads left half-way', async () => {
    await uploadValid(t.app, token);
    const dir = path.join(t.dataDir, 'documents');
    fs.writeFileSync(path.join(dir, `${'a'.repeat(32)}.pdf`), pdf());
    fs.writeFileSync(path.join(dir, '.incoming-0123456789abcdef.part'), 'half');
    const before = fs.readdirSync(dir);
    expect(before).toHaveLength(3);
    await t.app.close();
    // A second start on the same data sweeps.
    const app = await buildApp(t.config, { now: () => NOW });
    await app.ready();
    expect(fs.readdirSync(dir)).toEqual(storedState(t.dataDir).files);
    expect(fs.readdirSync(dir)).toHaveLength(1);
    await app.close();
  });
});

describe('serving a document file', () => {
  appPerTest();

  it('names the file for every browser: an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Descuento 20% (2026).pdf')).toBe(
      `inline; filename="Descuento 20_ (2026).pdf"; filename*=UTF-8''Descuento%2020%25%20%282026%29.pdf`,
    );
    expect(contentDisposition("Día del Niño's €.pdf")).toBe(
      `inline; filename="Dia del Nino's _.pdf"; filename*=UTF-8''D%C3%ADa%20del%20Ni%C3%B1o%27s%20%E2%82%AC.pdf`,
    );
    expect(contentDisposition('a"b\\c*.pdf')).toBe(
      `inline; filename="a_b_c*.pdf"; filename*=UTF-8''a%22b%5Cc%2A.pdf`,
    );
  });

  it('answers 304 to any If-None-Match that names the file, weak, in a list or "*"', async () => {
    const doc = await uploadValid(t.app, token);
    const first = await t.app.inject({ method: 'GET', url: doc.url });
    const etag = String(first.headers.etag);
    const ask = (ifNoneMatch: string) =>
      t.app.inject({ method: 'GET', url: doc.url, headers: { 'if-none-match': ifNoneMatch } });
    for (const header of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
      const response = await ask(header);
      expect(response.statusCode, header).toBe(304);
      expect(response.headers['cache-control'], header).toBe('no-cache');
      expect(response.body, header).toBe('');
    }
    for (const header of ['"otro"', `x${etag}`, `${etag.slice(0, -1)}x"`]) {
      const response = await ask(header);
      expect(response.statusCode, header).toBe(200);
    }
  });

  it('gives a new document’s address in Location', async () => {
    const response = await upload(t.app, token, { ...VALID, archivo: { bytes: pdf() } });
    expect(response.statusCode).toBe(201);
    expect(response.headers.location).toBe(DOCUMENT_PATHS.item(response.json<SchoolDocument>().id));
  });

  it('answers 404 in Spanish when the file went missing from the disk', async () => {
    const doc = await uploadValid(t.app, token);
    for (const file of storedState(t.dataDir).files) {
      fs.rmSync(path.join(t.dataDir, 'documents', file));
    }
    for (const url of [doc.url, '/documentos/1/versiones/1.pdf']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message, url).toBe(
        'El documento no existe o ya fue eliminado.',
      );
    }
  });

  it('takes changes only as JSON: plain text is refused with 415, nothing changed', async () => {
    const doc = await uploadValid(t.app, token);
    const response = await t.app.inject({
      method: 'PATCH',
      url: DOCUMENT_PATHS.item(doc.id),
      payload: '{"titulo": "Otro"}',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(
      'Envía los cambios como JSON: {"titulo": …, "categoria": …, "tipo": …}.',
    );
    const list = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.list });
    expect(list.json<SchoolDocument[]>()[0]?.titulo).toBe(VALID.titulo);
  });

  it('takes JSON with a charset, and refuses a PATCH without a content type (415)', async () => {
    const doc = await uploadValid(t.app, token);
    const withCharset = await t.app.inject({
      method: 'PATCH',
      url: DOCUMENT_PATHS.item(doc.id),
      payload: '{"titulo": "Otro"}',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=utf-8',
      },
    });
    expect(withCharset.statusCode).toBe(200);
    expect(withCharset.json<SchoolDocument>().titulo).toBe('Otro');
    const bare = await t.app.inject({
      method: 'PATCH',
      url: DOCUMENT_PATHS.item(doc.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bare.statusCode).toBe(415);
    expect(bare.json<{ message: string }>().message).toBe(
      'Envía los cambios como JSON: {"titulo": …, "categoria": …, "tipo": …}.',
    );
  });

  it('answers 404 in Spanish for a version the document does not have', async () => {
    const doc = await uploadValid(t.app, token);
    const response = await t.app.inject({
      method: 'GET',
      url: `/documentos/${String(doc.id)}/versiones/99.pdf`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'El documento no existe o ya fue eliminado.',
    );
  });

  it('answers 404 to a version of a missing document before judging its file', async () => {
    const response = await uploadVersion(t.app, token, 99, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: Buffer.from('GIF89a') },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'El documento no existe o ya fue eliminado.',
    );
    expect(storedState(t.dataDir)).toEqual(NOTHING);
  });
});

describe('a disk below its free-space margin', () => {
  it('refuses an upload with 507 and the Spanish message, nothing stored', async () => {
    const MB = 1024 * 1024;
    const low = await createTestApp(
      { DISK_MIN_FREE_MB: '50' },
      {
        now: () => NOW,
        statfs: () => Promise.resolve({ bavail: Math.floor((49 * MB) / 4096), bsize: 4096 }),
      },
    );
    try {
      await createAdmin(low.dataDir);
      const response = await upload(low.app, await loginAs(low.app), {
        ...VALID,
        archivo: { bytes: pdf() },
      });
      expect(response.statusCode).toBe(507);
      expect(response.json<{ message: string }>().message).toBe(
        'El servidor se quedó sin espacio para guardar archivos. Lo ya publicado sigue disponible; avisa a quien administra el servidor para liberar espacio.',
      );
      expect(storedState(low.dataDir)).toEqual(NOTHING);
    } finally {
      await low.close();
    }
  });
});
