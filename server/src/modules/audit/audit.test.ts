import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  AUDIT_LOG_LIMITS,
  AUDIT_MESSAGES as A,
  LIMITS,
  MESSAGES,
  RENEWED_TOKEN_HEADER,
  UPLOAD_FIELDS,
  type AuditEntry,
} from '@lbj/shared';
import { AUDIT_KEEP, CONSOLE, createAuditLog } from '../../lib/audit.ts';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import {
  ADMIN_NAME,
  ADMIN_PASSWORD,
  createAdmin,
  loginAs,
  withDatabase,
  SECOND_NAME,
  SECOND_PASSWORD,
  NEW_PASSWORD,
} from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { blankPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

const NOW = new Date('2026-11-23T15:04:05.000Z');
/** A password typed in the name field: it must never reach the log. */
const PASSWORD_AS_NAME = 'mi-clave-secreta-en-el-campo-nombre';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await createAdmin(t.dataDir);
});
afterEach(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function login(username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function upload(
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field: string; name: string }[] = [],
) {
  const body = await multipart(
    files.map((file) => ({ ...file, bytes: blankPng(64, 48), type: 'image/png' })),
    fields,
  );
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function readLog(token: string, query = ''): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.auditLog}${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditEntry[]>();
}

/** Every stored column of every entry, straight from the table. */
const storedEntries = () =>
  withDatabase(
    t.dataDir,
    ({ sqlite }) =>
      sqlite.prepare('SELECT * FROM audit_log ORDER BY id').all() as Record<string, unknown>[],
  );

const brief = (entries: AuditEntry[]) =>
  entries.map((e) => [e.usuario, e.accion, e.detalle, e.ip] as const);

describe('the activity log', () => {
  it('records every change with who, what, when and from where, newest first, and never a secret', async () => {
    const secrets: string[] = [ADMIN_PASSWORD, SECOND_PASSWORD, NEW_PASSWORD, PASSWORD_AS_NAME];

    expect((await login(ADMIN_NAME, 'no-es-la-clave')).statusCode).toBe(401);
    expect((await login(PASSWORD_AS_NAME, ADMIN_PASSWORD)).statusCode).toBe(401);
    const first = await login(ADMIN_NAME, ADMIN_PASSWORD);
    const { token } = first.json<{ token: string }>();
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const again = await login(ADMIN_NAME, ADMIN_PASSWORD, cookie);
    expect(again.statusCode).toBe(200);
    secrets.push(token, again.json<{ token: string }>().token, cookie, cookie.split('=')[1] ?? '');

    const published = await upload(
      'POST',
      API_PATHS.news,
      token,
      {
        titulo: 'Feria científica',
        descripcion: 'Los cursos muestran sus proyectos.',
        tipo_noticia: 'Académico',
      },
      [{ field: UPLOAD_FIELDS.newsImage, name: 'feria.png' }],
    );
    expect(published.statusCode).toBe(201);
    const { id } = published.json<{ id: number }>();
    const edited = await upload('PATCH', API_PATHS.newsItem(id), token, {
      titulo: 'Feria científica 2026',
    });
    expect(edited.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(id),
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);

    const photos = await upload('POST', API_PATHS.galleryYearPhotos(2025), token, {}, [
      { field: UPLOAD_FIELDS.galleryPhotos, name: 'a.png' },
      { field: UPLOAD_FIELDS.galleryPhotos, name: 'b.png' },
    ]);
    expect(photos.statusCode).toBe(201);
    const [photo] = photos.json<{ photos: { id: number }[] }>().photos;
    const photoGone = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.galleryPhoto(photo?.id ?? 0),
      headers: bearer(token),
    });
    expect(photoGone.statusCode).toBe(204);

    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admins,
      headers: bearer(token),
      payload: { username: SECOND_NAME, password: SECOND_PASSWORD },
    });
    expect(created.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.ownPassword,
      headers: bearer(token),
      payload: { current: ADMIN_PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    const fresh = String(changed.headers[RENEWED_TOKEN_HEADER.toLowerCase()]);
    secrets.push(fresh);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.admin(SECOND_NAME),
      headers: bearer(fresh),
    });
    expect(gone.statusCode).toBe(204);

    const ip = '127.0.0.1';
    const entries = await readLog(fresh);
    expect(brief(entries)).toEqual([
      [ADMIN_NAME, 'administrador.eliminar', `«${SECOND_NAME}»`, ip],
      [ADMIN_NAME, 'administrador.cambiar_clave', `«${ADMIN_NAME}»`, ip],
      [ADMIN_NAME, 'administrador.crear', `«${SECOND_NAME}»`, ip],
      [ADMIN_NAME, 'galeria.eliminar', A.photo(photo?.id ?? 0, 2025), ip],
      [ADMIN_NAME, 'galeria.subir', A.photos(2, 2025), ip],
      [ADMIN_NAME, 'noticia.eliminar', 'Feria científica 2026', ip],
      [ADMIN_NAME, 'noticia.editar', 'Feria científica 2026', ip],
      [ADMIN_NAME, 'noticia.publicar', 'Feria científica', ip],
      [ADMIN_NAME, 'sesion.iniciar', A.knownDevice, ip],
      [ADMIN_NAME, 'sesion.iniciar', A.newDevice, ip],
      [null, 'sesion.fallida', A.unknownUser, ip],
      [ADMIN_NAME, 'sesion.fallida', A.wrongPassword, ip],
      [null, 'administrador.crear', A.fromConsole(ADMIN_NAME), null],
    ]);
    // The app's clock (the first entry is the test set-up's, through the CLI's service).
    expect(entries.slice(0, -1).every((entry) => entry.fecha === NOW.toISOString())).toBe(true);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual([
      'accion',
      'detalle',
      'fecha',
      'ip',
      'usuario',
    ]);

    // No secret in any stored column, nor in the answer, nor anywhere in the database file.
    const stored = JSON.stringify(await storedEntries());
    const file = fs.readFileSync(path.join(t.dataDir, 'lebeaujour.sqlite')).toString('latin1');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(11);
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(entries)).not.toContain(secret);
      expect(file).not.toContain(secret);
    }
  });

  it('logs nothing for a refused or failed change (only failed logins)', async () => {
    const token = await loginAs(t.app);
    const before = await storedEntries();
    const refusals = [
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.admins,
        headers: bearer(token),
        payload: { username: SECOND_NAME, password: 'corta' },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.admin(ADMIN_NAME),
        headers: bearer(token),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.admin('nadie'),
        headers: bearer(token),
      }),
      await t.app.inject({
        method: 'PUT',
        url: API_PATHS.ownPassword,
        headers: bearer(token),
        payload: { current: 'no-es-la-clave', password: NEW_PASSWORD },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.newsItem(999),
        headers: bearer(token),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.galleryPhoto(999),
        headers: bearer(token),
      }),
      await upload('POST', API_PATHS.news, token, {
        titulo: 'Sin imagen válida',
        descripcion: 'x',
        tipo_noticia: 'Académico',
      }),
      await upload('PATCH', API_PATHS.newsItem(999), token, { titulo: 'No existe' }),
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.admins,
        payload: { username: SECOND_NAME, password: SECOND_PASSWORD },
      }),
    ];
    for (const response of refusals) expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedEntries()).toEqual(before);
  });

  it('does not log the attempts the limiter refuses before checking them (429)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(ADMIN_NAME, `mala-${String(i)}`)).statusCode).toBe(401);
    const before = (await storedEntries()).length;
    expect((await login(ADMIN_NAME, 'otra-mala')).statusCode).toBe(429);
    expect(await storedEntries()).toHaveLength(before);
  });
});

