import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** Whether nothing listens on `port` of 127.0.0.1 now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/**
 * A port for a server a test starts, never handed to another worker of the same run. A port the
 * system picks (listen on 0, then close) can be picked again by another worker before the first
 * server listens; that server then fails to start while its worker's health check is answered by
 * the other worker's server, and two workers' tests share one server. So ports are claimed: each
 * one by a file created exclusively in the run's folder of claims, in a range below Linux's
 * ephemeral ports (32768 and up, where the local end of one of the machine's own connections
 * could hold it) and apart from the run's shared server (20000–29999).
 */
async function freePort(): Promise<number> {
  const claims = process.env.E2E_PORT_CLAIMS;
  if (!claims) throw new Error('E2E_PORT_CLAIMS is not set (run through e2e/playwright.config.ts)');
  const first = Number(process.env.E2E_OWN_PORT_BASE);
  for (let port = first; port < first + 2_000; port++) {
    try {
      fs.writeFileSync(path.join(claims, String(port)), '', { flag: 'wx' });
    } catch {
      continue; // Claimed by another worker.
    }
    if (await isFree(port)) return port;
  }
  throw new Error('no free port to claim');
}

/** Resolves once the server answers /api/health; fails at once if the process has exited. */
async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  // Up to a minute: a loaded machine may be slow to start a server.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Stops a server the test started (by its process) and resolves once it has exited. */
async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (child.exitCode !== null) resolve(undefined);
    else child.once('exit', resolve);
  });
}

/** A server of a spec's own, on a data folder of its own, with one administrator. */
export interface OwnServer {
  origin: string;
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts the built server for a spec whose subject is the whole server's state (the notice on
 * every page, which required documents are missing…): a data folder named after `name`, the
 * administrator created with the CLI, a free port on 127.0.0.1, PUBLIC_URL on that port. `port`
 * starts it again on the port of one it stopped (the same origin, for a browser that visited it).
 */
export async function startOwnServer(
  name: string,
  admin: { username: string; password: string },
  env: Record<string, string> = {},
  { port: samePort }: { port?: number } = {},
): Promise<OwnServer> {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lbj-e2e-${name}-`));
  execFileSync(process.execPath, ['server/dist/admin.js', 'create-user', admin.username], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    input: `${admin.password}\n`,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const port = samePort ?? (await freePort());
  const origin = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      // No 16 MB reserve file per test server: these tests never fill the disk.
      DISK_RESERVE_MB: '0',
      // As on the run's shared server (playwright.config.ts): forms as fast as a script sends them.
      PUBLIC_FORM_MIN_FILL_SECONDS: '0',
      PUBLIC_FORM_MAX_PER_HOUR: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}

/**
 * Playwright's `test` for a spec that runs a server of its own (one per worker, started with
 * `startOwnServer`; a spec that sets `test.describe.configure({ mode: 'default' })` runs its
 * tests in one worker, so it starts one server for the whole file), with the page's and the API
 * client's base URL on it, and `apiToken`: a token of its administrator, through the login.
 */
export function testWithOwnServer(name: string, admin: { username: string; password: string }) {
  const test = base.extend<object, { site: OwnServer }>({
    site: [
      // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
      async ({}, use) => {
        const server = await startOwnServer(name, admin);
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ site }, use) => {
      await use(site.origin);
    },
  });
  const apiToken = async (request: APIRequestContext): Promise<string> => {
    const response = await request.post('/api/login', { data: admin });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  return { test, apiToken };
}
