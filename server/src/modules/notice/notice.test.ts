import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  NOTICE_LIMITS,
  NOTICE_MESSAGES as M,
  type AuditEntry,
  type Notice,
} from '@lbj/shared';
import { createAdmin, findAdmin, signToken } from '../../test/admin.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, selectRowsSync, type TestApp } from '../../test/helpers.ts';

// The notice over the API: who may set it, what is refused (and then nothing changes), and
// when it is public (desde ≤ now < hasta, by the app's clock at each request).

const T0 = new Date('2026-03-01T12:00:00.000Z');
const DESDE = '2026-03-02T08:00:00-03:00'; // 11:00 UTC
const HASTA = '2026-03-02T18:00:00-03:00'; // 21:00 UTC

let now: Date;
let t: TestApp;

async function startApp(): Promise<void> {
  now = T0;
  t = await createTestApp({}, { now: () => now });
  await createAdmin(t.dataDir);
}

/** Each test of the describe on an app of its own, at T0 with an administrator. */
function appPerTest(): void {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });
}

/** An administrator's token (checked against the real time, whatever the app's clock says). */
async function bearer(): Promise<Record<string, string>> {
  const user = await findAdmin(t.dataDir);
  const secret = new TextEncoder().encode(t.config.jwtSecret);
  return { authorization: `Bearer ${await signToken(user, secret)}` };
}

/** A body that is not JSON: its text and its type. */
class Raw {
  constructor(
    readonly text: string,
    readonly type: string,
  ) {}
}

async function put(payload: unknown, headers?: Record<string, string>) {
  const auth = headers ?? (await bearer());
  return payload instanceof Raw
    ? t.app.inject({
        method: 'PUT',
        url: API_PATHS.notice,
        headers: { ...auth, 'content-type': payload.type },
        payload: payload.text,
      })
    : t.app.inject({
        method: 'PUT',
        url: API_PATHS.notice,
        headers: auth,
        payload: payload as object,
      });
}

const publicGet = () => t.app.inject({ method: 'GET', url: API_PATHS.notice });

