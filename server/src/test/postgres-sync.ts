// Synchronous queries on a test's PostgreSQL database, for the checks tests make synchronously
// (the rows that must not have changed, read after every test). A worker thread keeps one
// connection open and this thread waits on a shared flag for its answer: a query costs a round
// trip, where a psql process per query cost tens of milliseconds each.
import {
  Worker,
  MessageChannel,
  receiveMessageOnPort,
  type MessagePort,
} from 'node:worker_threads';

let channel: { worker: Worker; port: MessagePort; flag: Int32Array } | undefined;

function open(): NonNullable<typeof channel> {
  if (channel) return channel;
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./postgres-sync.worker.ts', import.meta.url), {
    workerData: { port: port2, flag },
    transferList: [port2],
  });
  // Neither keeps the test process alive: the worker's connections end with it.
  worker.unref();
  port1.unref();
  channel = { worker, port: port1, flag };
  return channel;
}

/** Runs `query` on the database at `url` and returns its rows, blocking until they come. */
export function queryPostgresSync(url: string, query: string): Record<string, unknown>[] {
  const { port, flag } = open();
  Atomics.store(flag, 0, 0);
  port.postMessage({ url, query });
  // A bound that only a dead worker reaches, so that a broken test fails instead of hanging.
  if (Atomics.wait(flag, 0, 0, 120_000) === 'timed-out') {
    throw new Error('The PostgreSQL worker did not answer within 2 minutes');
  }
  const message = receiveMessageOnPort(port)?.message as
    { rows: Record<string, unknown>[] } | { error: string } | undefined;
  if (message === undefined) throw new Error('The PostgreSQL worker gave no answer');
  if ('error' in message) throw new Error(message.error);
  return message.rows;
}
