// Helpers of the reliability bench's rows: a built server that can be killed and restarted on the
// same DATA_DIR, an administrator made with the admin CLI, photos, HTTP with chosen source
// addresses, and the on-disk state (rows and upload files) that the invariants are checked on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, repoRoot, spawnBuiltServer, waitFor } from './serve.mjs';

export { log } from './serve.mjs';

const serverRequire = createRequire(path.join(repoRoot, 'server/package.json'));
export const sharp = serverRequire('sharp');
const Database = serverRequire('better-sqlite3');

export const ADMIN = 'directora';
export const PASSWORD = 'una-clave-larga-para-la-prueba';
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round1 = (value) => (Number.isFinite(value) ? Number(value.toFixed(1)) : null);

/** A small seeded generator (mulberry32), so a run can be repeated with BENCH_SEED. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photo-like JPEG (noise compresses badly, as a real photo does). */
export function photo(width, height) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The administrator, created with the admin CLI (password on stdin), as a volunteer would. */
export function createAdmin(dataDir) {
  const cli = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'server/dist/admin.js'), 'create-user', ADMIN],
    { input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`create-user failed: ${cli.stderr}`);
}

export async function login(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status}`);
  return (await response.json()).token;
}

/** A multipart body as a browser's FormData sends it. */
export async function formBody(fields) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}

export const newsFields = (titulo, bytes) => [
  ['titulo', titulo],
  ['descripcion', 'Publicada por la prueba de confiabilidad.'],
  ['tipo_noticia', 'Comunicados'],
  ['imagen', { bytes, type: 'image/jpeg', filename: 'foto.jpg' }],
];

/**
 * One HTTP request with node:http (any method, headers and bytes, a chosen source address);
 * resolves with status, body and time, or with `error` when the connection failed.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, agent, localAddress, timeoutMs = 60_000 } = {},
) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - started });
    };
    let req;
    try {
      req = http.request(url, { method, headers, agent, localAddress }, onResponse);
    } catch (error) {
      // Node refused to send it (a header it considers invalid): not the server's doing.
      done({ status: -1, error: error.code ?? error.message });
      return;
    }
    function onResponse(res) {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error('client timeout')));
    req.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * The built server on a DATA_DIR that outlives it: start, SIGKILL, start again. Output goes to
 * this process's stderr only at LOG_LEVEL error and above.
 */
export async function spawnServer(dataDir, extraEnv = {}, { logFile } = {}) {
  const port = await freePort();
  const child = spawnBuiltServer(port, dataDir, {
    env: { JWT_SECRET, LOG_LEVEL: 'error', ...extraEnv },
    // The server's log lines (JSON) go to logFile when one is given.
    stdio: ['ignore', logFile ? fs.openSync(logFile, 'a') : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitFor(`${url}/api/health`),
    exited.then((code) => {
      throw new Error(`server exited at start (${code})`);
    }),
  ]);
  return {
    url,
    port,
    pid: child.pid,
    exited,
    kill: async (signal = 'SIGKILL') => {
      try {
        process.kill(child.pid, signal);
      } catch {
        // already gone
      }
      return exited;
    },
  };
}

const FILE = /^([a-f0-9]{32})-(\d+)\.webp$/;

/**
 * Rows of news and gallery_photos and the files of DATA_DIR/uploads, and how they disagree:
 * rows whose renditions are not all on disk, files no row references, half-written temporaries.
 */
export function storedState(dataDir) {
  const file = path.join(dataDir, 'lebeaujour.sqlite');
  const rows = { news: [], gallery: [] };
  if (fs.existsSync(file)) {
    const sqlite = new Database(file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    try {
      rows.news = sqlite.prepare('SELECT id, image_key, image_widths FROM news').all();
      rows.gallery = sqlite.prepare('SELECT id, image_key, image_widths FROM gallery_photos').all();
    } finally {
      sqlite.close();
    }
  }
  const uploads = path.join(dataDir, 'uploads');
  const files = fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  const expected = new Set(
    [...rows.news, ...rows.gallery].flatMap((row) =>
      row.image_widths.split(',').map((w) => `${row.image_key}-${w}.webp`),
    ),
  );
  const present = new Set(files);
  const rowsWithoutFiles = [...rows.news, ...rows.gallery].filter((row) =>
    row.image_widths.split(',').some((w) => !present.has(`${row.image_key}-${w}.webp`)),
  ).length;
  const filesWithoutRows = files.filter((name) => !expected.has(name)).length;
  const partialFiles = files.filter((name) => !FILE.test(name)).length;
  return {
    newsIds: new Set(rows.news.map((row) => row.id)),
    galleryIds: new Set(rows.gallery.map((row) => row.id)),
    keys: new Map([
      ...rows.news.map((r) => [`news:${r.id}`, r]),
      ...rows.gallery.map((r) => [`gallery:${r.id}`, r]),
    ]),
    files,
    rowsWithoutFiles,
    filesWithoutRows,
    partialFiles,
  };
}

/**
 * An administrator's two uploads with ready-made bodies: `publish` (POST /api/news) and `upload`
 * (POST /api/gallery/{year}/photos). `url()` is asked each time: a restarted server has a new port.
 */
export async function adminUploads(url, auth, { bytes, photos = 1 }) {
  const year = new Date().getUTCFullYear() - 1;
  const news = await formBody(newsFields('Prueba de confiabilidad', bytes));
  const gallery = await formBody(
    Array.from({ length: photos }, () => [
      'fotos',
      { bytes, type: 'image/jpeg', filename: 'foto.jpg' },
    ]),
  );
  const post = (path, body) =>
    request(`${url()}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': body.contentType },
      body: body.payload,
    });
  return {
    year,
    publish: () => post('/api/news', news),
    upload: () => post(`/api/gallery/${year}/photos`, gallery),
  };
}
