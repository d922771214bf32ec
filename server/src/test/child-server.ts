// The real server as a child process, for the crash tests: bundled here with esbuild (server and
// admin CLI), started on 127.0.0.1 with a port chosen by the system, killed by PID.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  logs: string[];
  exited: Promise<number | null>;
}

export interface ChildServers {
  /** The bundled admin CLI (admin.js). */
  adminCli: string;
  env: Record<string, string>;
  start: () => Promise<RunningServer>;
  /** SIGKILL (or another signal) by PID; resolves with the exit code once it is gone. */
  kill: (server: RunningServer, signal?: NodeJS.Signals) => Promise<number | null>;
  /** Kills what is still running and removes the bundle. */
  cleanUp: () => Promise<void>;
}

/** Bundles src/server.ts and src/admin.ts, to be run on `dataDir`. */
export async function childServers(dataDir: string): Promise<ChildServers> {
  // Inside the repository (git-ignored), so the bundle resolves its npm packages.
  const bundleDir = path.join(serverDir, '.tmp', `crash-${crypto.randomBytes(4).toString('hex')}`);
  const children = new Set<ChildProcessByStdio<null, Readable, Readable>>();
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    TZ: 'America/Santiago',
  };
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      admin: path.join(serverDir, 'src/admin.ts'),
    },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lbj/')),
    logLevel: 'error',
  });

  async function start(): Promise<RunningServer> {
    const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        children.delete(child);
        resolve(code);
      });
    });
    const logs: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
      void exited.then(() => reject(new Error(`server exited: ${stderr}`)));
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        let msg = line;
        try {
          msg = (JSON.parse(line) as { msg?: string }).msg ?? line;
        } catch {
          // not JSON: kept as is
        }
        logs.push(msg);
        const port = /Sitio disponible en http:\/\/localhost:(\d+)/.exec(msg)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      });
    });
    return { child, url, logs, exited };
  }

  async function kill(server: RunningServer, signal: NodeJS.Signals = 'SIGKILL') {
    if (server.child.pid !== undefined) process.kill(server.child.pid, signal);
    return server.exited;
  }

  async function cleanUp() {
    for (const child of children) {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    fs.rmSync(bundleDir, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(bundleDir)); // server/.tmp, when nothing else uses it
    } catch {
      // not empty, or already gone
    }
  }

  return { adminCli: path.join(bundleDir, 'admin.js'), env, start, kill, cleanUp };
}

/** Holds SQLite's write lock on `dataDir`'s database until release() (a writer then waits). */
export function holdWriteLock(dataDir: string): { release: () => void } {
  const lock = new Database(path.join(dataDir, 'lebeaujour.sqlite'));
  lock.exec('BEGIN IMMEDIATE');
  return {
    release: () => {
      lock.exec('ROLLBACK');
      lock.close();
    },
  };
}
