import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, UPLOAD_FIELDS, STORAGE_MESSAGES } from '@lbj/shared';
import { RESERVE_FILE } from './lib/disk-space.ts';
import {
  expectedFiles,
  jpegPart,
  multipartBody,
  noiseJpeg,
  storedState,
  VALID_FIELDS,
} from './modules/news/news.test-support.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

// A full disk is answered as what it is, loses nothing, and never locks staff out.

const MB = 1024 * 1024;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A disk the test fills and empties: free space for statfs, and ENOSPC/EIO for image writes. */
function fakeDisk() {
  const disk = {
    freeBytes: 10_000 * MB,
    failWith: null as string | null,
    writes: 0,
  };
  return {
    disk,
    statfs: () => Promise.resolve({ bavail: Math.floor(disk.freeBytes / 4096), bsize: 4096 }),
    writeFile: async (file: string, data: Buffer) => {
      disk.writes++;
      if (disk.failWith) {
        // As a real full disk does: part of the file is written, then the write fails.
        await fs.promises.writeFile(file, data.subarray(0, 10));
        throw Object.assign(new Error(`${disk.failWith}: write`), { code: disk.failWith });
      }
      await fs.promises.writeFile(file, data);
    },
  };
}

async function setup() {
  const { disk, statfs, writeFile } = fakeDisk();
  const lines: string[] = [];
  t = await createTestApp(
    { LOG_LEVEL: 'info', DISK_RESERVE_MB: '1', DISK_MIN_FREE_MB: '50' },
    { statfs, writeFile, logStream: { write: (line) => void lines.push(line) } },
  );
  await createAdmin(t.dataDir);
  const token = await loginAs(t.app);
  return { app: t, disk, token, lines };
}

async function publish(app: TestApp, token: string) {
  const { payload, headers } = await multipartBody({
    ...VALID_FIELDS,
    [UPLOAD_FIELDS.newsImage]: jpegPart(await noiseJpeg(800, 600)),
  });
  return app.app.inject({
    method: 'POST',
    url: API_PATHS.news,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
}

const errorLines = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
    .filter((line) => line.level >= 50);

describe('a full disk', () => {
  it('an image write that fails with ENOSPC → 507 with the out-of-space message, an error log line, nothing stored, the reserve released', async () => {
    const { app, disk, token, lines } = await setup();
    const reserve = path.join(app.dataDir, RESERVE_FILE);
    expect(fs.statSync(reserve).size).toBe(1 * MB);

    disk.failWith = 'ENOSPC';
    const response = await publish(app, token);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      statusCode: 507,
      error: STORAGE_MESSAGES.storageFull,
      message: STORAGE_MESSAGES.storageFull,
    });
    const logged = errorLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toBe('storage failed');
    expect(logged[0]?.err?.message).toBe('ENOSPC: write');
    expect(storedState(app.dataDir)).toEqual({ rows: [], files: [] });
    expect(fs.existsSync(reserve)).toBe(false);
  });

  it('while writes fail for lack of space, deleting news and logging in keep working; once space is back, publishing works without a restart', async () => {
    const { app, disk, token } = await setup();
    const first = await publish(app, token);
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: number }>();

    disk.failWith = 'ENOSPC';
    expect((await publish(app, token)).statusCode).toBe(507);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(storedState(app.dataDir)).toEqual({ rows: [], files: [] });
    expect(typeof (await loginAs(app.app))).toBe('string');

    disk.failWith = null;
    const again = await publish(app, token);
    expect(again.statusCode).toBe(201);
    const state = storedState(app.dataDir);
    expect(state.rows).toHaveLength(1);
    expect(state.files).toEqual(expectedFiles(state.rows));
  });

  it('another I/O error → 500 with a storage message (not "damaged image"), logged, nothing stored', async () => {
    const { app, disk, token, lines } = await setup();
    disk.failWith = 'EIO';
    const response = await publish(app, token);
    expect(response.statusCode).toBe(500);
    expect(response.json<{ error: string }>().error).toBe(STORAGE_MESSAGES.storageFailed);
    expect(errorLines(lines)).toHaveLength(1);
    expect(storedState(app.dataDir)).toEqual({ rows: [], files: [] });
    // Not a lack of space: the reserve stays.
    expect(fs.existsSync(path.join(app.dataDir, RESERVE_FILE))).toBe(true);
  });

  it('below the free-space margin, uploads are refused with 507 before anything is written, and /api/health says low', async () => {
    const { app, disk, token } = await setup();
    const healthy = await app.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(healthy.json()).toEqual({
      ok: true,
      status: 'ok',
      disk: { freeBytes: 10_000 * MB, state: 'ok' },
    });

    disk.freeBytes = 49 * MB;
    const response = await publish(app, token);
    expect(response.statusCode).toBe(507);
    expect(disk.writes).toBe(0);
    expect(storedState(app.dataDir)).toEqual({ rows: [], files: [] });

    const low = await app.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({ disk: { freeBytes: 49 * MB, state: 'low' } });

    disk.freeBytes = 10_000 * MB;
    expect((await publish(app, token)).statusCode).toBe(201);
  });
});

describe('a disk already short of space', () => {
  it('releases the reserve before a deletion, so that SQLite has room to delete', async () => {
    const { app, disk, token } = await setup();
    const first = await publish(app, token);
    const { id } = first.json<{ id: number }>();
    const reserve = path.join(app.dataDir, RESERVE_FILE);
    expect(fs.existsSync(reserve)).toBe(true);

    disk.freeBytes = 10 * MB;
    // Reads leave the reserve alone.
    await app.app.inject({ method: 'GET', url: API_PATHS.news });
    expect(fs.existsSync(reserve)).toBe(true);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(fs.existsSync(reserve)).toBe(false);
  });
});

describe('SQLite out of space', () => {
  it('a database error with SQLITE_FULL → 507 with the out-of-space message, and the reserve is released', async () => {
    let released = 0;
    const app = Fastify({ logger: false });
    registerErrorHandler(app, { onNoSpace: () => released++ });
    app.delete('/x', () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const response = await app.inject({ method: 'DELETE', url: '/x' });
    expect(response.statusCode).toBe(507);
    expect(response.json<{ error: string }>().error).toBe(STORAGE_MESSAGES.storageFull);
    expect(released).toBe(1);
    await app.close();
  });
});
