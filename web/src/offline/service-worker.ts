// The service worker, `/sw.js`: a family's phone keeps the public pages it opened, the calendar,
// the supplies list and the documents it chose, and shows them without a connection (ADR 0048).
// The build bundles this file on its own (never part of a page's JavaScript) with its version and
// the public pages' paths; the rules it applies are in offline-policy.ts and offline-page.ts.
import { chileDate, HTML_LANG, LANG_LOCALE, langOfPath, pathInLang } from '@lbj/shared';
import { OFFLINE_TEXT as english } from '../app/offline-text.en.ts';
import { OFFLINE_TEXT as french } from '../app/offline-text.fr.ts';
import { OFFLINE_TEXT as spanish } from '../app/offline-text.ts';
import { paths } from '../config/paths.ts';
import { formatChileDateTime } from '../lib/format-date-time.ts';
import {
  DOCUMENTS_CACHE,
  titleOf,
  withCopyLine,
  withKeptPages,
  type KeptPage,
} from './offline-page.ts';
import {
  BOUNDS,
  DATA_CACHE,
  IMAGES_CACHE,
  KEPT_AT_HEADER,
  NETWORK_WAIT_MS,
  PAGES_CACHE,
  TITLE_HEADER,
  buildCacheName,
  cachesToDrop,
  calendarYearPages,
  classifyRequest,
  entriesToDrop,
  isFresh,
  mayKeep,
  publicPagesPattern,
} from './offline-policy.ts';

declare const __LBJ_VERSION__: string;
declare const __LBJ_PAGES__: readonly string[];

/** The parts of the worker's global scope this file uses (the DOM's types lack them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const ORIGIN = scope.location.origin;
const BUILD_CACHE = buildCacheName(__LBJ_VERSION__);
const PAGES = publicPagesPattern(__LBJ_PAGES__);
const TEXTS = { es: spanish, fr: french, en: english } as const;
const OFFLINE_PAGES = (['es', 'fr', 'en'] as const).map((lang) => pathInLang(lang, paths.offline));

scope.addEventListener('install', (event) => {
  // The offline pages first: without them a page never opened would have nothing to show. A new
  // build's worker takes over at once: its pages need its own files.
  event.waitUntil(
    caches
      .open(BUILD_CACHE)
      .then((cache) => cache.addAll(OFFLINE_PAGES))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(cachesToDrop(names, __LBJ_VERSION__).map((n) => caches.delete(n))),
      )
      .then(() => scope.clients.claim())
      .then(keepOpenPages),
  );
});

/**
 * The pages open when the worker first takes over: they loaded before it existed, so it keeps
 * them now (the page a family opened first is kept like the others).
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const client of await scope.clients.matchAll({ type: 'window' })) {
    const facts = { url: client.url, method: 'GET', mode: 'navigate', authorized: false };
    const { pathname, search } = new URL(client.url);
    if (classifyRequest(facts, ORIGIN, PAGES) !== 'page' || isOfflinePage(pathname)) continue;
    if (await cache.match(client.url)) continue;
    try {
      const response = await fetch(`${pathname}${search}`);
      if (mayKeep(factsOf(response))) await cache.put(client.url, await copyToKeep(response, true));
      await keepAlongside(client.url);
    } catch {
      return; // No connection: nothing to keep now.
    }
  }
}

const isOfflinePage = (path: string) => OFFLINE_PAGES.includes(path.replace(/(.)\/$/, '$1'));

const factsOf = (response: Response) => ({
  status: response.status,
  type: response.type,
  redirected: response.redirected,
  cacheControl: response.headers.get('Cache-Control'),
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = classifyRequest(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      authorized: request.headers.has('Authorization'),
    },
    ORIGIN,
    PAGES,
  );
  if (kind === null) return;
  const path = new URL(request.url).pathname;
  if (kind === 'page' && isOfflinePage(path)) {
    event.respondWith(offlinePage(path));
  } else if (kind === 'page') {
    event.respondWith(networkFirst(event, PAGES_CACHE, BOUNDS.pages, true));
  } else if (kind === 'data') {
    event.respondWith(networkFirst(event, DATA_CACHE, BOUNDS.data, false));
  } else if (kind === 'asset') {
    event.respondWith(cacheFirst(event, BUILD_CACHE));
  } else if (kind === 'image') {
    event.respondWith(cacheFirst(event, IMAGES_CACHE, BOUNDS.images.max));
  } else if (kind === 'build-file') {
    event.respondWith(networkFirst(event, BUILD_CACHE, null, false));
  } else {
    event.respondWith(savedDocument(request));
  }
});

const keptAtOf = (response: Response) => Date.parse(response.headers.get(KEPT_AT_HEADER) ?? '');

/**
 * A copy to keep: the body as it came (decoded), its type, when it was kept and, for a page,
 * its title (for /sin-conexion's list).
 */
