import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { VALID_FIELDS, fullState, newsCalls } from './news.test-support.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const MB = 1024 * 1024;
const BOUNDARY = 'lbj-stream-boundary';

function textPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

it.each([
  { method: 'POST', fields: VALID_FIELDS },
  { method: 'PATCH', fields: { titulo: 'Cambiado' } },
] as const)(
  '$method cuts a 50 MB image at 5 MB while it is still arriving: 413, and the server read about 5 MB',
  async ({ method, fields }) => {
    t = await createTestApp();
    await createAdmin(t.dataDir);
    const token = await loginAs(t.app);
    const app = t.app;
    // PATCH changes an existing item; POST starts from an empty site.
    const existing =
      method === 'PATCH' ? await newsCalls(() => ({ app, token })).publishValid() : undefined;
    const before = fullState(t.dataDir);
    const sockets: Socket[] = [];
    t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    const head = Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => textPart(name, value))
        .join('') +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagen"; filename="grande.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const imageBytes = 50 * MB;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: existing ? API_PATHS.newsItem(existing.id) : API_PATHS.news,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + imageBytes + tail.length,
      },
    });
    // The server may close the connection once it has answered: not an error of this test.
    request.on('error', () => undefined);
    let response: http.IncomingMessage | undefined;
    let serverReadWhenAnswered = 0;
    let sentWhenAnswered = 0;
    let sent = 0;
    const answered = new Promise<http.IncomingMessage>((resolve) => {
      request.on('response', (incoming) => {
        response = incoming;
        serverReadWhenAnswered = sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
        sentWhenAnswered = sent;
        resolve(incoming);
      });
    });

    // A JPEG's first bytes, then filler, written as fast as the connection takes them
    // (backpressure respected), until the server answers or all 50 MB are out.
    const chunk = Buffer.alloc(64 * 1024, 0x55);
    chunk.set([0xff, 0xd8, 0xff, 0xe0]);
    request.write(head);
    while (response === undefined && sent < imageBytes) {
      const drained = request.write(chunk);
      sent += chunk.length;
      if (!drained) await Promise.race([once(request, 'drain'), answered]);
    }
    const incoming = await answered;
    const chunks: Buffer[] = [];
    for await (const part of incoming) chunks.push(part as Buffer);
    request.destroy();

    expect(incoming.statusCode).toBe(413);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      statusCode: 413,
      error: MESSAGES.imageTooLarge,
      message: MESSAGES.imageTooLarge,
      field: 'imagen',
    });
    // Answered long before the client was done: it had sent well under half of the image...
    expect(sentWhenAnswered).toBeLessThan(imageBytes / 2);
    // ...and the server had read the 5 MB it may hold, plus what sits in socket buffers, not 50.
    expect(serverReadWhenAnswered).toBeGreaterThan(LIMITS.imageMaxBytes);
    expect(serverReadWhenAnswered).toBeLessThan(LIMITS.imageMaxBytes + 4 * MB);
    // Nothing stored, nothing changed.
    expect(fullState(t.dataDir)).toEqual(before);
  },
);
