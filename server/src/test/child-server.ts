// The real server as a child process, for the crash tests: bundled here with esbuild (server and
// admin CLI), started on 127.0.0.1 with a port chosen by the system, killed by PID.
import {
  spawn,
  spawnSync,
  type ChildProcessByStdio,
  type SpawnSyncReturns,
} from 'node:child_process';
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { ADMIN_NAME, ADMIN_PASSWORD } from './admin.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  /** The message of each log line so far (the line itself when it is not JSON). */
  logs: string[];
  exited: Promise<number | null>;
  /**
   * Resolves once a log line matches (logged already, or later): its message holds `match` when
   * a string, or `match` accepts its message and its fields (the JSON line; none when it is not
   * JSON). Rejects when the server exits first. A wait for what the server says, not for a time.
   */
  waitForLog: (match: string | LogMatch) => Promise<void>;
}

/** A log line's message and fields (`req` holds `method` and `url` for a request's lines). */
type LogMatch = (msg: string, fields: Record<string, unknown>) => boolean;

export interface ChildServers {
  /** The bundled admin CLI (admin.js). */
  adminCli: string;
  /** `create-user ADMIN_NAME` through the bundled CLI, the password on stdin (not a terminal). */
  createAdministrator: () => SpawnSyncReturns<string>;
  env: Record<string, string>;
  /** Starts one more server; `extraEnv` adds to or replaces `env` for it alone. */
  start: (extraEnv?: Record<string, string>) => Promise<RunningServer>;
  /** SIGKILL (or another signal) by PID; resolves with the exit code once it is gone. */
  kill: (server: RunningServer, signal?: NodeJS.Signals) => Promise<number | null>;
  /** Kills what is still running and removes the bundle. */
  cleanUp: () => Promise<void>;
}

/** Bundles src/server.ts and src/admin.ts, to be run on `dataDir`. */
export async function childServers(dataDir: string): Promise<ChildServers> {
  // Inside the repository (git-ignored), so the bundle resolves its npm packages.
  const bundleDir = path.join(serverDir, '.tmp', `crash-${crypto.randomBytes(4).toString('hex')}`);
  /** The children still running, each with the promise of its exit. */
  const children = new Map<ChildProcessByStdio<null, Readable, Readable>, Promise<unknown>>();
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    TZ: 'America/Santiago',
    // No 16 MB reserve file written at the first start, as for every test app (the disk guard
    // has tests of its own).
    DISK_RESERVE_MB: '0',
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

  async function start(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
    const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        children.delete(child);
        resolve(code);
      });
    });
    children.set(child, exited);
    const logs: string[] = [];
    const fields: Record<string, unknown>[] = [];
    const lines = new EventEmitter<{ line: [string, Record<string, unknown>] }>();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        // not JSON: the line is the message
      }
      const msg = typeof parsed.msg === 'string' ? parsed.msg : line;
      logs.push(msg);
      fields.push(parsed);
      lines.emit('line', msg, parsed);
    });
    /** The first line `match` gives a value for, logged already or later; rejects on exit. */
    const whenLogged = <T>(
      match: (msg: string, fields: Record<string, unknown>) => T | undefined,
      what: string,
    ) =>
      new Promise<T>((resolve, reject) => {
        const found = logs
          .map((msg, i) => match(msg, fields[i] ?? {}))
          .find((value) => value !== undefined);
        if (found !== undefined) return resolve(found);
        const onLine = (msg: string, lineFields: Record<string, unknown>) => {
          const value = match(msg, lineFields);
          if (value === undefined) return;
          lines.off('line', onLine);
          resolve(value);
        };
        lines.on('line', onLine);
        void exited.then(() => {
          lines.off('line', onLine);
          reject(new Error(`the server exited before ${what}: ${stderr}`));
        });
      });
    // No time limit: the server either says where it listens or exits (the test's own timeout
    // is the last resort for a server that does neither).
    const port = await whenLogged(
      (msg) => /Sitio disponible en http:\/\/localhost:(\d+)/.exec(msg)?.[1],
      'listening',
    );
    return {
      child,
      url: `http://127.0.0.1:${port}`,
      logs,
      exited,
      waitForLog: async (match) => {
        const accepts: LogMatch = typeof match === 'string' ? (msg) => msg.includes(match) : match;
        await whenLogged(
          (msg, lineFields) => (accepts(msg, lineFields) ? true : undefined),
          typeof match === 'string' ? `logging "${match}"` : 'logging the awaited line',
        );
      },
    };
  }

  async function kill(server: RunningServer, signal: NodeJS.Signals = 'SIGKILL') {
    if (server.child.pid !== undefined) process.kill(server.child.pid, signal);
    return server.exited;
  }

  async function cleanUp() {
    const exits = [...children].map(([child, exited]) => {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      return exited;
    });
    await Promise.all(exits);
    fs.rmSync(bundleDir, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(bundleDir)); // server/.tmp, when nothing else uses it
    } catch {
      // not empty, or already gone
    }
  }

  const adminCli = path.join(bundleDir, 'admin.js');
  const createAdministrator = () =>
    spawnSync(process.execPath, [adminCli, 'create-user', ADMIN_NAME], {
      env,
      input: `${ADMIN_PASSWORD}\n`,
      encoding: 'utf8',
    });

  return { adminCli, createAdministrator, env, start, kill, cleanUp };
}

/**
 * Resolves once `ready()` holds: checked now, and again at every change in `dir` (which must
 * exist), so it waits for a state of the disk without polling and without a time limit. Rejects
 * when `ready` throws, or when `ended` settles first (the work that would make it hold is over).
 */
export function whenDir(
  dir: string,
  ready: () => boolean,
  ended?: { promise: Promise<unknown>; what: string },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // Watching first, then the first check: no change falls between the two.
    const watcher = fs.watch(dir);
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      watcher.close();
      if (error === undefined) resolve();
      else reject(error);
    };
    const check = () => {
      try {
        if (ready()) settle();
      } catch (error) {
        settle(
          error instanceof Error ? error : new Error(`the check threw ${JSON.stringify(error)}`),
        );
      }
    };
    watcher.on('change', check);
    watcher.on('error', settle);
    if (ended) {
      const over = () => {
        check();
        settle(new Error(`${ended.what} before the awaited state of ${dir}`));
      };
      ended.promise.then(over, over);
    }
    check();
  });
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
