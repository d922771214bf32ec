// `npm run bench:reliability`: hostile traffic against the built server, measured in one run on
// this machine (issue 14). Every attack comes from 127.0.0.2 while a reader on 127.0.0.1 asks
// GET /api/news one request after another; the table gives, per attack, what the reader saw
// (requests, failures, p50, p99) and what became of the attacker's connections.
//
// The server runs with its open-file limit lowered to 4,096 (as a small VPS might have), so a
// flood that took every descriptor would show as failures for the reader.
//
// Environment: BENCH_ATTACK_SECONDS (default 150) is how long the slow-body attack trickles;
// the other rows last a fixed fraction of it. Writes bench-results/reliability.json.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot, startServer } from './serve.mjs';

const ATTACK_SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 150);
const SLOW_BODY_CONNECTIONS = 6_000;
const SLOW_HEADER_CONNECTIONS = 1_000;
const FLOOD_CONNECTIONS = 10_000;
const SERVER_FD_LIMIT = 4_096;
const ATTACKER = '127.0.0.2';
const READER = '127.0.0.1';

const log = (message) => console.error(`· ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One request after another from 127.0.0.1 over a kept-alive socket, until stopped. */
function startReader(port) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const request = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: READER });
      let data = '';
      let settled = false;
      const done = (ok) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        if (ok) latencies.push(performance.now() - started);
        else failures++;
        resolve();
      };
      socket.setTimeout(10_000, () => done(false));
      socket.on('error', () => done(false));
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        const headerEnd = data.indexOf('\r\n\r\n');
        if (headerEnd === -1) return;
        const length = /content-length: (\d+)/i.exec(data.slice(0, headerEnd));
        if (length && data.length >= headerEnd + 4 + Number(length[1])) {
          done(data.startsWith('HTTP/1.1 200'));
        }
      });
      // Closed before a whole reply: a failure (done() ignores it after a success).
      socket.on('close', () => done(false));
      socket.write('GET /api/news HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n');
    });
  const loop = (async () => {
    while (running) {
      await request();
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        requests: latencies.length + failures,
        failures,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    },
  };
}

/**
 * Opens `count` connections from the attacker's address; `onOpen(socket)` drives each one.
 * Resolves with a tracker of how they ended.
 */
async function openAttack(port, count, onOpen) {
  const state = { replied408: 0, sockets: [] };
  const batch = 200;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from(
        { length: Math.min(batch, count - start) },
        () =>
          new Promise((resolve) => {
            const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
            socket.on('error', () => undefined);
            state.sockets.push(socket);
            socket.once('connect', () => {
              onOpen(socket);
              resolve();
            });
            // Refused or closed before it could start: counted as closed by the server.
            socket.once('close', resolve);
            socket.on('data', (chunk) => {
              if (chunk.toString('latin1').startsWith('HTTP/1.1 408')) state.replied408++;
            });
          }),
      ),
    );
  }
  return state;
}

function endAttack(state) {
  const stillOpen = state.sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of state.sockets) socket.destroy();
  return stillOpen;
}

async function row(name, port, seconds, count, drive) {
  log(`${name}: ${count} connections from ${ATTACKER} for ${seconds} s`);
  const reader = startReader(port);
  const timers = [];
  const state = await openAttack(port, count, (socket) => drive(socket, timers));
  await sleep(seconds * 1000);
  for (const timer of timers) clearInterval(timer);
  const stillOpen = endAttack(state);
  const seen = await reader.stop();
  return {
    attack: name,
    attackerConnections: count,
    closedByServer: count - stillOpen,
    stillOpenAtEnd: stillOpen,
    replied408: state.replied408,
    readerRequests: seen.requests,
    readerFailures: seen.failures,
    readerP50ms: Number(seen.p50.toFixed(1)),
    readerP99ms: Number(seen.p99.toFixed(1)),
  };
}

/** The attacks, in order: name, share of ATTACK_SECONDS, connections, what each one sends. */
const ATTACKS = [
  {
    name: 'slow bodies',
    share: 1,
    connections: SLOW_BODY_CONNECTIONS,
    drive: (socket, timers) => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      timers.push(setInterval(() => socket.destroyed || socket.write(' '), 5_000));
    },
  },
  {
    name: 'slow headers',
    share: 1 / 2,
    connections: SLOW_HEADER_CONNECTIONS,
    drive: (socket, timers) => {
      socket.write('GET / HTTP/1.1\r\nHost: bench\r\n');
      timers.push(setInterval(() => socket.destroyed || socket.write('X-a: b\r\n'), 5_000));
    },
  },
  {
    name: 'connection flood (idle)',
    // Long enough for Node's header timeout (30 s, checked every 30 s) to close the idle ones.
    share: 1 / 2,
    connections: FLOOD_CONNECTIONS,
    drive: () => {},
  },
];

const server = await startServer({ LOG_LEVEL: 'error' }, { fdLimit: SERVER_FD_LIMIT });
const rows = [];
try {
  for (const attack of ATTACKS) {
    const seconds = Math.round(ATTACK_SECONDS * attack.share);
    rows.push(await row(attack.name, server.port, seconds, attack.connections, attack.drive));
  }
} finally {
  await server.stop();
}

console.log('');
console.log(
  `Reliability under hostile traffic (server open-file limit ${SERVER_FD_LIMIT}; attacker ${ATTACKER}, reader ${READER})`,
);
console.log('');
console.log(
  '| attack | attacker connections | closed by the server | still open at the end | 408 replies | reader requests | reader failures | reader p50 | reader p99 |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.attack} | ${r.attackerConnections} | ${r.closedByServer} | ${r.stillOpenAtEnd} | ${r.replied408} | ${r.readerRequests} | ${r.readerFailures} | ${r.readerP50ms} ms | ${r.readerP99ms} ms |`,
  );
}
const out = path.join(repoRoot, 'bench-results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'reliability.json'),
  JSON.stringify({ date: new Date().toISOString(), attackSeconds: ATTACK_SECONDS, rows }, null, 2),
);
