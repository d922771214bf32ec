// The worker behind postgres-sync.ts: one connection per database URL, kept for the test file's
// life, answering each query on the port and then waking the waiting thread through the flag.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import pg from 'pg';

interface Request {
  url: string;
  query: string;
}

const { port, flag } = workerData as { port: MessagePort; flag: Int32Array };
const clients = new Map<string, Promise<pg.Client>>();

function clientFor(url: string): Promise<pg.Client> {
  let client = clients.get(url);
  if (!client) {
    const created = new pg.Client({ connectionString: url });
    // A dropped connection is opened again at the next query.
    created.on('error', () => clients.delete(url));
    client = created.connect().then(() => created);
    clients.set(url, client);
  }
  return client;
}

port.on('message', (request: Request) => {
  void (async () => {
    try {
      const client = await clientFor(request.url);
      const { rows } = await client.query(request.query);
      port.postMessage({ rows });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    }
  })();
});
parentPort?.unref();
