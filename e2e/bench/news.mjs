// `npm run bench:news`: does reading the news cost the same with 100 items and with 100,000?
// Seeds 100 items straight into a temporary database (batched inserts in one transaction; the
// search index follows by its triggers), starts the built server on 127.0.0.1, measures four
// reads with autocannon from a second process (as bench:api does), then adds 99,900 older items
// and measures the same four reads again: the first page of GET /api/news, a category page, a
// search, and an item page. Prints requests per second, p99 and their ratios; writes
// bench-results/news.json. Goals: first page and item page at 100,000 within 1.2× of
// 100 (requests per second); search p99 ≤ 20 ms at 100,000.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { NEWS_CATEGORIES } from '../../shared/src/limits.ts';
import { newsPath } from '../../shared/src/news-page.ts';
import { combine, killAll, load, runMain, running, track } from './load.mjs';
import { ensureServerBuilt, freePort, log, repoRoot } from './serve.mjs';

const at = (...parts) => path.join(repoRoot, ...parts);
const serverBundle = at('server/dist/server.js');
// The server's own dependencies, resolved from there.
const serverRequire = createRequire(at('server/package.json'));
const Database = serverRequire('better-sqlite3');
const sharp = serverRequire('sharp');

const env = process.env;
const SMALL = Number(env.BENCH_SMALL ?? 100);
const LARGE = Number(env.BENCH_LARGE ?? 100_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const SECONDS = Number(env.BENCH_SECONDS ?? 4);
/** Alternating rounds per read and size. */
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
/** The /news grid's page size. */
const PAGE = 12;
const GOAL_RATIO = 1.2;
const GOAL_SEARCH_P99_MS = 20;
/** In one item in a hundred (the title "Matrícula 2027…"), as a notice one looks for. */
const SEARCH = 'matricula';
/** In more than half of the seeded items. */
const COMMON_WORD = 'colegio';

/** Starts the built server on DATA_DIR; resolves once /api/health answers. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      PATH: env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TZ: 'America/Santiago',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = track(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (!running(child)) throw new Error(`the server exited:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (!running(child)) return;
      process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}

// --- seeding ----------------------------------------------------------------------------------

const WORDS =
  'alumnos familias colegio curso básico medio profesores apoderados jornada actividad reunión taller feria ciencias deporte campeonato música teatro biblioteca lectura inglés francés matemáticas historia arte viaje salida pedagógica semana aniversario acto cívico premiación concurso olimpiada torneo fútbol básquetbol vóleibol atletismo natación coro orquesta danza exposición proyecto investigación laboratorio huerto reciclaje solidaridad campaña donación vacunación salud convivencia escolar horario calendario vacaciones invierno verano primavera otoño evaluación prueba resultados uniforme útiles almuerzo casino transporte seguridad emergencia simulacro'.split(
    ' ',
  );

/** A deterministic pseudo-random sequence, so every run seeds the same text. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next, words) {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}`;
}

/**
 * Inserts items `from`..`to` - 1 (item i is i hours before `newest`, so later batches are
 * older), one in a hundred about "Matrícula". Every row points at the same image files, linked
 * under its own key (what the start-up sweep and the pages expect to find).
 */
async function seed(dataDir, from, to, newest, imageFiles) {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const sqlite = new Database(path.join(dataDir, 'lebeaujour.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  const insert = sqlite.prepare(
    `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha, estado, publicar_en, actualizado)
     VALUES (?, ?, ?, ?, '480', ?, 'publicada', NULL, ?)`,
  );
  const next = random(from + 1);
  const keys = [];
  const batch = sqlite.transaction((start, end) => {
    for (let i = start; i < end; i++) {
      const about = i % 100 === 7 ? 'Matrícula 2027: fechas y requisitos' : sentence(next, 5);
      const titulo = `${about} (${String(i)})`;
      const descripcion = `${sentence(next, 25)}. ${sentence(next, 20)}.\n\n${sentence(next, 15)}.`;
      const fecha = new Date(newest - i * 3_600_000).toISOString();
      const key = crypto.randomBytes(16).toString('hex');
      insert.run(
        titulo,
        descripcion,
        NEWS_CATEGORIES[i % NEWS_CATEGORIES.length],
        key,
        fecha,
        fecha,
      );
      keys.push(key);
    }
  });
  for (let start = from; start < to; start += 5_000) batch(start, Math.min(start + 5_000, to));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  for (const key of keys) {
    link(imageFiles.rendition, path.join(uploads, `${key}-480.webp`));
    link(imageFiles.share, path.join(uploads, `${key}-share.jpg`));
  }
}

/** Links per source file before a fresh copy (file systems cap links per inode, ext4 at 65,000). */
const LINKS_PER_FILE = 50_000;
const linked = new Map();
/** A hard link of `source` (or of a fresh copy of it, once it has many). */
function link(source, to) {
  let entry = linked.get(source);
  if (!entry || entry.count >= LINKS_PER_FILE) {
    const copy = `${source}.${String(linked.size)}-${crypto.randomBytes(3).toString('hex')}`;
    fs.copyFileSync(source, copy);
    entry = { file: copy, count: 0 };
    linked.set(source, entry);
  }
  fs.linkSync(entry.file, to);
  entry.count++;
}

// --- measuring --------------------------------------------------------------------------------

/** One measured round: `load`'s figures rounded as news.json keeps them, timeouts as errors. */
async function measureRound(url) {
  const { timeouts, ...run } = await load(url, SECONDS, CONNECTIONS);
  return {
    ...run,
    requestsPerSecond: Number(run.requestsPerSecond.toFixed(1)),
    latencyAverageMs: Number(run.latencyAverageMs.toFixed(2)),
    errors: run.errors + timeouts,
  };
}

/**
 * Each read on both servers, in alternating rounds (small then large, then large then small) so
 * that other work on the machine weighs on both alike.
 */
async function measure(servers, itemPath) {
  const targets = {
    'first page': `/api/news?limit=${PAGE}`,
    'category page': `/api/news?categoria=Deportes&limit=${PAGE}`,
    search: `/api/news?q=${SEARCH}&limit=${PAGE}`,
    // Not a goal: a word in more than half of the items (see the README).
    'search, common word': `/api/news?q=${COMMON_WORD}&limit=${PAGE}`,
    'item page': itemPath,
  };
  const results = { small: {}, large: {} };
  for (const [name, target] of Object.entries(targets)) {
    const urls = {};
    for (const size of ['small', 'large']) {
      urls[size] = `${servers[size].url}${encodeURI(target)}`;
      const check = await fetch(urls[size]);
      if (check.status !== 200) throw new Error(`${name}: ${check.status} for ${target}`);
      const body = await check.text();
      if (target.startsWith('/api/') && JSON.parse(body).length === 0) {
        throw new Error(`${name}: no items for ${target}`);
      }
      await load(urls[size], WARMUP_SECONDS, CONNECTIONS);
    }
    const runs = { small: [], large: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of round % 2 === 0 ? ['small', 'large'] : ['large', 'small']) {
        runs[size].push(await measureRound(urls[size]));
      }
    }
    for (const size of ['small', 'large']) {
      results[size][name] = { target, ...combine(runs[size]) };
      log(
        `${name} (${size}): ${results[size][name].requestsPerSecond} req/s, p99 ${results[size][name].latencyP99Ms} ms`,
      );
    }
  }
  return results;
}

/** EXPLAIN QUERY PLAN of the page queries, as the repository writes them (for the record). */
function queryPlans(dataDir) {
  const sqlite = new Database(path.join(dataDir, 'lebeaujour.sqlite'), { readonly: true });
  const now = new Date().toISOString();
  const plan = (sql, ...args) =>
    sqlite
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args)
      .map((row) => row.detail);
  const columns = 'id, titulo, descripcion, tipo_noticia, image_key, image_widths, fecha';
  try {
    return {
      'first page': plan(
        `SELECT ${columns} FROM news WHERE estado = 'publicada' AND fecha <= ? ORDER BY fecha DESC, id DESC LIMIT 13`,
        now,
      ),
      'category page': plan(
        `SELECT ${columns} FROM news WHERE estado = 'publicada' AND fecha <= ? AND tipo_noticia = ? ORDER BY fecha DESC, id DESC LIMIT 13`,
        now,
        'Deportes',
      ),
      // A search page, tier by tier (ADR 0035): a tier with many matches walks the date index,
      // one with few reads its matches by rowid and sorts them.
      'search, a tier with many matches': plan(
        `SELECT ${columns} FROM news INDEXED BY news_fecha WHERE news.id IN (SELECT rowid FROM news_fts WHERE news_fts MATCH ?) AND estado = 'publicada' AND fecha <= ? ORDER BY fecha DESC, id DESC LIMIT 13`,
        'titulo : ("matricula"*)',
        now,
      ),
      'search, a tier with few matches': plan(
        `SELECT ${columns} FROM news NOT INDEXED WHERE news.id IN (SELECT rowid FROM news_fts WHERE news_fts MATCH ?) AND estado = 'publicada' AND fecha <= ? ORDER BY fecha DESC, id DESC LIMIT 13`,
        '("matricula"*) NOT (titulo : ("matricula"*))',
        now,
      ),
    };
  } finally {
    sqlite.close();
  }
}

