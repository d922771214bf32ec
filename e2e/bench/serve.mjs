// Starts the built server on 127.0.0.1 with a temporary DATA_DIR; used by the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function ensureBuilt() {
  const web = path.join(repoRoot, 'web/dist/client/pages.json');
  const server = path.join(repoRoot, 'server/dist/server.js');
  if (fs.existsSync(web) && fs.existsSync(server)) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${url}`);
}

/**
 * Starts `node server/dist/server.js`; returns its URL, port, data dir and a stop() that kills it
 * by PID. `fdLimit` lowers the server's open-file limit (through the shell's `ulimit`, then
 * `exec`, so the PID stays the server's).
 */
export async function startServer(extraEnv = {}, { fdLimit } = {}) {
  ensureBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-'));
  const server = path.join(repoRoot, 'server/dist/server.js');
  const [command, args] = fdLimit
    ? ['bash', ['-c', `ulimit -n ${String(fdLimit)} && exec "${process.execPath}" "${server}"`]]
    : [process.execPath, [server]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        process.kill(child.pid, 'SIGTERM');
      }),
  };
}