/** The stored notice as the panel reads it; undefined when none is stored. */
async function stored(): Promise<Notice | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.notice}?incluir=programado`,
    headers: await bearer(),
  });
  if (response.statusCode === 204) return undefined;
  expect(response.statusCode).toBe(200);
  return response.json<Notice>();
}

async function log(): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: API_PATHS.auditLog,
    headers: await bearer(),
  });
  return response.json<AuditEntry[]>().filter((entry) => entry.accion.startsWith('aviso.'));
}

const VALID = { nivel: 'aviso', texto: 'Mañana no hay clases por el paro de transporte.' };
const PREVIOUS = { nivel: 'informacion', texto: 'Aviso anterior, que no debe cambiar.' };

describe('PUT /api/notice refuses, and nothing is stored or changed', () => {
  // One app for the refusals, each made over the same stored notice: a refusal that stored or
  // logged anything anyway is followed by a fresh app, so that the next failure is its own.
  appWhileUnchanged({
    start: async () => {
      await startApp();
      expect((await put(PREVIOUS)).statusCode).toBe(200);
    },
    close: () => t.close(),
    state: () => [
      selectRowsSync(t.dataDir, 'SELECT * FROM notice'),
      selectRowsSync(t.dataDir, 'SELECT * FROM audit_log ORDER BY id'),
    ],
  });
  const long = 'a'.repeat(NOTICE_LIMITS.textoMax + 1);
  const cases: {
    name: string;
    body: unknown;
    headers?: () => Promise<Record<string, string>>;
    status: number;
    message: string;
    field?: string;
  }[] = [
    {
      name: 'no token',
      body: VALID,
      headers: () => Promise.resolve({}),
      status: 401,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a forged token',
      body: VALID,
      headers: () => Promise.resolve({ authorization: 'Bearer abc.def.ghi' }),
      status: 401,
      message: MESSAGES.unauthorized,
    },
    { name: 'an array', body: [VALID], status: 400, message: MESSAGES.badRequest },
    {
      name: 'plain text',
      body: new Raw('aviso: mañana no hay clases', 'text/plain'),
      status: 400,
      message: MESSAGES.badRequest,
    },
    {
      name: 'a form body (only the close form reads those)',
      body: new Raw('nivel=aviso&texto=Hola', 'application/x-www-form-urlencoded'),
      status: 415,
      message: MESSAGES.badRequest,
    },
    {
      name: 'broken JSON',
      body: new Raw('{"nivel": "aviso", "texto": ', 'application/json'),
      status: 400,
      message: MESSAGES.badRequest,
    },
    {
      name: 'no level',
      body: { texto: VALID.texto },
      status: 400,
      message: M.levelRequired,
      field: 'nivel',
    },
    {
      name: 'an unknown level',
      body: { ...VALID, nivel: 'critico' },
      status: 400,
      message: M.levelRequired,
      field: 'nivel',
    },
    {
      name: 'no text',
      body: { nivel: 'aviso' },
      status: 400,
      message: M.textRequired,
      field: 'texto',
    },
    {
      name: 'only spaces',
      body: { ...VALID, texto: '  \n\t ' },
      status: 400,
      message: M.textRequired,
      field: 'texto',
    },
    {
      name: 'a number as text',
      body: { ...VALID, texto: 42 },
      status: 400,
      message: M.textRequired,
      field: 'texto',
    },
    {
      name: `${String(NOTICE_LIMITS.textoMax + 1)} characters`,
      body: { ...VALID, texto: long },
      status: 400,
      message: M.textTooLong(NOTICE_LIMITS.textoMax),
      field: 'texto',
    },
    ...[
      'javascript:alert(1)',
      'http://www.lebeaujour.cl/reglamentos',
      '//evil.example/x',
      '/\\evil.example/x',
      'reglamentos',
      '/reglamentos con espacio',
      'https://usuario:clave@evil.example/',
      'https://',
      'data:text/html,<script>alert(1)</script>',
      `/${'a'.repeat(NOTICE_LIMITS.enlaceMax)}`,
    ].map((enlace) => ({
      name: `the link ${enlace.slice(0, 40)}`,
      body: { ...VALID, enlace },
      status: 400,
      message: M.badLink,
      field: 'enlace',
    })),
    ...['mañana', '2026-03-02T08:00', '2026-03-02', '2026-02-30T08:00:00-03:00', 20260302].map(
      (desde) => ({
        name: `the start ${String(desde)}`,
        body: { ...VALID, desde },
        status: 400,
        message: M.badFrom,
        field: 'desde',
      }),
    ),
    {
      name: 'an end without an offset',
      body: { ...VALID, hasta: '2026-03-02T18:00:00' },
      status: 400,
      message: M.badUntil,
      field: 'hasta',
    },
    {
      name: 'an end equal to the start (in another offset)',
      body: { ...VALID, desde: DESDE, hasta: '2026-03-02T11:00:00Z' },
      status: 400,
      message: M.untilBeforeFrom,
      field: 'hasta',
    },
    {
      name: 'an end before the start',
      body: { ...VALID, desde: HASTA, hasta: DESDE },
      status: 400,
      message: M.untilBeforeFrom,
      field: 'hasta',
    },
  ];

  it.each(cases)('$name → $status', async (refusal) => {
    const before = await stored();
    expect(before?.texto).toBe(PREVIOUS.texto);
    const logBefore = await log();

    const headers = refusal.headers ? await refusal.headers() : await bearer();
    const response = await put(refusal.body, headers);
    expect(response.statusCode).toBe(refusal.status);
    const body = response.json<{ error: string; message: string; field?: string }>();
    expect(body.error).toBe(refusal.message);
    expect(body.message).toBe(refusal.message);
    expect(body.field).toBe(refusal.field);

    expect(await stored()).toEqual(before);
    expect((await publicGet()).json<Notice>().texto).toBe(PREVIOUS.texto);
    expect(await log()).toEqual(logBefore);
  });
});

describe('the stored notice is for administrators', () => {
  appPerTest();

  it('DELETE without a token → 401, and the notice stays', async () => {
    await put(VALID);
    const response = await t.app.inject({ method: 'DELETE', url: API_PATHS.notice });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.unauthorized);
    expect((await stored())?.texto).toBe(VALID.texto);
  });

  it('the stored notice is for administrators only (401), and incluir takes one value (400)', async () => {
    await put({ ...VALID, desde: DESDE });
    const visitor = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.notice}?incluir=programado`,
    });
    expect(visitor.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.notice}?incluir=todo`,
      headers: await bearer(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ error: string; field: string }>()).toMatchObject({
      error: M.badInclude,
      field: 'incluir',
    });
  });
});

describe('the stored notice is never kept by a cache', () => {
  appPerTest();

  const read = async (incluir: string, auth = true) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATHS.notice}?incluir=${incluir}`,
      headers: auth ? await bearer() : {},
    });

  it('private, no-store, and varies with who asks, with or without a notice', async () => {
    const none = await read('programado');
    expect(none.statusCode).toBe(204);
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect(none.headers.vary).toBe('Authorization');

    await put({ ...VALID, desde: DESDE });
    const scheduled = await read('programado');
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.headers['cache-control']).toBe('private, no-store');
    expect(scheduled.headers.vary).toBe('Authorization');
  });

  it('the refusals vary with who asks too', async () => {
    const visitor = await read('programado', false);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers.vary).toBe('Authorization');
    const other = await read('todo');
    expect(other.statusCode).toBe(400);
    expect(other.headers.vary).toBe('Authorization');
  });
});