async function copyToKeep(response: Response, page: boolean): Promise<Response> {
  const headers = new Headers({ 'Content-Type': response.headers.get('Content-Type') ?? '' });
  headers.set(KEPT_AT_HEADER, new Date().toISOString());
  if (!page) return new Response(await response.blob(), { headers });
  const html = await response.text();
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  return new Response(html, { headers });
}

/** Keeps `response` under `request`'s address, then holds the cache to its bounds. */
async function keep(
  cacheName: string,
  request: Request | string,
  response: Response,
  page: boolean,
  bounds: { max: number; maxAgeMs: number } | null,
): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(request, bounds ? await copyToKeep(response, page) : response);
  if (bounds) await trim(cache, bounds);
}

async function trim(cache: Cache, bounds: { max: number; maxAgeMs: number }): Promise<void> {
  const requests = await cache.keys();
  const entries = await Promise.all(
    requests.map(async (kept) => {
      const response = await cache.match(kept);
      return { url: kept.url, keptAt: response ? keptAtOf(response) : Number.NaN };
    }),
  );
  await Promise.all(entriesToDrop(entries, Date.now(), bounds).map((url) => cache.delete(url)));
}

/** The copy kept under `request`, when there is one and it is not too old. */
async function keptCopy(
  cacheName: string,
  request: Request,
  maxAgeMs: number,
): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const copy = await cache.match(request);
  if (!copy) return undefined;
  if (!isFresh(keptAtOf(copy), Date.now(), maxAgeMs)) {
    await cache.delete(request);
    return undefined;
  }
  return copy;
}

const wait = (ms: number) =>
  new Promise<'late'>((resolve) => {
    setTimeout(() => {
      resolve('late');
    }, ms);
  });

/**
 * The network's answer, kept when it may be. Without a network, or after NETWORK_WAIT_MS with
 * none, the copy on the phone (a page with the offline line); without a copy, a page gets
 * /sin-conexion in its language and anything else the network's failure.
 */
async function networkFirst(
  event: FetchEvent,
  cacheName: string,
  bounds: { max: number; maxAgeMs: number } | null,
  page: boolean,
): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    if (mayKeep(factsOf(response))) {
      const kept = keep(cacheName, request, response.clone(), page, bounds);
      event.waitUntil(kept.then(() => (page ? keepAlongside(request.url) : undefined)));
    }
    return response;
  });
  // The copy is looked for only if the network fails or is slow.
  const fromCopy = async () => {
    const copy = await keptCopy(cacheName, request, bounds?.maxAgeMs ?? Infinity);
    return copy && page ? withLine(copy, request.url) : copy;
  };
  event.waitUntil(network.catch(() => undefined));
  const first = await Promise.race([network.catch(() => 'failed' as const), wait(NETWORK_WAIT_MS)]);
  if (first instanceof Response) return first;
  const copy = await fromCopy();
  if (copy) return copy;
  try {
    return await network;
  } catch (error) {
    if (page)
      return offlinePage(pathInLang(langOfPath(new URL(request.url).pathname), paths.offline));
    throw error;
  }
}

