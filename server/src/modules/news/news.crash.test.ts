// The server is SIGKILLed while publishing; after a restart no row lacks its files and no file
// lacks its row. Runs the real bundle (built here with esbuild) as a child process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CLI_MESSAGES, API_PATHS, type NewsItem } from '@lbj/shared';
import { ADMIN_NAME, ADMIN_PASSWORD } from '../../test/admin.ts';
import {
  childServers,
  holdWriteLock,
  whenDir,
  type ChildServers,
} from '../../test/child-server.ts';
import {
  VALID_FIELDS,
  expectedFiles,
  jpegPart,
  multipartBody,
  solidImage,
  storedState,
} from './news.test-support.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-crash-'));
const uploadsDir = path.join(dataDir, 'uploads');
let servers: ChildServers;

function imageKeysInDatabase(): Set<string> {
  const sqlite = new Database(path.join(dataDir, 'lebeaujour.sqlite'), { readonly: true });
  try {
    const rows = sqlite.prepare('SELECT image_key FROM news').all() as { image_key: string }[];
    return new Set(rows.map((row) => row.image_key));
  } finally {
    sqlite.close();
  }
}

/** Upload files whose key no row references (or half-written temporaries). */
function orphanFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  const keys = imageKeysInDatabase();
  return fs.readdirSync(uploadsDir).filter((name) => {
    const key = /^([a-f0-9]{32})-(?:\d+\.webp|share\.jpg)$/.exec(name)?.[1];
    return key === undefined || !keys.has(key);
  });
}

beforeAll(async () => {
  servers = await childServers(dataDir);
});

afterAll(async () => {
  await servers.cleanUp();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('after a SIGKILL mid-publish and a restart, rows and files match exactly', async () => {
  // First start on an empty database: the log says how to create an administrator (right
  // after the listening line).
  let server = await servers.start();
  await server.waitForLog(ADMIN_CLI_MESSAGES.noAdministrators);

  // The bundled CLI, password on stdin (not a terminal).
  const cli = servers.createAdministrator();
  expect(cli.stderr).toBe('');
  expect(cli.stdout).toBe(`${ADMIN_CLI_MESSAGES.userCreated(ADMIN_NAME)}\n`);
  expect(cli.status).toBe(0);

  // 2400 px wide: four renditions and the share image. A plain colour encodes fast; the kill
  // moment does not depend on how long encoding takes (the write lock holds the row back).
  const body = await multipartBody({
    ...VALID_FIELDS,
    imagen: jpegPart(await solidImage(2400, 1600)),
  });
  const published = new Set<number>();
  const publish = (token: string) =>
    fetch(`${server.url}${API_PATHS.news}`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });

  const login = await fetch(`${server.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_NAME, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };

  // One item committed before the crash.
  const first = await publish(token);
  expect(first.status).toBe(201);
  published.add(((await first.json()) as NewsItem).id);

  // The test holds the database's write lock, so the next publish writes its files and then
  // waits for the lock to insert its row: the kill lands between the two, every time.
  const lock = holdWriteLock(dataDir);
  const stuck = publish(token).catch(() => undefined); // the server dies under it
  let sawOrphans = false;
  await whenDir(
    uploadsDir,
    () => {
      const orphans = orphanFiles();
      // Every file of the stuck upload is in place (2400 px wide: 480, 720, 960 and 1600, then
      // the share image).
      sawOrphans =
        orphans.length === 5 &&
        orphans.filter((name) => name.endsWith('.webp')).length === 4 &&
        orphans.some((name) => name.endsWith('-share.jpg'));
      return sawOrphans;
    },
    { promise: stuck, what: 'the publish was answered' },
  );
  await servers.kill(server);
  await stuck;
  lock.release();

  // The kill did land between writing files and committing their row.
  expect(sawOrphans).toBe(true);
  expect(published.size).toBeGreaterThan(0);

  // Restart: the sweep removes the leftovers; every committed item is intact.
  server = await servers.start();
  expect(server.logs.join('\n')).toContain('removed upload files that no row references');
  const state = storedState(dataDir);
  expect(state.files).toEqual(expectedFiles(state.rows));
  expect(orphanFiles()).toEqual([]);

  const list = (await (await fetch(`${server.url}${API_PATHS.news}`)).json()) as NewsItem[];
  expect(list).toHaveLength(state.rows.length);
  for (const id of published) expect(list.map((item) => item.id)).toContain(id);
  for (const item of list) {
    for (const variant of item.imagenes ?? []) {
      const image = await fetch(`${server.url}${variant.url}`);
      expect(image.status).toBe(200);
      await image.arrayBuffer();
    }
  }
  // The hint would come right after the listening line, before the server reads any request:
  // once the list's request is in the log, a hint would be there too.
  await server.waitForLog(
    (msg, { req }) =>
      msg === 'incoming request' && (req as { url?: string } | undefined)?.url === API_PATHS.news,
  );
  expect(server.logs.some((line) => line.includes(ADMIN_CLI_MESSAGES.noAdministrators))).toBe(
    false,
  );

  // Graceful shutdown on SIGTERM.
  expect(await servers.kill(server, 'SIGTERM')).toBe(0);
});
