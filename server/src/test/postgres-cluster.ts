// A PostgreSQL cluster of the tests' own (ADR 0050): made in a temporary folder from the
// machine's PostgreSQL programs, listening on 127.0.0.1 only, stopped by its PID. No Docker.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The cluster's superuser (trust authentication: nothing but this machine can connect). */
const USER = 'lbj';

export interface PostgresCluster {
  /** `postgres://lbj@127.0.0.1:PORT/`: a database's name goes after the last slash. */
  baseUrl: string;
  /** The folder of PostgreSQL's programs. */
  bin: string;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1, as the system hands one out. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a cluster (about a second). PostgreSQL refuses to run as root: as root, its programs run
 * as the `postgres` user of Debian's package, in a folder given to that user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  // Installs Debian's package when no PostgreSQL is on the machine; prints its bin folder.
  const bin = execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-postgres.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, program), args, { stdio: 'ignore' });
  const data = path.join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    USER,
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  // No fsync and no full-page writes: a crash of a test cluster loses nothing anyone keeps.
  const options = `-k ${dir} -p ${String(port)} -h 127.0.0.1 -F -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  return {
    baseUrl: `postgres://${USER}@127.0.0.1:${String(port)}/`,
    bin,
    stop: async () => {
      // SIGINT: PostgreSQL's fast shutdown (sessions are ended, nothing is waited for).
      if (isRunning(pid)) process.kill(pid, 'SIGINT');
      while (isRunning(pid)) await sleep(20);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