/** A kept page with the line that says it is the phone's copy, and of when. */
async function withLine(copy: Response, url: string): Promise<Response> {
  const lang = langOfPath(new URL(url).pathname);
  const when = formatChileDateTime(new Date(keptAtOf(copy)).toISOString(), {
    locale: LANG_LOCALE[lang],
  });
  const html = withCopyLine(await copy.text(), TEXTS[lang].copyLine(when));
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** /sin-conexion (in `path`'s language) with the pages kept on this phone, newest first. */
async function offlinePage(path: string): Promise<Response> {
  const lang = langOfPath(path);
  const build = await caches.open(BUILD_CACHE);
  const page = (await build.match(pathInLang(lang, paths.offline))) ?? (await fetch(path));
  const cache = await caches.open(PAGES_CACHE);
  const kept: (KeptPage & { at: number })[] = [];
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    if (!copy) continue;
    const at = keptAtOf(copy);
    if (!isFresh(at, Date.now(), BOUNDS.pages.maxAgeMs)) continue;
    const url = new URL(request.url);
    const pageLang = langOfPath(url.pathname);
    kept.push({
      path: `${url.pathname}${url.search}`,
      titleHtml: decodeURIComponent(copy.headers.get(TITLE_HEADER) ?? ''),
      keptOn: TEXTS[lang].keptOn(
        formatChileDateTime(new Date(at).toISOString(), { locale: LANG_LOCALE[lang] }),
      ),
      ...(pageLang === lang ? {} : { lang: HTML_LANG[pageLang] }),
      at,
    });
  }
  kept.sort((a, b) => b.at - a.at);
  const html = withKeptPages(await page.text(), kept);
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * What families need most, kept on purpose: opening the calendar keeps the rest of this year's
 * months too (the pages its "previous" and "next" links lead to), in the page's language.
 */
async function keepAlongside(url: string): Promise<void> {
  const { pathname, search } = new URL(url);
  const lang = langOfPath(pathname);
  if (pathname.replace(/\/$/, '') !== pathInLang(lang, paths.calendar) || search !== '') return;
  const month = chileDate(new Date()).slice(0, 7);
  const cache = await caches.open(PAGES_CACHE);
  for (const page of calendarYearPages(pathInLang(lang, paths.calendar), month)) {
    try {
      const response = await fetch(page);
      if (mayKeep(factsOf(response))) await cache.put(page, await copyToKeep(response, true));
    } catch {
      return; // The connection went: what was kept stays.
    }
  }
  await trim(cache, BOUNDS.pages);
}

/** The build's hashed files and the photos: once fetched, from the phone. */
async function cacheFirst(event: FetchEvent, cacheName: string, max?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const copy = await cache.match(event.request);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (mayKeep(factsOf(response))) {
    const kept = cache.put(event.request, response.clone());
    event.waitUntil(max === undefined ? kept : kept.then(() => dropOldest(cache, max)));
  }
  return response;
}

/** Drops the first kept entries (a cache lists them in the order they were put) over `max`. */
async function dropOldest(cache: Cache, max: number): Promise<void> {
  const requests = await cache.keys();
  await Promise.all(
    requests.slice(0, Math.max(0, requests.length - max)).map((r) => cache.delete(r)),
  );
}

/**
 * A document the family saved: the network's current file when there is one (and the saved copy
 * follows it), the saved copy without a connection. A document not saved is the network's.
 */
async function savedDocument(request: Request): Promise<Response> {
  const cache = await caches.open(DOCUMENTS_CACHE);
  const saved = await cache.match(request.url);
  if (!saved) return fetch(request);
  try {
    const response = await fetch(request.url);
    if (mayKeep(factsOf(response))) await cache.put(request.url, response.clone());
    return response;
  } catch {
    return saved;
  }
}
