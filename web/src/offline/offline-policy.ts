// What the service worker may keep on a family's phone, and for how long: pure rules, unit-tested
// here, that the worker (service-worker.ts) applies to each request and response.
import { DOCUMENTS_CACHE } from './offline-page.ts';

/**
 * The caches' names, all under one prefix. The build's own files go with the build; what a family
 * kept stays. (Plain strings: the bundler then leaves out of /guardar.js what it does not use.)
 */
const CACHE_PREFIX = 'lbj-';
/** The build's hashed files, /boot.js and the offline pages: a new build drops them. */
export const buildCacheName = (version: string) => `${CACHE_PREFIX}sitio-${version}`;
/** Pages the phone opened, kept across builds (bounded by KEPT_PAGES). */
export const PAGES_CACHE = 'lbj-paginas';
/** The public JSON that a page's code reads, kept like the pages. */
export const DATA_CACHE = 'lbj-datos';
/** Photos and illustrations (cache first). */
export const IMAGES_CACHE = 'lbj-imagenes';

/** The caches a new build keeps: what families kept, not what the old build was made of. */
const LASTING_CACHES: readonly string[] = [PAGES_CACHE, DATA_CACHE, IMAGES_CACHE, DOCUMENTS_CACHE];

const DAY_MS = 86_400_000;

/** How many of each the phone keeps at most, and for how long. */
export const BOUNDS = {
  pages: { max: 50, maxAgeMs: 30 * DAY_MS },
  data: { max: 50, maxAgeMs: 30 * DAY_MS },
  images: { max: 60, maxAgeMs: Infinity },
} as const;

/** How long a page or its data may take before the copy on the phone is shown instead. */
export const NETWORK_WAIT_MS = 3000;

/** The header a kept copy carries: when the phone kept it (ISO 8601). */
export const KEPT_AT_HEADER = 'X-Lbj-Guardada';
/** The header a kept page carries: its <title>, URI-encoded (a header holds Latin-1 only). */
export const TITLE_HEADER = 'X-Lbj-Titulo';

export type RequestKind = 'page' | 'asset' | 'build-file' | 'image' | 'data' | 'document';

/** What the worker reads of a request. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens. */
  mode: string;
  /** Whether the request carries `Authorization` (a staff session). */
  authorized: boolean;
}

