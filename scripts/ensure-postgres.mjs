// Makes sure PostgreSQL's programs are on this machine for the tests on PostgreSQL (ADR 0050):
// installs Debian's `postgresql` when no /usr/lib/postgresql/*/bin/postgres exists. The tests
// start a cluster of their own from these programs; the package's own cluster is not used.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed, or undefined. */
export function findPostgresBin() {
  if (!fs.existsSync(ROOT)) return undefined;
  const versions = fs
    .readdirSync(ROOT)
    .filter((name) => fs.existsSync(path.join(ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(ROOT, versions[0], 'bin');
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.error('Instalando postgresql (paquete de Debian) para las pruebas con PostgreSQL…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

/** The bin folder of PostgreSQL, installed first when missing; throws when it cannot be. */
export function ensurePostgres() {
  const found = findPostgresBin() ?? (install() ? findPostgresBin() : undefined);
  if (found === undefined) {
    throw new Error(
      'No se encontró PostgreSQL. Instálalo (por ejemplo `apt-get install postgresql`) para las pruebas con PostgreSQL.',
    );
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
