import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';
import { createTestApp, type TestApp } from './test/helpers.ts';

// Through the real app: the limits in config reach the listening server.

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listen(env: Record<string, string>): Promise<number> {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

/** A raw connection; `reply` resolves with all the server wrote once it closes. */
async function connect(port: number, localAddress: string) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const reply = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  return { socket, reply };
}

describe('connection limits of the app', () => {
  it('a login body trickled slower than BODY_MIN_BYTES_PER_SECOND is cut with 408 and the Spanish message', async () => {
    const port = await listen({ BODY_MIN_BYTES_PER_SECOND: '1000', BODY_RATE_WINDOW_SECONDS: '1' });
    const { socket, reply } = await connect(port, '127.0.0.2');
    socket.write(
      `POST ${API_PATHS.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
    );
    const written = await reply;
    expect(written).toMatch(/^HTTP\/1\.1 408 /);
    expect(written).toContain(STORAGE_MESSAGES.requestTimeout);
  });

  it('headers over 16 KB get a 431 in Spanish, in the API error shape', async () => {
    const port = await listen({});
    const { socket, reply } = await connect(port, '127.0.0.1');
    socket.write(
      `DELETE /api/news/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const written = await reply;
    expect(written).toMatch(/^HTTP\/1\.1 431 /);
    const body = written.slice(written.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      error: STORAGE_MESSAGES.headersTooLarge,
      message: STORAGE_MESSAGES.headersTooLarge,
    });
  });

  it('a request line the parser cannot read gets a 400 in Spanish', async () => {
    const port = await listen({});
    const { socket, reply } = await connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost x sin dos puntos\r\n\r\n');
    const written = await reply;
    expect(written).toMatch(/^HTTP\/1\.1 400 /);
    expect(written).toContain(JSON.stringify(MESSAGES.badRequest));
  });

  it('a connection over MAX_CONNECTIONS_PER_IP is closed at once while another address is served', async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_IP: '2' });
    await connect(port, '127.0.0.2');
    await connect(port, '127.0.0.2');
    const over = await connect(port, '127.0.0.2');
    expect(await over.reply).toBe('');

    const response = await fetch(`http://127.0.0.1:${String(port)}${API_PATHS.health}`);
    expect(response.status).toBe(200);
  });

  it('behind a trusted proxy the per-address cap is off unless set', async () => {
    await listen({ TRUST_PROXY: 'true' });
    expect(t?.config.connections.maxConnectionsPerAddress).toBe(0);
  });
});
