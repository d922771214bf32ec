// @time-zones
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DOCUMENT_MESSAGES as M,
  DOCUMENT_PATHS,
  REQUIRED_KINDS,
  type RequiredDocument,
} from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { pdf, storedState, upload, uploadValid, uploadVersion } from './documents.test-support.ts';

// Chile's summer (UTC−3): mid-February 2026, before the school year starts.
const START = new Date('2026-02-15T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let now = START;
let t: TestApp;
let token: string;

beforeEach(async () => {
  now = START;
  t = await createTestApp({}, { now: () => now });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function required(): Promise<RequiredDocument[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: DOCUMENT_PATHS.required,
    headers: auth(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RequiredDocument[]>();
}

/** Each kind's state, by kind. */
async function states(): Promise<Record<string, string>> {
  return Object.fromEntries((await required()).map((kind) => [kind.tipo, kind.estado]));
}

const setPeriod = (tipo: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: DOCUMENT_PATHS.period(tipo),
    headers: auth(),
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/documents/requeridos', () => {
  it('is for administrators only: no token → 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.required });
    expect(response.statusCode).toBe(401);
    const periods = await t.app.inject({ method: 'GET', url: DOCUMENT_PATHS.periods });
    expect(periods.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: DOCUMENT_PATHS.period('pei') })).statusCode,
    ).toBe(401);
  });

  it('lists every kind in order; a new site misses them all but the supplies list of last year (due)', async () => {
    const list = await required();
    expect(list.map((kind) => kind.tipo)).toEqual(REQUIRED_KINDS);
    expect(list[0]).toEqual({
      tipo: 'pei',
      nombre: 'Proyecto Educativo Institucional (PEI)',
      estado: 'falta',
      documento_id: null,
    });
    // The first start publishes the 2025 supplies list: in 2026 it is due for review.
    expect(await states()).toEqual({
      pei: 'falta',
      'reglamento-interno': 'falta',
      'reglamento-evaluacion': 'falta',
      pise: 'falta',
      utiles: 'revisar',
      uniforme: 'falta',
    });
  });

  it('a document of a kind makes it current; after its period it is due; a new version makes it current again', async () => {
    await uploadValid(t.app, token, { titulo: 'Circular sin tipo' });
    const pise = await uploadValid(t.app, token, { titulo: 'PISE 2026', tipo: 'pise' });
    expect(pise.tipo).toBe('pise');
    expect((await required()).find((kind) => kind.tipo === 'pise')).toEqual({
      tipo: 'pise',
      nombre: 'Plan Integral de Seguridad Escolar (PISE)',
      estado: 'vigente',
      documento_id: pise.id,
    });
    // A document of no kind counts for none.
    expect(Object.values(await states()).filter((state) => state === 'vigente')).toHaveLength(1);

    // Still current on the last day of its year; due the day after.
    now = new Date(START.getTime() + 364 * DAY);
    expect((await states()).pise).toBe('vigente');
    now = new Date(START.getTime() + 366 * DAY);
    expect((await states()).pise).toBe('revisar');

    const version = await uploadVersion(t.app, token, pise.id, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: pdf('PISE 2027') },
    });
    expect(version.statusCode).toBe(201);
    expect((await required()).find((kind) => kind.tipo === 'pise')).toMatchObject({
      estado: 'vigente',
      documento_id: pise.id,
    });
  });

  it('the current document of a kind is the one published last', async () => {
    const first = await uploadValid(t.app, token, {
      titulo: 'Reglamento Interno',
      tipo: 'reglamento-interno',
    });
    now = new Date(START.getTime() + 400 * DAY);
    const second = await uploadValid(t.app, token, {
      titulo: 'Protocolo de accidentes escolares',
      tipo: 'reglamento-interno',
    });
    expect((await required()).find((kind) => kind.tipo === 'reglamento-interno')).toMatchObject({
      estado: 'vigente',
      documento_id: second.id,
    });
    expect(second.id).not.toBe(first.id);
  });

  it('staff mark or unmark a document’s kind with PATCH', async () => {
    const document = await uploadValid(t.app, token, { titulo: 'Normas de uniforme 2026' });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: DOCUMENT_PATHS.item(document.id),
        headers: auth(),
        payload,
      });
    const marked = await patch({ tipo: 'uniforme' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ tipo: 'uniforme' });
    expect((await states()).uniforme).toBe('vigente');
    expect((await patch({ tipo: 'otro-tipo' })).json()).toMatchObject({
      error: M.kindInvalid,
      field: 'tipo',
    });
    expect((await patch({ tipo: null })).json()).toMatchObject({ tipo: null });
    expect((await states()).uniforme).toBe('falta');
    const log = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite.prepare("SELECT detalle FROM audit_log WHERE accion = 'documento.editar'").all(),
    );
    expect(log).toEqual([
      { detalle: 'tipo ninguno → uniforme' },
      { detalle: 'tipo uniforme → ninguno' },
    ]);
  });

  it('refuses an unknown kind on upload beside its field, storing nothing; an empty kind is none', async () => {
    const refused = await upload(t.app, token, {
      titulo: 'PEI',
      categoria: 'otro',
      vigente_desde: '2026-03-01',
      tipo: 'proyecto',
      archivo: { bytes: pdf() },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: M.kindInvalid, field: 'tipo' });
    expect(storedState(t.dataDir)).toEqual({ documents: 0, versions: 0, files: [] });
    const none = await uploadValid(t.app, token, { titulo: 'Sin tipo', tipo: '' });
    expect(none.tipo).toBeNull();
  });

  it('the supplies list published for this school year counts for «utiles»', async () => {
    const copy = await t.app.inject({
      method: 'POST',
      url: API_PATHS.supplyCopy(2026, 2025),
      headers: auth(),
    });
    expect(copy.statusCode).toBe(201);
    expect((await states()).utiles).toBe('revisar');
    const publish = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.supplyPublished,
      headers: auth(),
      payload: { anio: 2026 },
    });
    expect(publish.statusCode).toBe(200);
    expect(await required()).toContainEqual({
      tipo: 'utiles',
      nombre: 'Lista de útiles escolares',
      estado: 'vigente',
      documento_id: null,
    });
    // In 2027 the 2026 list is due again.
    now = new Date('2027-01-10T15:00:00Z');
    expect((await states()).utiles).toBe('revisar');
  });
});

