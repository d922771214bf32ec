import crypto from 'node:crypto';
import pg from 'pg';
import type { WarnLogger } from './feature-module.ts';

/** What a process keeps in memory from the database and must drop when another one writes. */
type ChangeTopic = 'news' | 'photos' | 'supplies';

/**
 * How the server processes that share one database tell each other that something they keep in
 * memory changed (ADR 0052). On SQLite there is one process: nothing is sent, nothing expires.
 */
export interface ChangeFeed {
  /** Tells the other processes that `topic` changed; call once the write is committed. */
  publish(topic: ChangeTopic): void;
  /**
   * Calls `onChange` when another process publishes `topic`, and after the feed's connection was
   * lost and made again (a change may have been missed meanwhile).
   */
  subscribe(topic: ChangeTopic, onChange: () => void): void;
  /**
   * A number that moves on by itself every MAX_AGE_MS with several processes (always 0 with one):
   * a cache that holds what it read only while this stays the same keeps nothing longer, even if
   * a notification was missed.
   */
  epoch(): number;
  close(): Promise<void>;
}

/** The longest a process keeps what another process may have changed, if told nothing. */
export const MAX_AGE_MS = 2_000;

/** One process: nothing to tell anyone. */
export const singleProcessFeed: ChangeFeed = {
  publish: () => undefined,
  subscribe: () => undefined,
  epoch: () => 0,
  close: () => Promise.resolve(),
};

const CHANNEL = 'lbj_changes';
const TOPICS: readonly ChangeTopic[] = ['news', 'photos', 'supplies'];

export interface PostgresChangeFeedOptions {
  url: string;
  /** Sends the notifications (the app's small pool of coordination connections). */
  pool: pg.Pool;
  log: WarnLogger & { info(details: object, message: string): void };
  /** Milliseconds of a clock that never goes back; tests move it by hand. */
  monotonic?: () => number;
  /** The wait before connecting again after the listening connection was lost. */
  retryMs?: number;
}

/**
 * LISTEN/NOTIFY on a connection of its own, made again whenever it is lost; every subscriber is
 * called after a reconnection. The epoch is the fallback for a notification missed all the same.
 */
export async function postgresChangeFeed(options: PostgresChangeFeedOptions): Promise<ChangeFeed> {
  const { url, pool, log, retryMs = 1_000 } = options;
  const monotonic = options.monotonic ?? (() => performance.now());
  // Each process's own notifications come back to it; it has dropped its caches already.
  const origin = crypto.randomUUID();
  const subscribers = new Map<ChangeTopic, (() => void)[]>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const call = (topic: ChangeTopic) => {
    for (const onChange of subscribers.get(topic) ?? []) onChange();
  };

  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ reason: error?.message ?? 'ended' }, 'change notifications lost; reconnecting');
      retry = setTimeout(() => void connect(true).catch(onRetryFailed), retryMs);
      retry.unref();
    };
    const onRetryFailed = (error: unknown) => {
      if (closed) return;
      log.warn({ reason: (error as Error).message }, 'change notifications: reconnect failed');
      retry = setTimeout(() => void connect(true).catch(onRetryFailed), retryMs);
      retry.unref();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      const [topic, from] = (message.payload ?? '').split(' ');
      if (from === origin || !TOPICS.includes(topic as ChangeTopic)) return;
      call(topic as ChangeTopic);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (again) {
      log.info({}, 'change notifications back; caches dropped');
      for (const topic of TOPICS) call(topic);
    }
  };

  await connect(false);

  return {
    publish(topic) {
      pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, `${topic} ${origin}`])
        .catch((error: unknown) => {
          // The others drop their copy within MAX_AGE_MS anyway.
          log.warn({ reason: (error as Error).message, topic }, 'change notification not sent');
        });
    },
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
    },
    epoch: () => Math.floor(monotonic() / MAX_AGE_MS),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
