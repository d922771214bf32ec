// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, STORAGE_MESSAGES } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from '../lib/db.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import { createHealthProbe, HEALTH_PROBE_FILE, type HealthProblems } from '../lib/health.ts';
import { registerHealth, type BackupStatus, type HealthDeps } from './health.ts';

// GET /api/health on fakes: each dependency (probe, disk, backup state, token check) is set by
// the test, so each branch of the answer is reached on purpose. The whole app's health, on a
// real database and DATA_DIR, is in src/health.test.ts.

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

const apps: FastifyInstance[] = [];
const handles: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const handle of handles.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DISK = { freeBytes: 5_000_000_000, state: 'ok' as const, reserveHeld: true };

function healthApp(overrides: Partial<HealthDeps> & { problems?: HealthProblems } = {}) {
  const logs: LogLine[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line) => logs.push(JSON.parse(line) as LogLine) } },
  });
  apps.push(app);
  const admins: string[] = [];
  registerHealth(app, {
    probe: { check: () => Promise.resolve({ ...overrides.problems }) },
    disk: { status: () => Promise.resolve(DISK) },
    backupStatus: () => undefined,
    requireAdmin: (request) => {
      admins.push(String(request.headers.authorization));
      return request.headers.authorization === 'Bearer bueno'
        ? Promise.resolve()
        : Promise.reject(new UnauthorizedError());
    },
    ...overrides,
  });
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ url: API_PATHS.health, headers });
  return { app, logs, admins, get };
}

const backup: BackupStatus = { lastOkAt: new Date('2026-11-20T07:00:00.000Z'), error: 'disco' };

describe('registerHealth', () => {
  it('answers 200 with the disk, without the reserve flag and without a backup field', async () => {
    const { get } = healthApp();
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      ok: true,
      status: 'ok',
      disk: { freeBytes: DISK.freeBytes, state: 'ok' },
    });
  });

  it('shows the backups’ state to an administrator only, and never caches it', async () => {
    const { get, admins } = healthApp({ backupStatus: () => backup });
    const anonymous = await get();
    expect(anonymous.json()).not.toHaveProperty('backup');
    // No token: the token check is not even run.
    expect(admins).toEqual([]);
    const wrong = await get({ authorization: 'Bearer malo' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).not.toHaveProperty('backup');
    const admin = await get({ authorization: 'Bearer bueno' });
    expect(admin.json()).toMatchObject({
      ok: true,
      backup: { ultimo_ok: '2026-11-20T07:00:00.000Z', error: 'disco' },
    });
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(wrong.headers['cache-control']).toBeUndefined();
  });

  it('leaves out the backup fields that have no value', async () => {
    const { get } = healthApp({ backupStatus: () => ({}) });
    const admin = await get({ authorization: 'Bearer bueno' });
    expect(admin.json<{ backup: unknown }>().backup).toStrictEqual({});
  });

  it('does not run the token check when backups are off', async () => {
    const { get, admins } = healthApp();
    const response = await get({ authorization: 'Bearer bueno' });
    expect(admins).toEqual([]);
    expect(response.json()).not.toHaveProperty('backup');
  });

  it('answers 500 when the token check fails for another reason while the database answers', async () => {
    const { get } = healthApp({
      backupStatus: () => backup,
      requireAdmin: () => Promise.reject(new Error('fallo inesperado')),
    });
    expect((await get({ authorization: 'Bearer bueno' })).statusCode).toBe(500);
  });

  it('answers 503 (not 500) when the token check fails because the database is down', async () => {
    const { get } = healthApp({
      backupStatus: () => backup,
      problems: { database: new Error('cerrada') },
      requireAdmin: () => Promise.reject(new Error('cerrada')),
    });
    const response = await get({ authorization: 'Bearer bueno' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).not.toHaveProperty('backup');
  });

  it('answers 503 with both messages and logs each cause, never sending it', async () => {
    const { get, logs } = healthApp({
      problems: { database: new Error('base rota'), dataDir: new Error('sin permiso') },
    });
    const response = await get();
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    const message = `${STORAGE_MESSAGES.healthDatabase} ${STORAGE_MESSAGES.healthDataDir}`;
    expect(response.json()).toStrictEqual({
      ok: false,
      status: 'error',
      statusCode: 503,
      error: message,
      message,
      disk: { freeBytes: DISK.freeBytes, state: 'ok' },
    });
    expect(response.body).not.toContain('base rota');
    expect(logs.map((line) => [line.msg, line.err?.message])).toEqual([
      ['health: the database does not answer', 'base rota'],
      ['health: DATA_DIR is not writable', 'sin permiso'],
    ]);
  });

  it('counts a disk it cannot measure as DATA_DIR failing, and sends no disk', async () => {
    const { get, logs } = healthApp({
      disk: { status: () => Promise.reject(new Error('statfs falló')) },
    });
    const response = await get();
    expect(response.statusCode).toBe(503);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ status: 'error', message: STORAGE_MESSAGES.healthDataDir });
    expect(body).not.toHaveProperty('disk');
    expect(logs[0]?.err?.message).toBe('statfs falló');
  });

  it('logs the probe’s own DATA_DIR error first when the disk cannot be measured either', async () => {
    const { get, logs } = healthApp({
      problems: { dataDir: new Error('escritura falló') },
      disk: { status: () => Promise.reject(new Error('statfs falló')) },
    });
    await get();
    expect(logs.map((line) => line.err?.message)).toEqual(['escritura falló']);
  });
});

describe('createHealthProbe', () => {
  function probeOn(writeFile?: (file: string, data: string) => Promise<void>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-probe-'));
    dirs.push(dataDir);
    const handle = openDatabase(dataDir);
    handles.push(handle);
    return { dataDir, handle, probe: createHealthProbe({ db: handle.db, dataDir, writeFile }) };
  }

  it('finds nothing wrong on a working database and DATA_DIR, and leaves no file', async () => {
    const { probe, dataDir } = probeOn();
    const problems = await probe.check();
    expect(Object.keys(problems)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, HEALTH_PROBE_FILE))).toBe(false);
  });

  it('writes a small probe file in DATA_DIR', async () => {
    const written: [string, string][] = [];
    const { probe, dataDir } = probeOn((file, data) => {
      written.push([file, data]);
      return Promise.resolve();
    });
    // The probe file was never created: removing it must not fail.
    expect(Object.keys(await probe.check())).toEqual([]);
    expect(written).toEqual([[path.join(dataDir, HEALTH_PROBE_FILE), 'ok']]);
  });

  it('really writes in DATA_DIR by default: a folder that is gone fails the check', async () => {
    const { probe, dataDir } = probeOn();
    // The database keeps its open file; only new files in DATA_DIR fail.
    fs.rmSync(dataDir, { recursive: true });
    const problems = await probe.check();
    expect((problems.dataDir as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(problems.database).toBeUndefined();
  });

  it('reports a write that fails as DATA_DIR, and a closed database as the database', async () => {
    const { probe, handle } = probeOn(() => Promise.reject(new Error('EIO')));
    handle.sqlite.close();
    const problems = await probe.check();
    expect((problems.dataDir as Error).message).toBe('EIO');
    expect(problems.database).toBeInstanceOf(Error);
  });
});
