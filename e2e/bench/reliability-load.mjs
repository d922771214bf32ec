// The load row of `npm run bench:reliability`: CONNECTIONS kept-alive connections ask,
// one request after another, for pages, GET /api/news and the gallery's API, and 1 request in 20
// is an administrator publishing a news item with a small photo or deleting one. Afterwards,
// every 201 must be in GET /api/news with its files on disk and every 204 gone with its files.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  createAdmin,
  formBody,
  JWT_SECRET,
  log,
  login,
  newsFields,
  percentile,
  photo,
  request,
  round1,
  seededRandom,
  storedState,
} from './reliability-support.mjs';
import { startServer } from './serve.mjs';

/** Client addresses the connections are spread over, so the per-address cap (256) stays on. */
const SOURCES = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13'];
const PAGES = ['/', '/news', '/galeria'];
const KINDS = ['pages', 'GET /api/news', 'gallery API', 'publish', 'delete'];
const keyOf = (item) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1];

export async function loadRow({ connections, seconds, writeEvery, seed }) {
  const server = await startServer({ LOG_LEVEL: 'error', JWT_SECRET });
  try {
    createAdmin(server.dataDir);
    const token = await login(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const image = await photo(640, 480);
    const year = new Date().getUTCFullYear() - 1;

    const created = new Map(); // id → image key, every 201 (seed and load)
    const deletable = [];
    const deleted = new Set(); // ids answered 204
    let sequence = 0;
    const publish = async (agent, localAddress) => {
      const body = await formBody(newsFields(`Carga ${++sequence}`, image));
      const response = await request(`${server.url}/api/news`, {
        method: 'POST',
        headers: { ...auth, 'content-type': body.contentType },
        body: body.payload,
        agent,
        localAddress,
      });
      if (response.status === 201) {
        const item = JSON.parse(response.body.toString());
        created.set(item.id, keyOf(item));
        deletable.push(item.id);
      }
      return response;
    };
    // Something to list and delete from the first second.
    for (let i = 0; i < 10; i++) await publish();
    const gallery = await formBody(
      [1, 2, 3].map(() => ['fotos', { bytes: image, type: 'image/jpeg', filename: 'foto.jpg' }]),
    );
    const seeded = await request(`${server.url}/api/gallery/${year}/photos`, {
      method: 'POST',
      headers: { ...auth, 'content-type': gallery.contentType },
      body: gallery.payload,
    });
    if (seeded.status !== 201) throw new Error(`gallery seed: ${seeded.status}`);

    const stats = Object.fromEntries(
      KINDS.map((kind) => [kind, { latencies: [], failed: 0, serverErrors: 0, statuses: {} }]),
    );
    const random = seededRandom(seed);
    const readPaths = {
      pages: () => PAGES[Math.floor(random() * PAGES.length)],
      'GET /api/news': () => '/api/news',
      'gallery API': () =>
        ['/api/gallery/years', `/api/gallery/${year}/photos`, `/api/facebook-photos?year=${year}`][
          Math.floor(random() * 3)
        ],
    };
    const expected = {
      pages: 200,
      'GET /api/news': 200,
      'gallery API': 200,
      publish: 201,
      delete: 204,
    };

    const agents = SOURCES.map(
      (localAddress) =>
        new http.Agent({
          keepAlive: true,
          maxSockets: Math.ceil(connections / SOURCES.length),
          localAddress,
        }),
    );
    const deadline = performance.now() + seconds * 1000;
    let requests = 0;
    const worker = async (index) => {
      const agent = agents[index % agents.length];
      const localAddress = SOURCES[index % SOURCES.length];
      while (performance.now() < deadline) {
        const n = ++requests;
        let kind;
        let response;
        if (n % writeEvery === 0) {
          const target = random() < 0.5 ? deletable.shift() : undefined;
          if (target === undefined) {
            kind = 'publish';
            response = await publish(agent, localAddress);
          } else {
            kind = 'delete';
            response = await request(`${server.url}/api/news/${target}`, {
              method: 'DELETE',
              headers: auth,
              agent,
              localAddress,
            });
            if (response.status === 204) deleted.add(target);
            else deletable.push(target);
          }
        } else {
          const r = random();
          kind = r < 0.35 ? 'pages' : r < 0.65 ? 'GET /api/news' : 'gallery API';
          response = await request(`${server.url}${readPaths[kind]()}`, { agent, localAddress });
        }
        const s = stats[kind];
        s.statuses[response.status] = (s.statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) s.serverErrors++;
        if (response.status !== expected[kind]) s.failed++;
        else s.latencies.push(response.ms);
      }
    };
    log(`load: ${connections} connections from ${SOURCES.join(', ')} for ${seconds} s`);
    await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
    for (const agent of agents) agent.destroy();

    // Lost writes: what the site lists and what is on disk, against what it answered.
    const list = JSON.parse((await request(`${server.url}/api/news`)).body.toString());
    const listed = new Set(list.map((item) => item.id));
    const uploads = path.join(server.dataDir, 'uploads');
    const files = new Set(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []);
    const hasFiles = (key) => [...files].some((name) => name.startsWith(`${key}-`));
    let lostWrites = 0;
    for (const [id, key] of created) {
      const gone = deleted.has(id);
      if (gone ? listed.has(id) || hasFiles(key) : !listed.has(id) || !hasFiles(key)) lostWrites++;
    }
    const state = storedState(server.dataDir);

    const kinds = KINDS.map((kind) => {
      const s = stats[kind];
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        kind,
        requests: sorted.length + s.failed,
        failed: s.failed,
        serverErrors: s.serverErrors,
        statuses: s.statuses,
        p50ms: round1(percentile(sorted, 50)),
        p99ms: round1(percentile(sorted, 99)),
      };
    });
    return {
      row: 'load',
      connections,
      seconds,
      writeEvery,
      sources: SOURCES,
      kinds,
      requests: kinds.reduce((sum, k) => sum + k.requests, 0),
      failed: kinds.reduce((sum, k) => sum + k.failed, 0),
      serverErrors: kinds.reduce((sum, k) => sum + k.serverErrors, 0),
      published: created.size - 10,
      deleted: deleted.size,
      lostWrites,
      rowsWithoutFiles: state.rowsWithoutFiles,
      filesWithoutRows: state.filesWithoutRows,
    };
  } finally {
    await server.stop();
  }
}
