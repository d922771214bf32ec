// `npm run bench:processes`: GET /api/news with 50 news items on PostgreSQL and a bucket, served by
// one process and then by two processes on the same database and bucket, under the same load
// (10 connections in all; with two processes, 5 to each). A PostgreSQL cluster and an S3 server of
// the bench's own run on 127.0.0.1 (no Docker). Alternating rounds, so background load hits both
// alike. Prints requests per second, p99 latency and their ratio; writes
// bench-results/processes.json.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { probe, probeLine } from '../../scripts/cpu-probe.mjs';
import { startPostgresCluster } from '../../server/src/test/postgres-cluster.ts';
import { seedNews, startChild, stop } from './api-support.mjs';
import { combine, killAll, load, runMain } from './load.mjs';
import { at, ensureServerBuilt, log } from './serve.mjs';

const ITEMS = 50;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const ROUND_SECONDS = 5;

/** The same load spread over `urls`: its connections split evenly, the figures added up. */
async function loadSpread(urls, seconds) {
  const each = CONNECTIONS / urls.length;
  const runs = await Promise.all(urls.map((url) => load(url, seconds, each)));
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
    latencyAverageMs:
      runs.reduce((sum, run) => sum + run.latencyAverageMs * run.requests, 0) /
      Math.max(
        1,
        runs.reduce((sum, run) => sum + run.requests, 0),
      ),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
  };
}

/** s3rver on a free port of 127.0.0.1, with the site's bucket; its S3_* settings and a stop. */
async function startBucket() {
  const { default: S3rver } = await import('@20minutes/s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    // s3rver's signature check does not match the SDK's; what is measured is the site.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: 'lbj-bench' }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
      S3_BUCKET: 'lbj-bench',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function main() {
  ensureServerBuilt(['server/dist/server.js', 'server/dist/admin.js']);
  const machine = probe();
  const cluster = await startPostgresCluster();
  const bucket = await startBucket();
  const dataDirs = [];
  try {
    const pg = createRequire(at('server/package.json'))('pg');
    const admin = new pg.Client({ connectionString: `${cluster.baseUrl}postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE lbj_bench');
    await admin.end();

    const password = crypto.randomBytes(18).toString('base64url');
    // Each process has a DATA_DIR of its own, empty: everything it keeps is in the database and
    // the bucket, as on a host without a disk.
    const envFor = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-processes-'));
      dataDirs.push(dataDir);
      return {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-shared-by-every-process-of-the-site',
        DATABASE_URL: `${cluster.baseUrl}lbj_bench`,
        ...bucket.env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        TZ: 'America/Santiago',
        DISK_RESERVE_MB: '0',
      };
    };
    const first = envFor();
    const cli = spawnSync(process.execPath, [at('server/dist/admin.js'), 'create-user', 'bench'], {
      env: first,
      input: `${password}\n`,
      encoding: 'utf8',
    });
    if (cli.status !== 0) throw new Error(`admin CLI failed: ${cli.stderr}`);

    const start = (env) =>
      startChild(
        process.execPath,
        [at('server/dist/server.js')],
        env,
        (line) => /Sitio disponible en http:\/\/localhost:(\d+)/.exec(line)?.[1],
        'a server process',
      );
    const servers = [await start(first), await start(envFor())];
    const urls = servers.map((server) => `http://127.0.0.1:${server.value}/api/news`);

    const login = await fetch(new URL('/api/login', urls[0]), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const { token } = await login.json();
    log(`publishing ${ITEMS} news items through the first process`);
    await seedNews(new URL(urls[0]).origin, token, ITEMS);
    // Both processes answer the same list, the second without having seen the uploads.
    const [a, b] = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    if (a !== b || JSON.parse(a).length !== ITEMS) {
      throw new Error('the two processes do not answer the same list');
    }

    const one = [urls[0]];
    log(`warm-up ${WARMUP_SECONDS} s each`);
    await loadSpread(one, WARMUP_SECONDS);
    await loadSpread(urls, WARMUP_SECONDS);
    log(`measuring ${ROUNDS} × ${ROUND_SECONDS} s each, alternating, ${CONNECTIONS} connections`);
    const loadBefore = os.loadavg()[0];
    const runs = { one: [], two: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
      for (const which of order) {
        runs[which].push(await loadSpread(which === 'one' ? one : urls, ROUND_SECONDS));
      }
    }
    for (const server of servers) await stop(server.child, server.exited);

    const single = combine(runs.one);
    const double = combine(runs.two);
    const ratio = double.requestsPerSecond / single.requestsPerSecond;
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuProbeMs: machine.median,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      items: ITEMS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      oneProcess: single,
      twoProcesses: double,
      ratio: Number(ratio.toFixed(3)),
    };
    fs.mkdirSync(at('bench-results'), { recursive: true });
    fs.writeFileSync(at('bench-results/processes.json'), `${JSON.stringify(result, null, 2)}\n`);

    const row = (name, r) =>
      `${name.padEnd(16)}${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.latencyP99Ms).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `\nGET /api/news on PostgreSQL and a bucket, ${ITEMS} items, ${CONNECTIONS} connections in all, ` +
        `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (${os.cpus().length} CPUs, load average before ${loadBefore.toFixed(2)})`,
    );
    console.log(probeLine(machine));
    console.log(row('one process', single));
    console.log(row('two processes', double));
    console.log(`ratio two / one ${ratio.toFixed(3)}`);
    console.log('written: bench-results/processes.json');
    if (single.errors + single.non2xx + double.errors + double.non2xx > 0) {
      throw new Error('some requests failed during the measurement');
    }
  } finally {
    killAll();
    await bucket.close();
    await cluster.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

runMain(main);
