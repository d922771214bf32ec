import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './html-delivery.ts';

/** Where the worker lives: the root, so that its scope is the whole site. */
const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The way back (SERVICE_WORKER=off): a worker that replaces the site's, deletes every cache the
 * site made on the phone and unregisters itself. It answers no request, so the page that brought
 * it keeps loading from the network, and pages stop registering one (html-delivery.ts), so the
 * next visit finds the phone clean and leaves it so.
 */
export const KILL_SWITCH_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`;

/**
 * GET /sw.js: the build's worker, or the kill switch. `no-cache`, so that the browser asks for it
 * again at each check and a new build's worker (a new version in its caches' names) is found on
 * the next navigation.
 */
export function registerServiceWorker(
  app: FastifyInstance,
  { webDist, enabled }: { webDist: string; enabled: boolean },
): void {
  // Read once, as the pages are: the worker and the pages it keeps come from the same build.
  const file = path.join(webDist, 'sw.js');
  const read = (suffix: '' | '.br' | '.gz') =>
    fs.existsSync(`${file}${suffix}`) ? fs.readFileSync(`${file}${suffix}`) : undefined;
  const built = { identity: read(''), br: read('.br'), gzip: read('.gz') };
  app.get(SERVICE_WORKER_PATH, (request, reply) => {
    void reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Vary', 'Accept-Encoding');
    if (!enabled || !built.identity) return reply.send(KILL_SWITCH_WORKER);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const compressed = built[encoding];
    if (encoding !== 'identity' && compressed) {
      return reply.header('Content-Encoding', encoding).send(compressed);
    }
    return reply.send(built.identity);
  });
}
