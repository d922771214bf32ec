// `npm run bench:full-disk`: the built site on a real, small file system (a 48 MB tmpfs) that
// fills up while a photo is being stored. Prints each step with what the site
// answered, and checks that no row lacks its files and no file lacks its row. Needs root (to
// mount the tmpfs) on Linux; elsewhere it says so and stops. The disk tests in `npm test`
// cover the same paths with an injected ENOSPC.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './serve.mjs';

const MB = 1024 * 1024;
const PASSWORD = 'una-clave-larga-para-la-prueba';

if (process.platform !== 'linux' || process.getuid?.() !== 0) {
  console.log('full disk: skipped (needs root on Linux to mount a small tmpfs)');
  process.exit(0);
}

const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-full-disk-'));
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};
run('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]);
const dataDir = path.join(mountPoint, 'data');

const steps = [];
const step = (what, expected, got, detail = '') => {
  steps.push({ what, expected, got, ok: expected === got, detail });
};

const sharp = createRequire(path.join(repoRoot, 'server/package.json'))('sharp');
const photo = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

let server;
try {
  server = await startServer({
    DATA_DIR: dataDir,
    // No margin: the photo's own write is what meets the full disk.
    DISK_MIN_FREE_MB: '0',
    DISK_RESERVE_MB: '8',
    LOG_LEVEL: 'error',
  });
  const cli = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'server/dist/admin.js'), 'create-user', 'directora'],
    { input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`create-user failed: ${cli.stderr}`);

  const login = () =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'directora', password: PASSWORD }),
    });
  const { token } = await (await login()).json();
  const auth = { authorization: `Bearer ${token}` };
  const publish = async (titulo) => {
    const form = new FormData();
    form.append('titulo', titulo);
    form.append('descripcion', 'Prueba de disco lleno.');
    form.append('tipo_noticia', 'Comunicados');
    form.append('imagen', new Blob([await photo()], { type: 'image/jpeg' }), 'foto.jpg');
    return fetch(`${server.url}/api/news`, { method: 'POST', headers: auth, body: form });
  };
  const consistency = async () => {
    const items = await (await fetch(`${server.url}/api/news`)).json();
    const uploads = path.join(dataDir, 'uploads');
    const files = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    const keys = new Set(files.map((name) => name.split('-')[0]));
    const itemKeys = new Set(
      items.map((item) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen)?.[1]),
    );
    const orphanFiles = [...keys].filter((key) => !itemKeys.has(key)).length;
    const rowsWithoutFiles = [...itemKeys].filter((key) => !keys.has(key)).length;
    const partial = files.filter((name) => name.endsWith('.tmp')).length;
    return { items: items.length, orphanFiles, rowsWithoutFiles, partial };
  };

  const first = await publish('Antes de llenarse el disco');
  step('publish with space', 201, first.status);
  const { id } = await first.json();

  // Fill the file system: what a runaway log or another program would do.
  const filler = path.join(mountPoint, 'relleno');
  const handle = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(MB, 1);
  try {
    for (;;) fs.writeSync(handle, chunk);
  } catch (error) {
    if (error.code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(handle);
  }
  const free = fs.statfsSync(mountPoint);
  step('disk filled', 0, Math.floor((free.bavail * free.bsize) / MB), 'MB free');

  const refused = await publish('Con el disco lleno');
  const refusedBody = await refused.json();
  step('publish on a full disk', 507, refused.status, refusedBody.error);
  step(
    'reserve released after the failed write',
    false,
    fs.existsSync(path.join(dataDir, '.espacio-reservado')),
  );
  step(
    'delete on a full disk',
    204,
    (await fetch(`${server.url}/api/news/${id}`, { method: 'DELETE', headers: auth })).status,
  );
  step('login on a full disk', 200, (await login()).status);
  step('reads on a full disk', 200, (await fetch(`${server.url}/api/news`)).status);
  const full = await consistency();
  step(
    'rows without files / files without rows / partial files',
    '0/0/0',
    `${full.rowsWithoutFiles}/${full.orphanFiles}/${full.partial}`,
  );

  fs.rmSync(filler);
  const again = await publish('Después de liberar espacio');
  step('publish after space is freed (no restart)', 201, again.status);
  const after = await consistency();
  step(
    'items / rows without files / files without rows',
    '1/0/0',
    `${after.items}/${after.rowsWithoutFiles}/${after.orphanFiles}`,
  );
} finally {
  await server?.stop();
  spawnSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
}

console.log('');
console.log('Full disk on a 48 MB tmpfs (reserve 8 MB, margin 0)');
console.log('');
console.log('| step | expected | got | |');
console.log('|---|---|---|---|');
for (const s of steps) {
  console.log(
    `| ${s.what} | ${s.expected} | ${s.got} ${s.detail ? `(${s.detail})` : ''} | ${s.ok ? 'ok' : '**FAILED**'} |`,
  );
}
const failed = steps.filter((s) => !s.ok).length;
console.log('');
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
