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

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: string;
let cli: string;
let dataDir: string;

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

  // 200 news items with 64 KB of incompressible image bytes each: packing takes a while.
  dataDir = path.join(scratch, 'data');
  const database = openDatabase(dataDir);
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  const insert = database.sqlite.prepare(
    `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha)
     VALUES ('Noticia', 'Texto', 'Académico', ?, '480', '2026-11-23')`,
  );
  for (let i = 0; i < 200; i++) {
    const key = crypto.randomBytes(16).toString('hex');
    insert.run(key);
    fs.writeFileSync(path.join(dataDir, 'uploads', `${key}-480.webp`), crypto.randomBytes(65_536));
  }
  await database.close();
}, 60_000);

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(cli, { force: true });
  fs.rmSync(`${cli}.map`, { force: true });
});

/** Starts a backup to `file` and kills it once the archive being written holds `bytes` bytes. */
async function killDuringBackup(file: string, bytes: number): Promise<'killed' | 'finished'> {
  const child = spawn(process.execPath, [cli, 'backup', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let finished = false;
  void exited.then(() => {
    finished = true;
  });
  for (;;) {
    if (finished) return 'finished';
    // Whichever name the archive is being written under.
    const size = Math.max(
      ...[`${file}.partial`, file].map(
        (name) => fs.statSync(name, { throwIfNoEntry: false })?.size ?? -1,
      ),
    );
    if (size >= bytes) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  child.kill('SIGKILL');
  await exited;
  return 'killed';
}

it('never leaves an incomplete archive under the final name', async () => {
  const file = path.join(scratch, 'respaldos', 'respaldo.tar.gz');
  let killedWhilePacking = 0;
  for (const bytes of [0, 1, 64 * 1024, 1024 * 1024, 4 * 1024 * 1024, 8 * 1024 * 1024]) {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
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
  expect(manifest.counts.news).toBe(200);
  expect(fs.readdirSync(path.dirname(file))).toEqual(['respaldo.tar.gz']);
}, 120_000);