describe('review periods', () => {
  it('are a year by default; staff change one, and the state follows it', async () => {
    const periods = await t.app.inject({
      method: 'GET',
      url: DOCUMENT_PATHS.periods,
      headers: auth(),
    });
    expect(periods.json()).toEqual(REQUIRED_KINDS.map((tipo) => ({ tipo, meses: 12 })));
    await uploadValid(t.app, token, { titulo: 'PEI', tipo: 'pei' });
    now = new Date(START.getTime() + 400 * DAY);
    expect((await states()).pei).toBe('revisar');

    const set = await setPeriod('pei', { meses: 24 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ tipo: 'pei', meses: 24 });
    expect((await states()).pei).toBe('vigente');
    const log = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite
        .prepare("SELECT usuario, detalle FROM audit_log WHERE accion = 'documento.plazo'")
        .all(),
    );
    expect(log).toEqual([
      {
        usuario: 'directora',
        detalle: 'Proyecto Educativo Institucional (PEI): revisar cada 2 años (antes un año)',
      },
    ]);
  });

  it('refuses a period that is not whole months from 1 to 60 (400), an unknown kind (404), a body that is not JSON (415)', async () => {
    for (const meses of [0, 61, 1.5, '12', null]) {
      const response = await setPeriod('pei', { meses });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: M.periodInvalid, field: 'meses' });
    }
    const unknown = await setPeriod('boletin', { meses: 12 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: M.kindNotFound });
    const text = await t.app.inject({
      method: 'PUT',
      url: DOCUMENT_PATHS.period('pei'),
      headers: { ...auth(), 'content-type': 'text/plain' },
      payload: 'meses=12',
    });
    expect(text.statusCode).toBe(415);
    const periods = await t.app.inject({
      method: 'GET',
      url: DOCUMENT_PATHS.periods,
      headers: auth(),
    });
    expect(periods.json()).toContainEqual({ tipo: 'pei', meses: 12 });
  });
});
