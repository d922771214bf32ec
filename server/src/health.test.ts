import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, STORAGE_MESSAGES } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from './lib/db.ts';
import { HEALTH_PROBE_FILE } from './lib/health.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

async function site(options: Parameters<typeof createTestApp>[1] = {}) {
  const lines: LogLine[] = [];
  let handle: DatabaseHandle | undefined;
  const t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
      openDatabase: (dir) => (handle = openDatabase(dir)),
      ...options,
    },
  );
  apps.push(t);
  if (!handle) throw new Error('the app did not open its database');
  return { t, lines, database: handle };
}

const health = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: API_PATHS.health, headers });

describe('GET /api/health', () => {
  it('answers 200 with the same public fields while the database answers and DATA_DIR takes a file, leaving no probe behind', async () => {
    const { t } = await site();
    const response = await health(t);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['disk', 'ok', 'status']);
    expect(body).toMatchObject({ ok: true, status: 'ok' });
    expect(fs.existsSync(path.join(t.dataDir, HEALTH_PROBE_FILE))).toBe(false);
  });

  it('answers 503 in Spanish, in the API error shape, when the database is closed under the running app', async () => {
    const { t, lines, database } = await site();
    await createAdmin(t.dataDir);
    const token = await loginAs(t.app);
    database.sqlite.close();

    const asAdmin: Record<string, string> = { authorization: `Bearer ${token}` };
    for (const headers of [{}, asAdmin]) {
      const response = await health(t, headers);
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        ok: false,
        status: 'error',
        statusCode: 503,
        error: STORAGE_MESSAGES.healthDatabase,
        message: STORAGE_MESSAGES.healthDatabase,
      });
      // The cause is in the log, never in the answer (no path, no driver text).
      expect(response.body).not.toContain(t.dataDir);
      expect(response.body).not.toMatch(/not open|sqlite/i);
    }
    const logged = lines.find((line) => line.msg === 'health: the database does not answer');
    expect(logged?.level).toBe(50);
    expect(logged?.err?.message).toMatch(/not open/);
  });

  it('answers 503 when DATA_DIR refuses a new file (a read-only file system), with the disk figures kept', async () => {
    const refuse = () =>
      Promise.reject(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }));
    const { t, lines } = await site({ healthProbeWrite: refuse });
    const response = await health(t);
    expect(response.statusCode).toBe(503);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      ok: false,
      status: 'error',
      error: STORAGE_MESSAGES.healthDataDir,
    });
    expect(body['disk']).toMatchObject({ state: 'ok' });
    expect(response.body).not.toContain(STORAGE_MESSAGES.healthDatabase);
    expect(lines.find((line) => line.msg === 'health: DATA_DIR is not writable')?.level).toBe(50);
  });

  it('answers 503 when DATA_DIR is gone from under the running app, and both texts when the database is closed too', async () => {
    const { t, database } = await site();
    const moved = `${t.dataDir}-movida`;
    fs.renameSync(t.dataDir, moved);
    try {
      const gone = await health(t);
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ error: STORAGE_MESSAGES.healthDataDir });

      database.sqlite.close();
      const both = await health(t);
      expect(both.statusCode).toBe(503);
      expect(both.json()).toMatchObject({
        error: `${STORAGE_MESSAGES.healthDatabase} ${STORAGE_MESSAGES.healthDataDir}`,
      });
    } finally {
      fs.renameSync(moved, t.dataDir);
    }
  });

  it('answers 200 again once the cause is gone (nothing is remembered)', async () => {
    let failing = true;
    const { t } = await site({
      healthProbeWrite: (file, data) =>
        failing ? Promise.reject(new Error('EIO')) : fs.promises.writeFile(file, data),
    });
    expect((await health(t)).statusCode).toBe(503);
    failing = false;
    expect((await health(t)).statusCode).toBe(200);
  });
});
