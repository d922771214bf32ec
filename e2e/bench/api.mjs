// `npm run bench:api`: GET /api/news with 50 news items, against a bare node:http server that
// returns the same bytes and headers, measured in the same run by autocannon from a second
// process. Prints requests per second, p99 latency and their ratio; writes bench-results/api.json.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedNews, startChild, stop } from './api-support.mjs';
import { combine, killAll, load, runMain } from './load.mjs';
import { at, ensureServerBuilt, log } from './serve.mjs';

const serverBundle = at('server/dist/server.js');
const adminBundle = at('server/dist/admin.js');

const ITEMS = 50;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
/** Measured in alternating rounds (A B, then B A) so that background load hits both alike. */
const ROUNDS = 2;
const ROUND_SECONDS = 5;
const DURATION_SECONDS = ROUNDS * ROUND_SECONDS;
const GOAL = 0.85;

async function main() {
  ensureServerBuilt(['server/dist/server.js', 'server/dist/admin.js']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bench-'));
  const password = crypto.randomBytes(18).toString('base64url');
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    TZ: 'America/Santiago',
  };
  try {
    log('creating an administrator with the CLI');
    const cli = spawnSync(process.execPath, [adminBundle, 'create-user', 'bench'], {
      env,
      input: `${password}\n`,
      encoding: 'utf8',
    });
    if (cli.status !== 0) throw new Error(`admin CLI failed: ${cli.stderr}`);

    const server = await startChild(
      process.execPath,
      [serverBundle],
      env,
      (line) => /Sitio disponible en http:\/\/localhost:(\d+)/.exec(line)?.[1],
      'the server',
    );
    const serverUrl = `http://127.0.0.1:${server.value}`;

    const login = await fetch(`${serverUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const { token } = await login.json();

    log(`publishing ${ITEMS} news items`);
    await seedNews(serverUrl, token, ITEMS);

    const sample = await fetch(`${serverUrl}/api/news`);
    const body = Buffer.from(await sample.arrayBuffer());
    const items = JSON.parse(body.toString('utf8'));
    if (sample.status !== 200 || items.length !== ITEMS)
      throw new Error('unexpected GET /api/news');
    // The bare server sends the same bytes with the same headers.
    const headers = {};
    for (const [name, value] of sample.headers) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    }
    const bodyFile = path.join(dataDir, 'news.json');
    fs.writeFileSync(bodyFile, body);

    const bareSource = `
      import fs from 'node:fs';
      import http from 'node:http';
      const body = fs.readFileSync(process.env.BENCH_BODY_FILE);
      const headers = JSON.parse(process.env.BENCH_HEADERS);
      const server = http.createServer((request, response) => {
        response.writeHead(200, headers);
        response.end(body);
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
      process.on('SIGTERM', () => server.close(() => process.exit(0)));
    `;
    const bare = await startChild(
      process.execPath,
      ['--input-type=module', '-e', bareSource],
      { PATH: env.PATH, BENCH_BODY_FILE: bodyFile, BENCH_HEADERS: JSON.stringify(headers) },
      (line) => (/^\d+$/.test(line) ? line : undefined),
      'the bare node:http server',
    );
    const bareUrl = `http://127.0.0.1:${bare.value}/api/news`;
    const check = Buffer.from(await (await fetch(bareUrl)).arrayBuffer());
    if (!check.equals(body)) throw new Error('the bare server does not return the same bytes');

    const apiUrl = `${serverUrl}/api/news`;
    log(`warm-up ${WARMUP_SECONDS} s each`);
    await load(apiUrl, WARMUP_SECONDS, CONNECTIONS);
    await load(bareUrl, WARMUP_SECONDS, CONNECTIONS);
    log(`measuring ${ROUNDS} × ${ROUND_SECONDS} s each, alternating, ${CONNECTIONS} connections`);
    // Other work on the machine skews both sides; recorded so a noisy run can be recognised.
    const loadBefore = os.loadavg()[0];
    const runs = { api: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['api', 'bare'] : ['bare', 'api'];
      for (const which of order) {
        runs[which].push(
          await load(which === 'api' ? apiUrl : bareUrl, ROUND_SECONDS, CONNECTIONS),
        );
      }
    }
    const fastify = combine(runs.api);
    const baseline = combine(runs.bare);

    await stop(bare.child, bare.exited);
    await stop(server.child, server.exited);

    const ratio = fastify.requestsPerSecond / baseline.requestsPerSecond;
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      items: ITEMS,
      bodyBytes: body.length,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      api: fastify,
      bareNodeHttp: baseline,
      ratio: Number(ratio.toFixed(3)),
      goal: GOAL,
      goalMet: ratio >= GOAL,
    };
    fs.mkdirSync(at('bench-results'), { recursive: true });
    fs.writeFileSync(at('bench-results/api.json'), `${JSON.stringify(result, null, 2)}\n`);

    const row = (name, r) =>
      `${name.padEnd(22)}${r.requestsPerSecond.toFixed(0).padStart(10)} req/s   p99 ${String(r.latencyP99Ms).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `\nGET /api/news, ${ITEMS} items (${body.length} bytes), ${CONNECTIONS} connections, ` +
        `${DURATION_SECONDS} s each in ${ROUNDS} alternating rounds ` +
        `(load average before: ${loadBefore.toFixed(2)} on ${os.cpus().length} CPUs)`,
    );
    console.log(row('server (Fastify)', fastify));
    console.log(row('bare node:http', baseline));
    console.log(`ratio ${ratio.toFixed(3)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'NOT met'})`);
    console.log('written: bench-results/api.json');
    if (fastify.errors + fastify.non2xx + baseline.errors + baseline.non2xx > 0) {
      throw new Error('some requests failed during the measurement');
    }
  } finally {
    killAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
