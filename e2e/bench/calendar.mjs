// `npm run bench:calendar`: do the calendar's feed and page cost the same with 100 events and
// with 10,000? Starts the built server on 127.0.0.1 with a temporary DATA_DIR, seeds 100 events
// in the coming three months straight into its database, measures the median latency of
// /calendario.ics and /calendario (sequential requests, after a warm-up), then adds 9,900 events
// of earlier school years (the history a school keeps: about forty years of it) and measures
// again. Prints the medians and their ratios; writes bench-results/calendar.json.
// Goal: each ratio ≤ 1.2 (the reads go through the index on start time and read only the
// window they show).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../../shared/src/calendar-base.ts';
import { chileDate, chileLocalToInstant } from '../../shared/src/time.ts';
import { ensureServerBuilt, log, repoRoot, startServer } from './serve.mjs';

const serverRequire = createRequire(path.join(repoRoot, 'server/package.json'));
const Database = serverRequire('better-sqlite3');

const env = process.env;
const SMALL = Number(env.BENCH_SMALL ?? 100);
const LARGE = Number(env.BENCH_LARGE ?? 10_000);
const WARMUP = Number(env.BENCH_WARMUP ?? 30);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const GOAL_RATIO = 1.2;
const LEVELS = ['pre-kinder', 'kinder', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${n}-basico`)];
const CATEGORIES = ['clases', 'feriado', 'reunion-apoderados', 'acto', 'evaluacion', 'actividad'];
const WORDS = ['Reunión', 'Acto', 'Salida', 'Evaluación', 'Feria', 'Taller', 'Jornada', 'Muestra'];

/**
 * Inserts `count` events: event i on day `first + step * i` (days), at 19:00 in Chile or all
 * day, for one level or the whole school, every tenth cancelled.
 */
function seed(dataDir, count, firstDay, step, offset) {
  const sqlite = new Database(path.join(dataDir, 'lebeaujour.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const insert = sqlite.prepare(
    `INSERT INTO calendar_events (titulo, descripcion, todo_el_dia, comienza, termina, dia_desde,
       dia_hasta, lugar, niveles, categoria, estado, cancelado_en, secuencia, creado, actualizado,
       cambio, cambio_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 'agregado', ?)`,
  );
  const at = new Date().toISOString();
  // Seeded long ago: "Qué cambió" reads only the last 14 days, whatever the size.
  const created = new Date(Date.now() - 400 * 86_400_000).toISOString();
  sqlite.transaction(() => {
    for (let k = 0; k < count; k++) {
      const i = k + offset;
      const day = addDays(firstDay, Math.floor(step * k));
      const allDay = i % 3 === 0;
      const comienza = allDay
        ? chileLocalToInstant(`${day}T00:00`)
        : chileLocalToInstant(`${day}T19:00`);
      const termina = allDay
        ? chileLocalToInstant(`${addDays(day, 1)}T00:00`)
        : new Date(comienza.getTime() + 90 * 60_000);
      const cancelled = i % 10 === 9;
      insert.run(
        `${WORDS[i % WORDS.length]} ${String(i)}`,
        'Evento sembrado para medir el calendario.',
        allDay ? 1 : 0,
        comienza.toISOString(),
        termina.toISOString(),
        allDay ? day : null,
        allDay ? day : null,
        i % 2 === 0 ? 'Gimnasio' : null,
        i % 4 === 0 ? '' : `,${LEVELS[i % LEVELS.length]},`,
        CATEGORIES[i % CATEGORIES.length],
        cancelled ? 'cancelado' : 'programado',
        cancelled ? at : null,
        created,
        created,
        created,
      );
    }
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

/** The median of `REQUESTS` sequential GETs of `url` (after `WARMUP`), in milliseconds. */
async function median(url) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)].toFixed(2));
}

const PATHS = {
  feed: '/calendario.ics',
  page: '/calendario',
  levelFeed: '/calendario.ics?niveles=3-basico',
};

async function measure(url) {
  const figures = {};
  for (const [name, pathname] of Object.entries(PATHS)) {
    figures[name] = await median(`${url}${pathname}`);
  }
  return figures;
}

async function main() {
  ensureServerBuilt();
  const server = await startServer({
    TZ: 'America/Santiago',
    PUBLIC_URL: 'https://colegio.example',
  });
  try {
    const today = chileDate(new Date());
    // 100 events in the coming three months: what the page and the feed show.
    seed(server.dataDir, SMALL, today, 88 / SMALL, 0);
    const small = await measure(server.url);
    log(`${String(SMALL)} events: ${JSON.stringify(small)}`);
    // The history: earlier school years, before the feed's year back.
    const extra = LARGE - SMALL;
    seed(
      server.dataDir,
      extra,
      addDays(today, -366 - Math.ceil(extra / 250) * 365),
      365 / 250,
      SMALL,
    );
    const large = await measure(server.url);
    log(`${String(LARGE)} events: ${JSON.stringify(large)}`);
    const ratios = Object.fromEntries(
      Object.keys(PATHS).map((name) => [name, Number((large[name] / small[name]).toFixed(2))]),
    );
    const result = {
      date: new Date().toISOString(),
      requests: REQUESTS,
      medianMs: { [SMALL]: small, [LARGE]: large },
      ratio: ratios,
      goalRatio: GOAL_RATIO,
      pass: Object.values(ratios).every((ratio) => ratio <= GOAL_RATIO),
    };
    fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, 'bench-results/calendar.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(`calendar: median latency (ms), ${String(SMALL)} → ${String(LARGE)} events`);
    for (const name of Object.keys(PATHS)) {
      console.log(
        `  ${PATHS[name].padEnd(34)} ${String(small[name]).padStart(7)} → ${String(large[name]).padStart(7)}  ×${String(ratios[name])}`,
      );
    }
    console.log(
      result.pass ? `goal ≤ ${String(GOAL_RATIO)}×: met` : `goal ≤ ${String(GOAL_RATIO)}×: NOT met`,
    );
    if (!result.pass) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