/** The staff's pages and API: never kept, never answered by the worker. */
const STAFF = /^\/adminlbj_/;
/** Vite's hashed files: their bytes never change under their name. */
const ASSET = /^\/assets\/[^/]+$/;
/** The build's files at fixed names, fetched network first and kept for this build. */
const BUILD_FILES = new Set(['/boot.js', '/guardar.js', '/manifest.webmanifest']);
const IMAGE = /^\/(uploads|images|icons|generated)\/[^?#]+\.(avif|webp|png|jpe?g|svg|gif)$/i;
/** A document's current file and its versions (a version never changes). */
const DOCUMENT = /^\/documentos\/\d+(\/versiones\/\d+)?\.pdf$/;
/**
 * The public JSON that public pages' code reads when it has no page data (a change of /news's
 * search, /galeria's years, /admision's process…): GET, no session. The staff's lists and the
 * forms' stamps are private or `no-store` and are never kept either way (see `mayKeep`).
 */
const PUBLIC_DATA = [
  /^\/api\/news$/,
  /^\/api\/news\/\d+$/,
  /^\/api\/calendar\/proximos$/,
  /^\/api\/documents$/,
  /^\/api\/supplies\/vigente$/,
  /^\/api\/gallery\/years$/,
  /^\/api\/gallery\/\d{4}\/photos$/,
  /^\/api\/facebook-photos$/,
  /^\/api\/admissions$/,
];
/** A query that only staff send (drafts): never kept, even if it came without a session. */
const STAFF_QUERY = /[?&]incluir=/;

/**
 * The public pages' addresses as one expression, from the build's list of paths (`/news/:slug`
 * stands for one segment), in every language: `/historia`, `/fr/historia`, `/en/`.
 */
export function publicPagesPattern(paths: readonly string[]): RegExp {
  const alternatives = paths
    .filter((path) => !STAFF.test(path))
    .map((path) =>
      path === '/'
        ? ''
        : path
            .split('/')
            .map((part) =>
              part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/'),
    );
  return new RegExp(`^(?:/(?:fr|en))?(?:${alternatives.join('|')})/?$`);
}

/**
 * Which rule a request falls under, or null when the worker must leave it alone (the browser
 * then does what it does without a worker): anything but GET, another origin, a request with a
 * session, the staff's pages, and every address not on the lists above.
 */
export function classifyRequest(
  facts: RequestFacts,
  origin: string,
  pages: RegExp,
): RequestKind | null {
  if (facts.method !== 'GET' || facts.authorized) return null;
  const url = new URL(facts.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (STAFF.test(path)) return null;
  if (facts.mode === 'navigate') {
    if (DOCUMENT.test(path)) return 'document';
    return pages.test(path) ? 'page' : null;
  }
  if (ASSET.test(path)) return 'asset';
  if (BUILD_FILES.has(path)) return 'build-file';
  if (IMAGE.test(path)) return 'image';
  if (DOCUMENT.test(path)) return 'document';
  if (PUBLIC_DATA.some((rule) => rule.test(path)) && !STAFF_QUERY.test(url.search)) return 'data';
  return null;
}

/** What the worker reads of a response. */
export interface ResponseFacts {
  status: number;
  /** `basic` for the site's own answer; `opaque`, `cors`, `error` otherwise. */
  type: string;
  redirected: boolean;
  cacheControl: string | null;
}

/**
 * Whether a response may be kept: the site's own 200, not reached through a redirect (a kept
 * redirect outlives the reason for it), and not marked `no-store` or `private` (a form's page
 * with its signed stamp, anything for one person).
 */
export function mayKeep(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return !/\b(no-store|private)\b/i.test(response.cacheControl ?? '');
}

/** A kept entry, as the bounds see it. */
export interface KeptEntry {
  url: string;
  /** When it was kept, in milliseconds; NaN when unknown. */
  keptAt: number;
}

/**
 * The entries to delete so that at most `max` remain, none older than `maxAgeMs`: the expired
 * ones, then the least recently kept. An entry without a date counts as the oldest.
 */
export function entriesToDrop(
  entries: readonly KeptEntry[],
  now: number,
  { max, maxAgeMs }: { max: number; maxAgeMs: number },
): string[] {
  const at = (entry: KeptEntry) => (Number.isNaN(entry.keptAt) ? -Infinity : entry.keptAt);
  const expired = entries.filter((entry) => !(now - at(entry) <= maxAgeMs));
  const fresh = entries
    .filter((entry) => now - at(entry) <= maxAgeMs)
    .sort((a, b) => at(b) - at(a));
  return [...expired, ...fresh.slice(max)].map((entry) => entry.url);
}

/** Whether a copy kept at `keptAt` may still be shown. */
export const isFresh = (keptAt: number, now: number, maxAgeMs: number): boolean =>
  now - keptAt <= maxAgeMs;

/** The caches to delete when a build's worker takes over: the other builds' own. */
export function cachesToDrop(names: readonly string[], version: string): string[] {
  const current = buildCacheName(version);
  return names.filter(
    (name) => name.startsWith(CACHE_PREFIX) && name !== current && !LASTING_CACHES.includes(name),
  );
}

/** Adds `months` to a `YYYY-MM` month. */
function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + index - 1 + months;
  return `${String(Math.floor(total / 12))}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * The calendar's other pages that, with the one opened (`/calendario`, the three months from
 * `month`), cover the whole of `month`'s year: the pages its "previous" and "next" links lead
 * to, three months at a time, at least one each way, so that those links work without a
 * connection too.
 */
export function calendarYearPages(calendarPath: string, month: string): string[] {
  const year = month.slice(0, 4);
  const pages: string[] = [];
  let start = month;
  do {
    start = addMonths(start, 3);
    pages.push(`${calendarPath}?mes=${start}`);
  } while (addMonths(start, 2) < `${year}-12`);
  // Back until a page's three months reach January of the year.
  start = month;
  do {
    start = addMonths(start, -3);
    pages.push(`${calendarPath}?mes=${start}`);
  } while (start > `${year}-01`);
  return pages;
}
