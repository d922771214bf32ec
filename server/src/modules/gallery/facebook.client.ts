import { LIMITS, chileYear } from '@lbj/shared';
import { z } from 'zod';

/**
 * The only module that knows the Graph API address and the page token. Nothing it throws or
 * returns carries the token: paging URLs contain it, so they are followed but never exposed.
 */

export interface FacebookClientOptions {
  graphUrl: string;
  graphVersion: string;
  pageId: string;
  accessToken: string;
  fetch: typeof fetch;
  /**
   * The signal that ends one upstream call (its response body too) as timed out; by default
   * 10 s after the call starts. Tests pass their own, to end a call that hangs when they choose.
   */
  deadline?: () => AbortSignal;
  /** Guard against endless paging; 100 pages of 100 photos. */
  maxPages?: number;
}

export interface FacebookClient {
  /** URLs of the page's uploaded photos of `year` (America/Santiago), newest first. */
  photosOfYear(year: number, signal?: AbortSignal): Promise<string[]>;
  /** Years (America/Santiago) that have at least one uploaded photo, newest first. */
  photoYears(signal?: AbortSignal): Promise<number[]>;
}

export type FacebookErrorKind = 'timeout' | 'network' | 'status' | 'malformed' | 'aborted';

/** A Graph API failure with a fixed, token-free description that is safe to log. */
export class FacebookError extends Error {
  constructor(
    public readonly kind: FacebookErrorKind,
    public readonly upstreamStatus?: number,
    public readonly graphCode?: number,
  ) {
    super(
      `Graph API ${kind}` +
        (upstreamStatus === undefined ? '' : ` (HTTP ${String(upstreamStatus)})`) +
        (graphCode === undefined ? '' : ` (code ${String(graphCode)})`),
    );
    this.name = 'FacebookError';
  }
}

const FACEBOOK_TIMEOUT_MS = 10_000;
/** Largest rendition width handed to the browser. */
const FACEBOOK_MAX_WIDTH = 2048;
const PAGE_SIZE = 100;
const DEFAULT_MAX_PAGES = 100;

const renditionSchema = z.object({
  source: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const photoSchema = z.object({
  created_time: z.string(),
  images: z.array(z.unknown()).optional(),
});

const pageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z.object({ next: z.string().optional() }).optional(),
});

const graphErrorSchema = z.object({ error: z.object({ code: z.number().optional() }) });

interface GraphPhoto {
  created: Date;
  /** Renditions as sent; each is checked when one is picked. */
  images: readonly unknown[];
}

/** Graph writes offsets without a colon (`+0000`); Date.parse wants ISO 8601 (`+00:00`). */
export function parseGraphTime(raw: string): Date | null {
  const iso = raw.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The largest rendition no wider than 2048 px; when every rendition is wider, the narrowest.
 * Only https sources are accepted: the URL ends up in an `href` and an `src` on the site.
 */
export function pickRendition(images: readonly unknown[]): string | null {
  const usable = images
    .map((image) => renditionSchema.safeParse(image))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((image) => isHttpsUrl(image.source));
  if (usable.length === 0) return null;
  const byWidth = [...usable].sort((a, b) => a.width - b.width);
  const fitting = byWidth.filter((image) => image.width <= FACEBOOK_MAX_WIDTH);
  return (fitting.at(-1) ?? byWidth[0])?.source ?? null;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function createFacebookClient(options: FacebookClientOptions): FacebookClient {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const graphOrigin = new URL(options.graphUrl).origin;

  function firstPageUrl(fields: string): string {
    const url = new URL(
      `${options.graphUrl}/${options.graphVersion}/${encodeURIComponent(options.pageId)}/photos`,
    );
    url.searchParams.set('type', 'uploaded');
    url.searchParams.set('fields', fields);
    url.searchParams.set('limit', String(PAGE_SIZE));
    url.searchParams.set('access_token', options.accessToken);
    return url.toString();
  }

  /** One page of photos. Every failure becomes a FacebookError built from fixed text only. */
  async function fetchPage(
    url: string,
    signal: AbortSignal | undefined,
  ): Promise<{ photos: GraphPhoto[]; entries: number; next: string | undefined }> {
    const timeout = options.deadline?.() ?? AbortSignal.timeout(FACEBOOK_TIMEOUT_MS);
    const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let status: number;
    let text: string;
    try {
      const response = await options.fetch(url, {
        signal: combined,
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch {
      if (timeout.aborted) throw new FacebookError('timeout');
      if (signal?.aborted) throw new FacebookError('aborted');
      throw new FacebookError('network');
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw status >= 200 && status < 300
        ? new FacebookError('malformed', status)
        : new FacebookError('status', status);
    }
    if (status < 200 || status >= 300) {
      const graphError = graphErrorSchema.safeParse(json);
      throw new FacebookError(
        'status',
        status,
        graphError.success ? graphError.data.error.code : undefined,
      );
    }

    const page = pageSchema.safeParse(json);
    if (!page.success) throw new FacebookError('malformed', status);

    const photos: GraphPhoto[] = [];
    for (const item of page.data.data) {
      const parsed = photoSchema.safeParse(item);
      if (!parsed.success) continue;
      const created = parseGraphTime(parsed.data.created_time);
      if (!created) continue;
      photos.push({ created, images: parsed.data.images ?? [] });
    }

    const next = page.data.paging?.next;
    // Never follow a link off the Graph host: it carries the token.
    if (next !== undefined && !sameOrigin(next, graphOrigin)) {
      throw new FacebookError('malformed', status);
    }
    return { photos, entries: page.data.data.length, next };
  }

  /**
   * Walks the pages newest first and calls `visit` with each page; stops when `visit` says
   * the wanted range is passed, when there is no next page, or after `maxPages`.
   */
  async function walk(
    fields: string,
    signal: AbortSignal | undefined,
    visit: (photos: GraphPhoto[]) => 'continue' | 'stop',
  ): Promise<void> {
    let url: string | undefined = firstPageUrl(fields);
    for (let pageCount = 0; url !== undefined && pageCount < maxPages; pageCount++) {
      const page = await fetchPage(url, signal);
      if (visit(page.photos) === 'stop' || page.entries === 0) return;
      url = page.next;
    }
  }

  return {
    async photosOfYear(year, signal) {
      const urls: string[] = [];
      await walk('images,created_time', signal, (photos) => {
        let passed = false;
        for (const photo of photos) {
          const photoYear = chileYear(photo.created);
          if (photoYear === year) {
            const url = pickRendition(photo.images);
            if (url !== null) urls.push(url);
          } else if (photoYear < year) {
            passed = true;
          }
        }
        return passed ? 'stop' : 'continue';
      });
      return urls;
    },

    async photoYears(signal) {
      const years = new Set<number>();
      await walk('created_time', signal, (photos) => {
        for (const photo of photos) {
          const photoYear = chileYear(photo.created);
          if (photoYear >= LIMITS.galleryFirstYear) years.add(photoYear);
        }
        return 'continue';
      });
      return [...years].sort((a, b) => b - a);
    },
  };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
