// @time-zones
// A backup killed with SIGKILL while it writes leaves a `.partial` file, never a complete-looking
// archive that is not complete. Runs the real backup CLI (bundled here with esbuild) as a child.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './lib/db.ts';
import { inspectArchive } from './modules/backup/backup-archive.ts';
import { whenDir } from './test/child-server.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: string;
let cli: string;
let dataDir: string;
const ITEMS = 100;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backup-kill-'));
  // Beside the server's node_modules, so that the bundle finds its external packages.
  cli = path.join(serverDir, '.tmp', `backup-kill-${crypto.randomBytes(4).toString('hex')}.js`);
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [path.join(serverDir, 'src/backup.ts')],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lbj/')),
    logLevel: 'error',
  });

  // 100 news items with 64 KB of incompressible image bytes each: an archive of 6.4 MB, so that
  // packing takes a while and each kill below lands at its own point of it.
  dataDir = path.join(scratch, 'data');
  const database = openDatabase(dataDir);
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  const insert = database.sqlite.prepare(
    `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha)
     VALUES ('Noticia', 'Texto', 'Académico', ?, '480', '2026-11-23')`,
  );
  for (let i = 0; i < ITEMS; i++) {
    const key = crypto.randomBytes(16).toString('hex');
    insert.run(key);
    fs.writeFileSync(path.join(dataDir, 'uploads', `${key}-480.webp`), crypto.randomBytes(65_536));
  }
  await database.close();
});

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(cli, { force: true });
  fs.rmSync(`${cli}.map`, { force: true });
});

/**
 * Starts a backup to `file` (in a fresh, empty folder) and kills it once the archive being
 * written holds `bytes` bytes: checked at every change in the folder, not by polling. Says
 * whether the kill landed or the backup had finished first (exit code 0); a backup that fails
 * on its own fails the test.
 */
async function killDuringBackup(file: string, bytes: number): Promise<'killed' | 'finished'> {
  const dir = path.dirname(file);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, [cli, 'backup', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Whichever name the archive is being written under.
  const written = () =>
    Math.max(
      ...[`${file}.partial`, file].map(
        (name) => fs.statSync(name, { throwIfNoEntry: false })?.size ?? -1,
      ),
    );
  try {
    await whenDir(dir, () => written() >= bytes, { promise: exited, what: 'the backup ended' });
    child.kill('SIGKILL');
  } catch (error) {
    // Ended before the archive grew that large; anything else is a failure of the test.
    if (child.exitCode === null && child.signalCode === null) throw error;
  }
  await exited;
  if (child.signalCode === 'SIGKILL') return 'killed';
  expect(child.exitCode, 'the backup failed on its own').toBe(0);
  return 'finished';
}

it('never leaves an incomplete archive under the final name', async () => {
  const file = path.join(scratch, 'respaldos', 'respaldo.tar.gz');
  let killedWhilePacking = 0;
  // From the empty file to about two thirds of the archive.
  for (const bytes of [0, 1, 64 * 1024, 1024 * 1024, 2 * 1024 * 1024, 4 * 1024 * 1024]) {
    const outcome = await killDuringBackup(file, bytes);
    if (fs.existsSync(file)) {
      // Only a finished run may leave the final name, and then the archive is whole.
      expect(outcome).toBe('finished');
      await inspectArchive(file);
    } else {
      killedWhilePacking++;
      expect(fs.existsSync(`${file}.partial`)).toBe(true);
    }
  }
  expect(killedWhilePacking).toBeGreaterThan(0);

  // The next run starts over and finishes.
  const outcome = await killDuringBackup(file, Number.POSITIVE_INFINITY);
  expect(outcome).toBe('finished');
  const manifest = await inspectArchive(file);
  expect(manifest.counts.news).toBe(ITEMS);
  expect(fs.readdirSync(path.dirname(file))).toEqual(['respaldo.tar.gz']);
});
