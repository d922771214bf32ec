import type { AuditRecorder } from '../../lib/audit.ts';
import { singleProcessFeed, type ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createNewsListing, type NewsListing } from './news.listing.ts';
import { createNewsPublishing, type NewsPublishing } from './news.publishing.ts';
import { cacheUntilChange, newsDocument, type NewsDocument } from './news.read-cache.ts';
import type { NewsRepository } from './news.repository.ts';
import { createShareImages } from './news.share-image.ts';
import { createNewsTranslating, type NewsTranslating } from './news.translations.ts';

// The news service: the reads (news.listing.ts) and the writes (news.publishing.ts, and
// news.translations.ts for the items' translations) over one repository and one image store, and
// the cached public list. Every write bumps one counter; each cache made from reads (the list
// here, the feed, the sitemap, the item pages) starts again when it changes. With several
// processes, another one's write bumps it too (its notification), and so does the feed's epoch.

/** The serialized list and its validator, ready to send as they are. */
export type NewsSnapshot = NewsDocument;

export interface NewsService extends NewsListing, NewsPublishing, NewsTranslating {
  /** Changes on every write: a cache made from reads keeps the value it started with. */
  generation(): number;
  /** GET /api/news: every public item, newest first; cached in memory until it can change. */
  snapshot(): Promise<NewsSnapshot>;
  /** The cached snapshot, while it holds: lets the hot path skip a promise. */
  cachedSnapshot(): NewsSnapshot | undefined;
}

export interface NewsServiceDeps {
  repository: NewsRepository;
  images: ImageStore;
  now: Clock;
  log: WarnLogger;
  /** The activity log, written after each change (services built for a test may go without). */
  audit?: AuditRecorder;
  /** Tells the other server processes of each write, and hears of theirs (ADR 0052). */
  changes?: ChangeFeed;
}

export function createNewsService({
  repository,
  images,
  now,
  log,
  audit,
  changes = singleProcessFeed,
}: NewsServiceDeps): NewsService {
  // Bumped after every write, so that a read that raced a write is never kept by a cache. Both
  // terms only ever grow, so their sum changes whenever either does.
  let generation = 0;
  const writes = { generation: () => generation + changes.epoch() };
  const changed = () => {
    generation++;
    changes.publish('news');
  };
  changes.subscribe('news', () => void generation++);
  const shareImages = createShareImages({ images, log });

  const listing = createNewsListing({ repository, images, shareImages, now });
  const publishing = createNewsPublishing({
    repository,
    images,
    shareImages,
    now,
    log,
    audit,
    changed,
  });
  const translating = createNewsTranslating({
    repository,
    images,
    now,
    audit,
    changed,
  });
  // The list as sent: serialized once, with an ETag of its bytes, until the next write or until
  // a scheduled item comes due, whichever is first.
  const snapshot = cacheUntilChange(
    writes,
    now,
    () => listing.publicList(),
    (items) => newsDocument(JSON.stringify(items)),
  );

  return {
    ...listing,
    ...publishing,
    ...translating,
    generation: writes.generation,
    snapshot,
    cachedSnapshot: snapshot.peek,
  };
}