describe('PUT /api/notice accepts', () => {
  appPerTest();

  it('the text trimmed, up to its limit, a site path, and the dates as UTC', async () => {
    const texto = 'ñ'.repeat(NOTICE_LIMITS.textoMax);
    const response = await put({
      nivel: 'urgente',
      texto: `  ${texto}\n`,
      enlace: '/reglamentos?año=2026#convivencia',
      desde: DESDE,
      hasta: HASTA,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const notice = response.json<Notice>();
    expect(notice).toMatchObject({
      nivel: 'urgente',
      texto,
      enlace: '/reglamentos?año=2026#convivencia',
      desde: '2026-03-02T11:00:00.000Z',
      hasta: '2026-03-02T21:00:00.000Z',
      actualizado: T0.toISOString(),
      estado: 'programado',
    });
    expect(notice.clave).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await stored()).toEqual(notice);
  });

  it('an https address, and empty optional fields as none', async () => {
    const response = await put({
      ...VALID,
      enlace: 'https://www.mineduc.cl/calendario-escolar/',
      desde: '',
      hasta: null,
    });
    expect(response.statusCode).toBe(200);
    const notice = response.json<Notice>();
    expect(notice.enlace).toBe('https://www.mineduc.cl/calendario-escolar/');
    expect(notice).not.toHaveProperty('desde');
    expect(notice).not.toHaveProperty('hasta');
    expect(notice.estado).toBe('activo');
  });

  it('a new notice in place of the previous one; the key follows the level and the text', async () => {
    const first = (await put(VALID)).json<Notice>();
    const sameText = (await put({ ...VALID, enlace: '/contacto' })).json<Notice>();
    expect(sameText.clave).toBe(first.clave);
    const otherLevel = (await put({ ...VALID, nivel: 'urgente' })).json<Notice>();
    expect(otherLevel.clave).not.toBe(first.clave);
    const otherText = (await put({ ...VALID, texto: `${VALID.texto}!` })).json<Notice>();
    expect(otherText.clave).not.toBe(first.clave);
    expect((await stored())?.texto).toBe(`${VALID.texto}!`);
  });
});

describe('GET /api/notice follows the clock at each request', () => {
  appPerTest();

  it('204 before desde, 200 from desde, 204 from hasta; no-cache either way', async () => {
    expect((await put({ ...VALID, desde: DESDE, hasta: HASTA })).statusCode).toBe(200);

    const at = async (instant: string) => {
      now = new Date(instant);
      const response = await publicGet();
      expect(response.headers['cache-control']).toBe('no-cache');
      return response;
    };
    const before = await at('2026-03-02T10:59:59.999Z');
    expect(before.statusCode).toBe(204);
    expect(before.body).toBe('');
    expect((await stored())?.estado).toBe('programado');

    const start = await at('2026-03-02T11:00:00.000Z');
    expect(start.statusCode).toBe(200);
    expect(start.json<Notice>()).toMatchObject({ nivel: 'aviso', texto: VALID.texto });
    expect(start.json<Notice>()).not.toHaveProperty('estado');
    expect((await stored())?.estado).toBe('activo');

    expect((await at('2026-03-02T20:59:59.999Z')).statusCode).toBe(200);

    const end = await at('2026-03-02T21:00:00.000Z');
    expect(end.statusCode).toBe(204);
    // Expired, but still stored for the panel.
    expect((await stored())?.estado).toBe('vencido');
  });

  it('204 with no notice at all, for visitors and administrators', async () => {
    expect((await publicGet()).statusCode).toBe(204);
    expect(await stored()).toBeUndefined();
  });
});

describe('DELETE /api/notice and the activity log', () => {
  appPerTest();

  it('publishing and removing are logged with who and what; removing twice is still 204', async () => {
    await put(VALID);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.notice,
      headers: await bearer(),
    });
    expect(removed.statusCode).toBe(204);
    expect((await publicGet()).statusCode).toBe(204);
    expect(await stored()).toBeUndefined();

    const again = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.notice,
      headers: await bearer(),
    });
    expect(again.statusCode).toBe(204);

    const entries = await log();
    expect(entries.map(({ accion, usuario, detalle }) => ({ accion, usuario, detalle }))).toEqual([
      { accion: 'aviso.retirar', usuario: 'directora', detalle: M.removed(VALID.texto) },
      {
        accion: 'aviso.publicar',
        usuario: 'directora',
        detalle: M.published('aviso', VALID.texto),
      },
    ]);
    expect(entries[0]?.detalle).toBe(`Aviso retirado: «${VALID.texto}»`);
    expect(entries[1]?.detalle).toBe(`Aviso publicado (aviso): «${VALID.texto}»`);
  });
});
