import crypto from 'node:crypto';
import type { Clock } from '../../lib/feature-module.ts';

/** A document made from public news, as sent: the bytes and their ETag. */
export interface NewsDocument {
  body: Buffer;
  etag: string;
}

/** The document of this text, with a strong ETag of its bytes (it changes whenever they do). */
export function newsDocument(text: string): NewsDocument {
  const body = Buffer.from(text);
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return { body, etag: `"${hash}"` };
}

/** A read that stays true until the next write or until `until` (ms), whichever is first. */
export interface Timed<T> {
  value: T;
  /** When a scheduled item comes due and the answer changes by itself; Infinity when never. */
  until: number;
}

/** What tells the cache that news changed: a number that changes on every news write. */
export interface WriteCount {
  generation(): number;
}

/** A cached read: calling it gives the kept value while it holds, else reads again. */
export interface CachedRead<R> {
  (): Promise<R>;
  /** The kept value while it holds, else undefined, without reading: lets a hot path skip a promise. */
  peek: () => R | undefined;
}

/**
 * What `make` builds from a read of public news (the list, the feed, the sitemap), kept until the
 * next news write or until the read stops holding by itself (a scheduled item's moment, by the
 * injected clock), whichever is first: a cache that cannot hide an item that comes due. A read
 * that raced a write is used once, not kept.
 */
export function cacheUntilChange<T, R>(
  writes: WriteCount,
  now: Clock,
  read: () => Promise<Timed<T>>,
  make: (value: T) => R,
): CachedRead<R> {
  let cached: { value: R; generation: number; until: number } | undefined;
  const holding = () =>
    cached !== undefined &&
    cached.generation === writes.generation() &&
    now().getTime() < cached.until
      ? cached
      : undefined;

  const get = async () => {
    const kept = holding();
    if (kept) return kept.value;
    const generation = writes.generation();
    const { value, until } = await read();
    const made = make(value);
    if (generation === writes.generation()) cached = { value: made, generation, until };
    return made;
  };
  return Object.assign(get, { peek: () => holding()?.value });
}