describe('GET /api/audit-log', () => {
  let token: string;
  beforeEach(async () => {
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    await loginAs(t.app, SECOND_NAME, SECOND_PASSWORD);
    token = await loginAs(t.app);
  });

  it('filters by person (case ignored), by action, and caps the count', async () => {
    expect(brief(await readLog(token, '?usuario=SECRETARIA'))).toEqual([
      [SECOND_NAME, 'sesion.iniciar', A.newDevice, '127.0.0.1'],
    ]);
    const logins = await readLog(token, '?accion=sesion.iniciar');
    expect(logins.map((e) => e.usuario)).toEqual([ADMIN_NAME, SECOND_NAME]);
    expect(await readLog(token, `?accion=sesion.iniciar&usuario=${ADMIN_NAME}`)).toHaveLength(1);
    expect(await readLog(token, '?limit=1')).toHaveLength(1);
    expect(await readLog(token, '?usuario=nadie')).toEqual([]);
    expect(await readLog(token)).toHaveLength(4);
  });

  it('is never kept by a cache (no-store)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.auditLog}?accion=sesion.iniciar`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers at most AUDIT_LOG_LIMITS.default entries unless asked for more', async () => {
    await withDatabase(t.dataDir, ({ sqlite }) => {
      const insert = sqlite.prepare(
        "INSERT INTO audit_log (fecha, usuario, accion, detalle, ip) VALUES (?, 'x', 'noticia.publicar', ?, '::1')",
      );
      for (let i = 0; i < AUDIT_LOG_LIMITS.default + 5; i++)
        insert.run(NOW.toISOString(), `n.º ${String(i)}`);
    });
    const page = await readLog(token);
    expect(page).toHaveLength(AUDIT_LOG_LIMITS.default);
    expect(page[0]?.detalle).toBe(`n.º ${String(AUDIT_LOG_LIMITS.default + 4)}`);
    expect(await readLog(token, `?limit=${String(AUDIT_LOG_LIMITS.max)}`)).toHaveLength(
      AUDIT_LOG_LIMITS.default + 9,
    );
  });

  it.each([
    ['?accion=noticia.robar', A.badAction, 'accion'],
    ['?limit=0', A.badLimit(AUDIT_LOG_LIMITS.max), 'limit'],
    ['?limit=diez', A.badLimit(AUDIT_LOG_LIMITS.max), 'limit'],
    ['?limit=1001', A.badLimit(AUDIT_LOG_LIMITS.max), 'limit'],
    ['?limit=1&limit=2', A.badLimit(AUDIT_LOG_LIMITS.max), 'limit'],
    ['?usuario=', A.badUser, 'usuario'],
    [`?usuario=${'a'.repeat(LIMITS.usernameMax + 1)}`, A.badUser, 'usuario'],
  ])('refuses %s with a Spanish 400', async (query, message, field) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.auditLog}${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: message, message, field });
  });

  it.each([
    ['no token', {}],
    ['a token that is not one', bearer('x.y.z')],
  ])('refuses %s with 401', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.auditLog, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.unauthorized);
  });
});

