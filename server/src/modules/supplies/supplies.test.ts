import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  SUPPLY_LEVEL_IDS,
  SUPPLY_LIMITS,
  SUPPLY_MESSAGES as S,
  SUPPLY_SEED_2025,
  type AuditEntry,
  type SupplyLevel,
  type SupplyLine,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import { createAuditLog } from '../../lib/audit.ts';
import type { PageRequestContext } from '../../lib/feature-module.ts';
import { ADMIN_NAME, createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/helpers.ts';
import { createSuppliesModule } from './supplies.module.ts';

const NOW = new Date('2026-11-23T15:04:05.000Z');

let t: TestApp;
let token: string;
/** The app's clock: NOW unless a test moves it. */
let now: Date;
async function startApp() {
  now = NOW;
  t = await createTestApp({}, { now: () => now });
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

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, ...(auth ? { headers: bearer(auth) } : {}) });

const send = (
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
  auth: string | null = token,
  extraHeaders: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload, headers: { 'content-type': 'application/json' } }
        : { payload: payload as object }),
    headers: {
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(auth ? bearer(auth) : {}),
      ...extraHeaders,
    },
  });

const saveLevel = (year: number, level: string, body: unknown, auth: string | null = token) =>
  send('PUT', API_PATHS.supplyLevel(year, level), body, auth);

const publicList = async () => {
  const response = await get(API_PATHS.supplies);
  expect(response.statusCode).toBe(200);
  return response.json<SupplyYear>();
};

const adminYear = async (year: number) => {
  const response = await get(API_PATHS.supplyYear(year), token);
  expect(response.statusCode).toBe(200);
  return response.json<SupplyYear>();
};

const levelOf = (year: SupplyYear, id: string) => {
  const level = year.niveles.find((candidate) => candidate.nivel === id);
  if (!level) throw new Error(`no level ${id}`);
  return level;
};

/** Every stored row of the feature's tables and of the activity log, straight from SQLite. */
const snapshot = () =>
  withDatabase(t.dataDir, ({ sqlite }) => ({
    levels: sqlite.prepare('SELECT * FROM supply_levels ORDER BY year, level').all(),
    lines: sqlite.prepare('SELECT * FROM supply_lines ORDER BY year, level, position').all(),
    state: sqlite.prepare('SELECT * FROM supply_state').all(),
    audit: sqlite.prepare('SELECT * FROM audit_log ORDER BY id').all(),
  }));

const readLog = async (): Promise<AuditEntry[]> => {
  const response = await get(API_PATHS.auditLog, token);
  return response.json<AuditEntry[]>().filter((entry) => entry.accion.startsWith('utiles.'));
};

const lines: SupplyLine[] = [
  { tipo: 'grupo', texto: 'Cuadernos' },
  { tipo: 'util', texto: 'Cuaderno de matemáticas', detalle: 'forro azul' },
  { tipo: 'util', texto: 'Estuche' },
];