async function main() {
  ensureServerBuilt();
  const dirs = {
    small: fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-news-')),
    large: fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-news-')),
  };
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-img-'));
  const servers = {};
  try {
    const photo = sharp({
      create: { width: 480, height: 320, channels: 3, background: '#2a7d4f' },
    });
    const imageFiles = {
      rendition: path.join(imageDir, 'rendition.webp'),
      share: path.join(imageDir, 'share.jpg'),
    };
    await photo.clone().webp({ quality: 80 }).toFile(imageFiles.rendition);
    await photo.clone().resize(1200, 630).jpeg({ quality: 82 }).toFile(imageFiles.share);

    // Both databases get the same first items (the text is seeded deterministically), so the
    // first page and the item page show the same content at both sizes.
    const newest = Date.now() - 60_000;
    const plans = {};
    for (const [size, count] of [
      ['small', SMALL],
      ['large', LARGE],
    ]) {
      // The schema: the server's own migrations, on its first start.
      const first = await startServer(dirs[size]);
      await first.stop();
      const started = Date.now();
      await seed(dirs[size], 0, count, newest, imageFiles);
      log(`${count.toLocaleString('en')} items seeded (${Date.now() - started} ms)`);
      plans[count] = queryPlans(dirs[size]);
    }
    // The item page: the same item (the 51st newest) at both sizes.
    const db = new Database(path.join(dirs.small, 'lebeaujour.sqlite'), { readonly: true });
    const row = db
      .prepare('SELECT id, titulo FROM news ORDER BY fecha DESC, id DESC LIMIT 1 OFFSET 50')
      .get();
    db.close();
    const itemPath = newsPath(row.id, row.titulo);

    servers.small = await startServer(dirs.small);
    servers.large = await startServer(dirs.large);
    // The large site's start-up work (the sweep, the share images' check) is over first.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const measured = await measure(servers, itemPath);
    const runs = { [SMALL]: measured.small, [LARGE]: measured.large };

    const rows = Object.keys(runs[SMALL]).map((name) => {
      const small = runs[SMALL][name];
      const large = runs[LARGE][name];
      return {
        name,
        small,
        large,
        // > 1 when the large database is slower.
        throughputRatio: Number((small.requestsPerSecond / large.requestsPerSecond).toFixed(3)),
        p99Ratio: Number((large.latencyP99Ms / Math.max(small.latencyP99Ms, 1)).toFixed(2)),
      };
    });
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    const goals = {
      firstPage: byName['first page'].throughputRatio <= GOAL_RATIO,
      itemPage: byName['item page'].throughputRatio <= GOAL_RATIO,
      searchP99: byName.search.large.latencyP99Ms <= GOAL_SEARCH_P99_MS,
    };
    const loadAverage = os.loadavg()[0];
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAfter: Number(loadAverage.toFixed(2)),
      sizes: [SMALL, LARGE],
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      rows,
      goals,
      queryPlans: plans,
    };
    fs.mkdirSync(at('bench-results'), { recursive: true });
    fs.writeFileSync(at('bench-results/news.json'), `${JSON.stringify(result, null, 2)}\n`);

    const n = (value) => Math.round(value).toLocaleString('en');
    console.log(
      `\nnews reads at ${n(SMALL)} and ${n(LARGE)} items, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after ${WARMUP_SECONDS} s warm-up (load average ${loadAverage.toFixed(2)} on ${os.cpus().length} CPUs)\n`,
    );
    console.log(
      `| read | req/s at ${n(SMALL)} | p99 at ${n(SMALL)} | req/s at ${n(LARGE)} | p99 at ${n(LARGE)} | req/s ${n(SMALL)} ÷ ${n(LARGE)} |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.name} (\`${row.small.target.replace(/\/news\/.*/, '/news/{id}-{slug}')}\`) | ${n(row.small.requestsPerSecond)} | ${row.small.latencyP99Ms} ms | ${n(row.large.requestsPerSecond)} | ${row.large.latencyP99Ms} ms | ${row.throughputRatio.toFixed(2)} |`,
      );
    }
    const mark = (ok) => (ok ? 'met' : 'NOT met');
    console.log(
      `\ngoals: first page ≤ ${GOAL_RATIO}× ${mark(goals.firstPage)} · item page ≤ ${GOAL_RATIO}× ${mark(goals.itemPage)} · search p99 ≤ ${GOAL_SEARCH_P99_MS} ms at ${n(LARGE)} ${mark(goals.searchP99)}`,
    );
    console.log('written: bench-results/news.json');
    const failed = rows.some(
      (row) => row.small.errors + row.small.non2xx + row.large.errors + row.large.non2xx > 0,
    );
    if (failed) throw new Error('some requests failed during the measurement');
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    killAll();
    for (const dir of [...Object.values(dirs), imageDir]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

runMain(main);
