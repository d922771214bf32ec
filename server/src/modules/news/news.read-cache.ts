import crypto from 'node:crypto';
import type { Clock } from '../../lib/feature-module.ts';
import type { NewsService, Timed } from './news.service.ts';

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

/**
 * What `make` builds from a read of public news (the feed, the sitemap), kept until the next news
 * write or until the read stops holding by itself (a scheduled item's moment, by the injected
 * clock), whichever is first: a cache that cannot hide an item that comes due. A read that raced
 * a write is used once, not kept.
 */
export function cacheUntilChange<T, R>(
  service: Pick<NewsService, 'generation'>,
  now: Clock,
  read: () => Promise<Timed<T>>,
  make: (value: T) => R,
): () => Promise<R> {
  let cached: { value: R; generation: number; until: number } | undefined;
  return async () => {
    const generation = service.generation();
    if (cached?.generation === generation && now().getTime() < cached.until) return cached.value;
    const { value, until } = await read();
    const made = make(value);
    if (generation === service.generation()) cached = { value: made, generation, until };
    return made;
  };
}