describe('the 2025 list imported at the first start', () => {
  appPerTest();

  it('is the published list, every level with its cycle’s lines', async () => {
    const list = await publicList();
    expect(list.anio).toBe(2025);
    expect(list.vigente).toBe(true);
    expect(list.niveles.map((level) => level.nivel)).toEqual(SUPPLY_LEVEL_IDS);
    for (const id of SUPPLY_LEVEL_IDS) {
      expect(levelOf(list, id).lineas).toEqual(SUPPLY_SEED_2025[id]);
      expect(levelOf(list, id).version).toBe(1);
    }
    expect(levelOf(list, 'kinder').lineas[0]).toEqual({
      tipo: 'grupo',
      texto: 'Material didáctico y de escritorio',
    });
    expect(levelOf(list, '3-basico').lineas).toContainEqual({
      tipo: 'util',
      texto: 'Lenguaje',
      detalle: 'rojo',
    });
  });

  it('happens once: a restart imports nothing again and keeps what staff changed', async () => {
    const first = await snapshot();
    expect(first.lines.length).toBeGreaterThan(0);
    // A restart changes nothing.
    await t.app.close();
    t = { ...t, ...(await reopen(t)) };
    expect(await snapshot()).toEqual(first);
    // Staff empty every level of 2025 (the list moved on), then the server restarts again.
    for (const id of SUPPLY_LEVEL_IDS) {
      expect((await saveLevel(2025, id, { lineas: [] })).statusCode).toBe(200);
    }
    const edited = await snapshot();
    await t.app.close();
    t = { ...t, ...(await reopen(t)) };
    expect(await snapshot()).toEqual(edited);
    expect(levelOf(await publicList(), 'kinder').lineas).toEqual([]);
  });

  it('keeps a 2025 list that is already in the database (a restored one) and publishes it', async () => {
    const dataDir = t.dataDir;
    await withDatabase(dataDir, ({ sqlite }) => {
      sqlite.exec('UPDATE supply_state SET seeded = 0, published_year = NULL');
      sqlite.exec("DELETE FROM supply_lines WHERE level <> 'kinder'");
    });
    const before = (await snapshot()).lines;
    await t.app.close();
    t = { ...t, ...(await reopen(t)) };
    expect((await snapshot()).lines).toEqual(before);
    const list = await publicList();
    expect(list.anio).toBe(2025);
    expect(levelOf(list, 'pre-kinder').lineas).toEqual([]);
  });
});

/** A new app on the same DATA_DIR (a restart). */
async function reopen(current: TestApp): Promise<Pick<TestApp, 'app'>> {
  const { buildApp } = await import('../../app.ts');
  const app = await buildApp(current.config, { now: () => NOW });
  await app.ready();
  return { app };
}

