// @time-zones
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections, type ConnectionLimits } from './connection-guard.ts';

const generous: ConnectionLimits = {
  requestTimeoutMs: 60_000,
  minBodyBytesPerSecond: 1,
  bodyRateWindowMs: 60_000,
  maxConnectionsPerAddress: 0,
  maxConnections: 10_000,
};

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A server that reads the whole body, then answers 200 with its length. */
async function start(limits: Partial<ConnectionLimits>, tickMs = 20) {
  const warnings: object[] = [];
  const server = http.createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => response.end(`ok ${String(length)}`));
    request.on('error', () => undefined);
  });
  servers.push(server);
  const guard = guardConnections(
    server,
    { ...generous, ...limits },
    { warn: (details) => warnings.push(details) },
    { tickMs },
  );
  server.on('close', () => guard.stop());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { port: address.port, guard, warnings };
}

interface Client {
  socket: net.Socket;
  /** Everything the server wrote, once the connection has closed. */
  closed: Promise<string>;
  /** Resolves with what the server wrote so far as soon as it writes anything. */
  firstData: Promise<string>;
}

async function connect(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let received = '';
  const firstData = new Promise<string>((resolve) =>
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))),
  );
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed, firstData };
}

const postHead = (length: number) =>
  `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${String(length)}\r\n\r\n`;

describe('connection guard', () => {
  it('cuts a body that trickles in slower than the minimum rate, with 408', async () => {
    const { port, guard } = await start({ minBodyBytesPerSecond: 1_000, bodyRateWindowMs: 100 });
    const client = await connect(port);
    client.socket.write(postHead(100_000));
    client.socket.write('x');
    // The client never sends more: the server must answer and close on its own.
    const reply = await client.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('La solicitud tardó demasiado en llegar');
    expect(guard.cutRequests()).toBe(1);
  });

  it('leaves a body that arrives at once alone, even with a strict rate', async () => {
    const { port, guard } = await start({ minBodyBytesPerSecond: 1_000_000, bodyRateWindowMs: 50 });
    const client = await connect(port);
    client.socket.write(postHead(5) + 'hello');
    expect(await client.firstData).toMatch(/^HTTP\/1\.1 200 [\s\S]*ok 5$/);
    expect(guard.cutRequests()).toBe(0);
  });

  it('cuts a request whose body keeps a good rate but does not finish within the deadline', async () => {
    const { port } = await start({ requestTimeoutMs: 150, bodyRateWindowMs: 60_000 });
    const client = await connect(port);
    client.socket.write(postHead(1_000_000));
    const feeder = setInterval(() => client.socket.write('x'.repeat(100)), 10);
    try {
      expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(feeder);
    }
  });

  it('does not watch requests without a body (GET)', async () => {
    const { port } = await start({ requestTimeoutMs: 1, bodyRateWindowMs: 1 });
    const client = await connect(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await client.firstData).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection over the per-address cap at once, and serves other addresses and established connections', async () => {
    const { port, guard, warnings } = await start({ maxConnectionsPerAddress: 2 });
    const first = await connect(port, '127.0.0.2');
    const second = await connect(port, '127.0.0.2');
    const third = await connect(port, '127.0.0.2');
    // Closed by the server without a byte written.
    expect(await third.closed).toBe('');
    expect(warnings).toContainEqual({ address: '127.0.0.2', limit: 2 });

    const other = await connect(port, '127.0.0.1');
    other.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await other.firstData).toMatch(/^HTTP\/1\.1 200 /);

    first.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await first.firstData).toMatch(/^HTTP\/1\.1 200 /);
    expect(second.socket.destroyed).toBe(false);
    expect(guard.openConnections().get('127.0.0.2')).toBe(2);
  });

  it('frees a slot when a connection closes', async () => {
    const { port, guard } = await start({ maxConnectionsPerAddress: 1 });
    const first = await connect(port, '127.0.0.2');
    first.socket.end();
    await first.closed;
    await expect.poll(() => guard.openConnections().get('127.0.0.2')).toBeUndefined();
    const again = await connect(port, '127.0.0.2');
    again.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await again.firstData).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes connections over the global cap', async () => {
    const { port } = await start({ maxConnections: 2 });
    await connect(port, '127.0.0.2');
    await connect(port, '127.0.0.3');
    const over = await connect(port, '127.0.0.4');
    expect(await over.closed).toBe('');
  });
});
