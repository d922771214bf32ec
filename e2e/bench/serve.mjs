// Starts the built server on 127.0.0.1 with a temporary DATA_DIR; used by the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A path inside the repository. */
export const at = (...parts) => path.join(repoRoot, ...parts);

/** A progress line, on stderr (stdout holds the bench's results). */
export const log = (message) => console.error(`· ${message}`);

export function ensureBuilt() {
  const web = path.join(repoRoot, 'web/dist/client/pages.json');
  const server = path.join(repoRoot, 'server/dist/server.js');
  if (fs.existsSync(web) && fs.existsSync(server)) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('build failed');
}

/** The newest modification time of the files below `dir`; 0 when it does not exist. */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the server (`npm run build -w @lbj/server`, output on stderr) when one of `bundles`
 * (paths in the repository) is missing or older than server/src or shared/src.
 */
export function ensureServerBuilt(bundles = ['server/dist/server.js']) {
  const files = bundles.map((bundle) => path.join(repoRoot, bundle));
  const built = files.every((file) => fs.existsSync(file))
    ? Math.min(...files.map((file) => fs.statSync(file).mtimeMs))
    : 0;
  const sources = ['server/src', 'shared/src'].map((dir) => newestMtime(path.join(repoRoot, dir)));
  if (built > Math.max(...sources)) return;
  log('building the server (server/dist is missing or older than its sources)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@lbj/server'], {
    cwd: repoRoot,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) throw new Error('the server build failed');
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
 * Spawns `node server/dist/server.js` on 127.0.0.1:`port` with DATA_DIR `dataDir`, in this
 * process's environment plus `env`. `fdLimit` lowers the server's open-file limit (through the
 * shell's `ulimit`, then `exec`, so the PID stays the server's).
 */
export function spawnBuiltServer(port, dataDir, { env = {}, stdio, fdLimit } = {}) {
  const server = path.join(repoRoot, 'server/dist/server.js');
  const [command, args] = fdLimit
    ? ['bash', ['-c', `ulimit -n ${String(fdLimit)} && exec "${process.execPath}" "${server}"`]]
    : [process.execPath, [server]];
  return spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio,
  });
}

/**
 * Starts the built server (see `spawnBuiltServer`) on a temporary DATA_DIR; returns its URL,
 * port, data dir and a stop() that kills it by PID.
 */
export async function startServer(extraEnv = {}, { fdLimit } = {}) {
  ensureBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-'));
  const child = spawnBuiltServer(port, dataDir, {
    env: { LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    fdLimit,
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