describe('the recorder', () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-audit-'));
    database = openDatabase(dir);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const count = (accion?: string) =>
    (accion === undefined
      ? database.sqlite.prepare('SELECT count(*) FROM audit_log')
      : database.sqlite.prepare('SELECT count(*) FROM audit_log WHERE accion = ?').bind(accion)
    )
      .pluck()
      .get() as number;

  it('keeps the newest entries, and failed logins within their own bound', async () => {
    const errors: string[] = [];
    const audit = createAuditLog({
      db: database.db,
      clock: () => NOW,
      log: { error: (_d, message) => errors.push(message) },
      keep: { keep: 10, keepFailedLogins: 3 },
    });
    for (let i = 0; i < 8; i++) {
      await audit.record(CONSOLE, { accion: 'noticia.publicar', detalle: `n.º ${String(i)}` });
    }
    for (let i = 0; i < 50; i++) {
      await audit.record(
        { usuario: null, ip: '203.0.113.9' },
        { accion: 'sesion.fallida', detalle: 'x' },
      );
    }
    expect(count('sesion.fallida')).toBe(3);
    // A flood of guesses leaves the school's own changes in place.
    expect(count('noticia.publicar')).toBe(7);
    expect(count()).toBe(10);
    const newest = await audit.list({ accion: 'noticia.publicar', limit: 1 });
    expect(newest[0]?.detalle).toBe('n.º 7');
    expect(errors).toEqual([]);
    expect(AUDIT_KEEP.keepFailedLogins).toBeLessThan(AUDIT_KEEP.keep);
  });

  it('writes an entry in the change’s transaction: rolled back together', async () => {
    const audit = createAuditLog({ db: database.db, clock: () => NOW, log: console });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await audit.recordIn(trx, CONSOLE, { accion: 'administrador.crear', detalle: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(count()).toBe(0);
  });

  it('logs, never throws, when an entry after a stored change cannot be written', async () => {
    const errors: string[] = [];
    const audit = createAuditLog({
      db: database.db,
      clock: () => NOW,
      log: { error: (_d, message) => errors.push(message) },
    });
    database.sqlite.close();
    await expect(
      audit.record(CONSOLE, { accion: 'noticia.publicar', detalle: 'x' }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual(['could not write to the activity log']);
  });

  it('cuts a long detail and keeps each entry one line in the CLI', async () => {
    const audit = createAuditLog({ db: database.db, clock: () => NOW, log: console });
    await audit.record(CONSOLE, { accion: 'noticia.publicar', detalle: `${'á'.repeat(400)}` });
    const [entry] = await audit.list({ limit: 1 });
    expect([...(entry?.detalle ?? '')]).toHaveLength(300);
  });
});