describe('saving a level', () => {
  appPerTest();

  it('replaces its lines in the order sent, bumps its version and logs who did it', async () => {
    const response = await saveLevel(2025, '3-basico', { lineas: lines, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json<SupplyLevel>()).toEqual({
      nivel: '3-basico',
      nombre: '3º Básico',
      lineas: lines,
      version: 2,
      actualizado: NOW.toISOString(),
    });
    expect(levelOf(await publicList(), '3-basico').lineas).toEqual(lines);
    // Only that level changed.
    expect(levelOf(await publicList(), '2-basico').lineas).toEqual(SUPPLY_SEED_2025['2-basico']);

    // Reordered: the last line first, the group title last.
    const reordered = [lines[2], lines[1], lines[0]];
    expect((await saveLevel(2025, '3-basico', { lineas: reordered, version: 2 })).statusCode).toBe(
      200,
    );
    const saved = levelOf(await publicList(), '3-basico');
    expect(saved.lineas).toEqual(reordered);
    expect(saved.version).toBe(3);

    const log = await readLog();
    expect(log.map((entry) => [entry.accion, entry.usuario, entry.detalle])).toEqual([
      ['utiles.guardar', ADMIN_NAME, '2025 · 3º Básico: 3 líneas'],
      ['utiles.guardar', ADMIN_NAME, '2025 · 3º Básico: 3 líneas'],
    ]);
  });

  it('trims text, drops an empty detail and accepts an empty list (the level is cleared)', async () => {
    const response = await saveLevel(2025, 'kinder', {
      lineas: [{ tipo: 'util', texto: '  Tijera  ', detalle: '   ' }],
    });
    expect(response.statusCode).toBe(200);
    expect(levelOf(await publicList(), 'kinder').lineas).toEqual([
      { tipo: 'util', texto: 'Tijera' },
    ]);
    expect((await saveLevel(2025, 'kinder', { lineas: [] })).statusCode).toBe(200);
    expect(levelOf(await publicList(), 'kinder').lineas).toEqual([]);
  });
});

const tooLong = (max: number) => 'a'.repeat(max + 1);
const manyLines = Array.from({ length: SUPPLY_LIMITS.linesMax + 1 }, (_, i) => ({
  tipo: 'util',
  texto: `Útil ${String(i)}`,
}));

interface Refusal {
  name: string;
  request: () => Promise<{ statusCode: number; json: <T>() => T }>;
  status: number;
  message: string;
  field?: string;
}

const refusals: Refusal[] = [
  {
    name: 'saving without a token',
    request: () => saveLevel(2025, 'kinder', { lineas: lines }, null),
    status: 401,
    message: MESSAGES.unauthorized,
  },
  {
    name: 'saving with a bad token',
    request: () => saveLevel(2025, 'kinder', { lineas: lines }, 'no-es-un-token'),
    status: 401,
    message: MESSAGES.unauthorized,
  },
  {
    name: 'copying without a token',
    request: () => send('POST', API_PATHS.supplyCopy(2026, 2025), {}, null),
    status: 401,
    message: MESSAGES.unauthorized,
  },
  {
    name: 'publishing without a token',
    request: () => send('PUT', API_PATHS.supplyPublished, { anio: 2025 }, null),
    status: 401,
    message: MESSAGES.unauthorized,
  },
  {
    name: 'a year that is not a number',
    request: () => saveLevel('20x6' as unknown as number, 'kinder', { lineas: lines }),
    status: 400,
    message: S.badYear,
    field: 'anio',
  },
  {
    name: 'a year out of range',
    request: () => saveLevel(1999, 'kinder', { lineas: lines }),
    status: 400,
    message: S.badYear,
    field: 'anio',
  },
  {
    name: 'an unknown level',
    request: () => saveLevel(2025, '9-basico', { lineas: lines }),
    status: 400,
    message: S.badLevel,
    field: 'nivel',
  },
  {
    name: 'a body that is an array',
    request: () => saveLevel(2025, 'kinder', lines),
    status: 400,
    message: MESSAGES.badRequest,
  },
  {
    name: 'a body that is not JSON',
    request: () => saveLevel(2025, 'kinder', '{"lineas": ['),
    status: 400,
    message: MESSAGES.badRequest,
  },
  {
    name: 'no lines',
    request: () => saveLevel(2025, 'kinder', {}),
    status: 400,
    message: S.linesRequired,
    field: 'lineas',
  },
  {
    name: 'lines that are not a list',
    request: () => saveLevel(2025, 'kinder', { lineas: 'Tijera' }),
    status: 400,
    message: S.linesRequired,
    field: 'lineas',
  },
  {
    name: 'an empty line among good ones',
    request: () =>
      saveLevel(2025, 'kinder', { lineas: [lines[0], { tipo: 'util', texto: '   ' }] }),
    status: 400,
    message: S.textRequired,
    field: 'lineas.1.texto',
  },
  {
    name: 'a line without text',
    request: () => saveLevel(2025, 'kinder', { lineas: [{ tipo: 'util' }] }),
    status: 400,
    message: S.textRequired,
    field: 'lineas.0.texto',
  },
  {
    name: 'a line too long',
    request: () =>
      saveLevel(2025, 'kinder', {
        lineas: [{ tipo: 'util', texto: tooLong(SUPPLY_LIMITS.textMax) }],
      }),
    status: 400,
    message: S.textTooLong,
    field: 'lineas.0.texto',
  },
  {
    name: 'a detail too long',
    request: () =>
      saveLevel(2025, 'kinder', {
        lineas: [{ tipo: 'util', texto: 'Tijera', detalle: tooLong(SUPPLY_LIMITS.detailMax) }],
      }),
    status: 400,
    message: S.detailTooLong,
    field: 'lineas.0.detalle',
  },
  {
    name: 'an unknown kind of line',
    request: () => saveLevel(2025, 'kinder', { lineas: [{ tipo: 'nota', texto: 'Tijera' }] }),
    status: 400,
    message: S.lineKind,
    field: 'lineas.0.tipo',
  },
  {
    name: 'a group title with a detail',
    request: () =>
      saveLevel(2025, 'kinder', {
        lineas: [lines[1], { tipo: 'grupo', texto: 'Higiene', detalle: '2' }],
      }),
    status: 400,
    message: S.detailOnGroup,
    field: 'lineas.1.detalle',
  },
  {
    name: 'too many lines',
    request: () => saveLevel(2025, 'kinder', { lineas: manyLines }),
    status: 400,
    message: S.tooManyLines,
    field: 'lineas',
  },
  {
    name: 'a version that is not a number',
    request: () => saveLevel(2025, 'kinder', { lineas: lines, version: 'uno' }),
    status: 400,
    message: S.badVersion,
    field: 'version',
  },
  {
    name: 'a stale version (someone saved the level since)',
    request: () => saveLevel(2025, 'kinder', { lineas: lines, version: 0 }),
    status: 409,
    message: S.staleLevel('Kínder'),
  },
  {
    name: 'copying a year onto itself',
    request: () => send('POST', API_PATHS.supplyCopy(2025, 2025), {}),
    status: 400,
    message: S.sameYear,
    field: 'desde',
  },
  {
    name: 'copying from a bad year',
    request: () => send('POST', API_PATHS.supplyCopy(2026, 'ayer'), {}),
    status: 400,
    message: S.badYear,
    field: 'desde',
  },
  {
    name: 'copying from a year without lines',
    request: () => send('POST', API_PATHS.supplyCopy(2026, 2024), {}),
    status: 404,
    message: S.sourceEmpty(2024),
  },
  {
    name: 'a confirmation that is not true or false',
    request: () => send('POST', API_PATHS.supplyCopy(2026, 2025), { confirmar: 'sí' }),
    status: 400,
    message: S.badConfirm,
    field: 'confirmar',
  },
  {
    name: 'publishing a year without lines',
    request: () => send('PUT', API_PATHS.supplyPublished, { anio: 2026 }),
    status: 409,
    message: S.publishEmpty(2026),
  },
  {
    name: 'publishing a bad year',
    request: () => send('PUT', API_PATHS.supplyPublished, { anio: '2026' }),
    status: 400,
    message: S.badYear,
    field: 'anio',
  },
  {
    name: 'publishing without a year',
    request: () => send('PUT', API_PATHS.supplyPublished, {}),
    status: 400,
    message: S.badYear,
    field: 'anio',
  },
];

describe('refusals: a Spanish message, the field, and nothing stored', () => {
  // A refusal stores nothing (each case checks it against the rows just before its request):
  // one app for them all. A case that failed by storing anyway is followed by a fresh app, so
  // that each case starts from the first start's rows.
  let firstStart: Awaited<ReturnType<typeof snapshot>>;
  const start = async () => {
    await startApp();
    firstStart = await snapshot();
  };
  beforeAll(start);
  afterEach(async () => {
    if (isDeepStrictEqual(await snapshot(), firstStart)) return;
    await t.close();
    await start();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(refusals)('$name → $status', async ({ request, status, message, field }) => {
    const before = await snapshot();
    const response = await request();
    expect(response.statusCode).toBe(status);
    const body = response.json<{ message: string; error: string; field?: string }>();
    expect(body.message).toBe(message);
    expect(body.error).toBe(message);
    expect(body.field).toBe(field);
    expect(await snapshot()).toEqual(before);
  });

  it('reading the years or a year in preparation without a token: 401 and 404', async () => {
    expect((await get(API_PATHS.supplyYears)).statusCode).toBe(401);
    const response = await get(API_PATHS.supplyYear(2026));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(S.yearNotFound(2026));
  });
});

describe('copying a year as the start of the next', () => {
  appPerTest();

  it('copies every level; the copy is in preparation until published', async () => {
    const response = await send('POST', API_PATHS.supplyCopy(2026, 2025), undefined);
    expect(response.statusCode).toBe(201);
    const copy = response.json<SupplyYear>();
    expect(copy.anio).toBe(2026);
    expect(copy.vigente).toBe(false);
    for (const id of SUPPLY_LEVEL_IDS)
      expect(levelOf(copy, id).lineas).toEqual(SUPPLY_SEED_2025[id]);

    // Edited for 2026; families still see 2025, and 2026 is not public at its own address.
    expect((await saveLevel(2026, 'kinder', { lineas: lines, version: 1 })).statusCode).toBe(200);
    expect((await publicList()).anio).toBe(2025);
    expect(levelOf(await publicList(), 'kinder').lineas).toEqual(SUPPLY_SEED_2025.kinder);
    expect((await get(API_PATHS.supplyYear(2026))).statusCode).toBe(404);
    expect(levelOf(await adminYear(2026), 'kinder').lineas).toEqual(lines);

    const years = (await get(API_PATHS.supplyYears, token)).json<SupplyYears>();
    expect(years).toEqual({
      vigente: 2025,
      anios: [
        { anio: 2026, niveles_con_lineas: 10, actualizado: NOW.toISOString() },
        { anio: 2025, niveles_con_lineas: 10, actualizado: NOW.toISOString() },
      ],
    });
  });

  it('refuses to overwrite a year with lines (409) unless confirmed, then replaces it', async () => {
    await send('POST', API_PATHS.supplyCopy(2026, 2025), {});
    await saveLevel(2026, 'kinder', { lineas: lines });
    await saveLevel(2026, '8-basico', { lineas: [] });
    const before = await snapshot();

    const refused = await send('POST', API_PATHS.supplyCopy(2026, 2025), { confirmar: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(S.targetHasLines(2026));
    expect(await snapshot()).toEqual(before);

    const replaced = await send('POST', API_PATHS.supplyCopy(2026, 2025), { confirmar: true });
    expect(replaced.statusCode).toBe(201);
    const year = await adminYear(2026);
    expect(levelOf(year, 'kinder').lineas).toEqual(SUPPLY_SEED_2025.kinder);
    expect(levelOf(year, '8-basico').lineas).toEqual(SUPPLY_SEED_2025['8-basico']);

    expect((await readLog()).map((entry) => entry.detalle)).toEqual([
      'De 2025 a 2026 (reemplazó lo que había)',
      '2026 · 8º Básico: 0 líneas',
      '2026 · Kínder: 3 líneas',
      'De 2025 a 2026',
    ]);
  });
});

describe('the year families see', () => {
  appPerTest();

  it('changes only when staff publish it', async () => {
    await send('POST', API_PATHS.supplyCopy(2026, 2025), {});
    await saveLevel(2026, 'kinder', { lineas: lines });
    expect((await publicList()).anio).toBe(2025);

    const response = await send('PUT', API_PATHS.supplyPublished, { anio: 2026 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ vigente: 2026 });
    const list = await publicList();
    expect(list.anio).toBe(2026);
    expect(list.vigente).toBe(true);
    expect(levelOf(list, 'kinder').lineas).toEqual(lines);
    expect((await get(API_PATHS.supplyYear(2026))).statusCode).toBe(200);
    // The previous year is no longer public at its address.
    expect((await get(API_PATHS.supplyYear(2025))).statusCode).toBe(404);
    expect((await readLog())[0]).toMatchObject({
      accion: 'utiles.publicar',
      usuario: ADMIN_NAME,
      detalle: 'Listado 2026 visible en el sitio',
    });
  });

  it('is what the pages read: the whole list for /listado-utiles, the year alone for the cards', async () => {
    await withBareModule(async (app, load) => {
      expect(await load('utiles')).toEqual(await publicList());
      expect(await load('utiles-anio')).toEqual({ anio: 2025 });

      // Published through this module: its pages follow at once (the cached list is dropped).
      await app.inject({ method: 'POST', url: API_PATHS.supplyCopy(2026, 2025) });
      expect(await load('utiles-anio')).toEqual({ anio: 2025 });
      const published = await app.inject({
        method: 'PUT',
        url: API_PATHS.supplyPublished,
        payload: { anio: 2026 },
      });
      expect(published.statusCode).toBe(200);
      expect(await load('utiles-anio')).toEqual({ anio: 2026 });
      expect(await load('utiles')).toMatchObject({ anio: 2026, vigente: true });
    });
  });

  it('is none while no year is published: a 404 for families, nothing for the pages', async () => {
    // A database whose published year was never set (the import sets it at the first start).
    const unpublish = () =>
      withDatabase(t.dataDir, ({ sqlite }) => {
        sqlite.exec('UPDATE supply_state SET published_year = NULL');
      });
    await unpublish();
    const response = await get(API_PATHS.supplies);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string; error: string }>()).toMatchObject({
      message: S.noList,
      error: S.noList,
    });

    await withBareModule(async (_app, load) => {
      await unpublish();
      expect(await load('utiles')).toBeNull();
      expect(await load('utiles-anio')).toBeNull();
    });
  });
});

/**
 * The module on a bare app over the test app's DATA_DIR (any caller is an administrator there),
 * with `load` reading one of its page data.
 */
async function withBareModule(
  fn: (app: FastifyInstance, load: (key: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const database = await openTestDatabase(t.dataDir);
  const module = createSuppliesModule({
    db: database.db,
    audit: createAuditLog({ db: database.db, clock: () => NOW, log: console }),
    requireAdmin: () => Promise.resolve(),
    clock: () => NOW,
  });
  const app = Fastify();
  try {
    await app.register(module.plugin);
    await app.ready();
    const context: PageRequestContext = {
      url: new URL('https://example.test/listado-utiles'),
      cookies: {},
    };
    await fn(app, (key) => Promise.resolve(module.pageData?.[key]?.(context)));
  } finally {
    await app.close();
    await database.close();
  }
}

describe('caching by browsers', () => {
  appPerTest();

  it('public reads may be kept but are asked again (no-cache); administrators’ are never kept (no-store)', async () => {
    expect((await get(API_PATHS.supplies)).headers['cache-control']).toBe('no-cache');
    expect((await get(API_PATHS.supplyYear(2025))).headers['cache-control']).toBe('no-cache');
    const admin = await get(API_PATHS.supplyYear(2025), token);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    const years = await get(API_PATHS.supplyYears, token);
    expect(years.statusCode).toBe(200);
    expect(years.headers['cache-control']).toBe('no-store');
  });
});

describe('a year as administrators read it', () => {
  appPerTest();

  it('has every level: the saved ones with their version and date, the others empty', async () => {
    expect(
      (await saveLevel(2026, '4-basico', { lineas: lines })).json<SupplyLevel>().actualizado,
    ).toBe(NOW.toISOString());
    const year = await adminYear(2026);
    expect(year.anio).toBe(2026);
    expect(year.vigente).toBe(false);
    expect(year.niveles.map((level) => level.nivel)).toEqual(SUPPLY_LEVEL_IDS);
    for (const level of year.niveles) {
      expect(level).toEqual(
        level.nivel === '4-basico'
          ? { ...level, lineas: lines, version: 1, actualizado: NOW.toISOString() }
          : { ...level, lineas: [], version: 0, actualizado: null },
      );
    }
  });

  it('a year never saved: every level empty, version 0, no date', async () => {
    const year = await adminYear(2030);
    expect(
      year.niveles.map(({ lineas, version, actualizado }) => ({ lineas, version, actualizado })),
    ).toEqual(SUPPLY_LEVEL_IDS.map(() => ({ lineas: [], version: 0, actualizado: null })));
  });

  it('the years: each dated by its latest save', async () => {
    const later = new Date('2026-11-24T09:00:00.000Z');
    await saveLevel(2026, 'kinder', { lineas: lines });
    now = later;
    await saveLevel(2026, '1-basico', { lineas: lines });
    now = NOW;
    await saveLevel(2026, '2-basico', { lineas: [] });
    expect((await get(API_PATHS.supplyYears, token)).json<SupplyYears>().anios).toEqual([
      { anio: 2026, niveles_con_lineas: 2, actualizado: later.toISOString() },
      { anio: 2025, niveles_con_lineas: 10, actualizado: NOW.toISOString() },
    ]);
  });
});

describe('copying a year that has only some levels', () => {
  appPerTest();

  /** 2024: Kínder with lines, 1º Básico saved but emptied; the other levels never saved. */
  const partial2024 = async () => {
    expect((await saveLevel(2024, 'kinder', { lineas: lines })).statusCode).toBe(200);
    expect((await saveLevel(2024, '1-basico', { lineas: [] })).statusCode).toBe(200);
  };
  const versions = (year: SupplyYear) =>
    Object.fromEntries(year.niveles.map((level) => [level.nivel, level.version]));

  it('saves only its levels with lines; a level empty in both years stays unsaved', async () => {
    await partial2024();
    const response = await send('POST', API_PATHS.supplyCopy(2026, 2024), {});
    expect(response.statusCode).toBe(201);
    const copy = response.json<SupplyYear>();
    expect(copy).toEqual(await adminYear(2026));
    for (const level of copy.niveles) {
      expect(level).toEqual(
        level.nivel === 'kinder'
          ? { ...level, lineas: lines, version: 1, actualizado: NOW.toISOString() }
          : { ...level, lineas: [], version: 0, actualizado: null },
      );
    }
    expect(
      (await snapshot()).levels.filter((row) => (row as { year: number }).year === 2026),
    ).toHaveLength(1);
  });

  it('empties, when confirmed, a level the target had saved and the source has not', async () => {
    await partial2024();
    await saveLevel(2027, '2-basico', { lineas: lines });
    await saveLevel(2027, '3-basico', { lineas: [] });
    const response = await send('POST', API_PATHS.supplyCopy(2027, 2024), { confirmar: true });
    expect(response.statusCode).toBe(201);
    const year = await adminYear(2027);
    expect(levelOf(year, 'kinder').lineas).toEqual(lines);
    expect(levelOf(year, '2-basico').lineas).toEqual([]);
    expect(versions(year)).toEqual({
      ...Object.fromEntries(SUPPLY_LEVEL_IDS.map((id) => [id, 0])),
      kinder: 1,
      '2-basico': 2,
      '3-basico': 2,
    });
    expect((await readLog())[0]?.detalle).toBe('De 2024 a 2027 (reemplazó lo que había)');
  });

  it('refuses a source whose saved levels are all empty (404), and stores nothing', async () => {
    await saveLevel(2024, '1-basico', { lineas: [] });
    await saveLevel(2024, 'kinder', { lineas: [] });
    const before = await snapshot();
    const response = await send('POST', API_PATHS.supplyCopy(2026, 2024), {});
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(S.sourceEmpty(2024));
    expect(await snapshot()).toEqual(before);
  });

  it('onto the published year, when confirmed: families see the copy at once', async () => {
    await partial2024();
    expect(levelOf(await publicList(), 'kinder').lineas).toEqual(SUPPLY_SEED_2025.kinder);
    const response = await send('POST', API_PATHS.supplyCopy(2025, 2024), { confirmar: true });
    expect(response.statusCode).toBe(201);
    const list = await publicList();
    expect(list.anio).toBe(2025);
    expect(levelOf(list, 'kinder').lineas).toEqual(lines);
    expect(levelOf(list, '8-basico').lineas).toEqual([]);
  });

  it('a JSON null body is no body: copies onto an empty year, refuses one with lines', async () => {
    const first = await send('POST', API_PATHS.supplyCopy(2026, 2025), 'null');
    expect(first.statusCode).toBe(201);
    expect(levelOf(first.json<SupplyYear>(), 'kinder').lineas).toEqual(SUPPLY_SEED_2025.kinder);
    const again = await send('POST', API_PATHS.supplyCopy(2026, 2025), 'null');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(S.targetHasLines(2026));
  });
});
