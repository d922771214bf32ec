// A process told to stop (SIGTERM, as an orchestrator or `systemctl stop` does) refuses new
// connections at once, lets the requests in flight finish, and exits 0: an upload half sent when
// the signal comes completes; one whose client never finishes is cut after the grace period and
// leaves nothing behind. Runs the real bundle as a child process.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS, type NewsItem } from '@lbj/shared';
import {
  VALID_FIELDS,
  jpegPart,
  multipartBody,
  solidImage,
} from './modules/news/news.test-support.ts';
import { ADMIN_NAME, ADMIN_PASSWORD } from './test/admin.ts';
import { childServers, type ChildServers, type RunningServer } from './test/child-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-shutdown-'));
const uploadsDir = path.join(dataDir, 'uploads');
let servers: ChildServers;

beforeAll(async () => {
  servers = await childServers(dataDir);
  const cli = servers.createAdministrator();
  expect(cli.status).toBe(0);
});

afterAll(async () => {
  await servers.cleanUp();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function tokenFor(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_NAME, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A publish sent by hand over a socket: its first half now, the rest when asked. */
async function halfSentPublish(server: RunningServer, token: string) {
  const body = await multipartBody({
    ...VALID_FIELDS,
    imagen: jpegPart(await solidImage(800, 600)),
  });
  const payload = Buffer.from(body.payload);
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString('latin1')));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(response));
    socket.on('error', () => undefined); // a cut connection closes too
  });
  socket.write(
    [
      `POST ${API_PATHS.news} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Type: ${String(body.headers['content-type'])}`,
      `Content-Length: ${String(payload.length)}`,
      `Authorization: Bearer ${token}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(payload.subarray(0, payload.length / 2));
  // The server has the request (its first log line for it) before the test signals it.
  await server.waitForLog(
    (msg, fields) =>
      msg === 'incoming request' &&
      (fields.req as { method?: string; url?: string } | undefined)?.url === API_PATHS.news &&
      (fields.req as { method?: string }).method === 'POST',
  );
  return {
    // The rest of the body, without closing the client's side: Node's server aborts a request
    // whose client half-closes before the answer.
    finish: () => socket.write(payload.subarray(payload.length / 2)),
    /** The raw response, once the server closed the connection. */
    ended,
  };
}

/** Resolves once a new connection to `server` is refused (the listening socket is closed). */
async function whenRefused(server: RunningServer): Promise<void> {
  const port = Number(new URL(server.url).port);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
  }
}

async function newsCount(): Promise<number> {
  const server = await servers.start();
  try {
    const list = (await (await fetch(`${server.url}${API_PATHS.news}`)).json()) as NewsItem[];
    return list.length;
  } finally {
    await servers.kill(server, 'SIGTERM');
  }
}

it('an upload in flight when SIGTERM comes completes; new connections are refused; exit 0', async () => {
  const before = await newsCount();
  const server = await servers.start();
  const upload = await halfSentPublish(server, await tokenFor(server));

  process.kill(server.child.pid ?? 0, 'SIGTERM');
  await whenRefused(server);
  upload.finish();

  expect((await upload.ended).split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
  expect(await server.exited).toBe(0);
  expect(await newsCount()).toBe(before + 1);
});

it('an upload whose client never finishes is cut after the grace period: exit 0, nothing kept', async () => {
  const before = await newsCount();
  const uploadsBefore = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  servers.env.SHUTDOWN_GRACE_SECONDS = '1';
  try {
    const server = await servers.start();
    const upload = await halfSentPublish(server, await tokenFor(server));

    process.kill(server.child.pid ?? 0, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs).toContain('cutting the connections still open after the grace period');
    expect(await upload.ended).toBe('');
  } finally {
    delete servers.env.SHUTDOWN_GRACE_SECONDS;
  }
  expect(await newsCount()).toBe(before);
  const uploadsAfter = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  expect(uploadsAfter).toEqual(uploadsBefore);
});
