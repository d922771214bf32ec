// @time-zones
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { CHILE_YEAR_TOKEN, chileYear } from '@lbj/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRequestContext } from '../lib/feature-module.ts';
import {
  chooseEncoding,
  insertBanner,
  pageRequestContext,
  registerHtmlDelivery,
  type PageBanner,
} from './html-delivery.ts';

// The last step of every HTML document, on its own: a bare Fastify app whose routes answer
// fixed documents, so each rule (which payloads it touches, ETags, 304s, compression and the
// compressed-document cache) is checked on exactly the bytes it sends.

const ORIGIN = 'https://colegio.example';
const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A document of `size` bytes with a distinct text, so that each one has its own ETag. */
function page(text: string, size = 2_000): string {
  const head = `<!doctype html><html><body><h1>${text}</h1>`;
  const tail = '</body></html>';
  return head + 'a'.repeat(Math.max(0, size - head.length - tail.length)) + tail;
}

interface Logged {
  level: number;
  msg: string;
  err?: { message: string };
}

function deliveryApp(banner: PageBanner = () => Promise.resolve(null)) {
  const logs: Logged[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as Logged) },
    },
  });
  apps.push(app);
  registerHtmlDelivery(app, { origin: ORIGIN, banner });
  app.get<{ Params: { name: string } }>('/p/:name', (request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(request.params.name)),
  );
  return { app, logs };
}

const brotliAt = (html: string, quality: number) =>
  zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

describe('chooseEncoding: the Accept-Encoding header', { tags: ['zone-free'] }, () => {
  it.each([
    ['br;q=0.5, gzip', 'br'],
    ['  BR ; q=0 , gzip', 'gzip'],
    ['gzip; q=0, deflate', 'identity'],
    ['*;q=0', 'identity'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['br;level=1, gzip', 'br'],
    ['', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('pageRequestContext', { tags: ['zone-free'] }, () => {
  it('gives the address on the public origin and the cookies by name', async () => {
    const app = Fastify();
    apps.push(app);
    let seen: PageRequestContext | undefined;
    app.get('/noticias', (request) => {
      seen = pageRequestContext(request, ORIGIN);
      return 'ok';
    });
    await app.inject({
      url: '/noticias?pagina=2',
      headers: { cookie: 'aviso-cerrado=abc; otra=1' },
    });
    expect(seen?.url.href).toBe(`${ORIGIN}/noticias?pagina=2`);
    expect(seen?.cookies).toEqual({ 'aviso-cerrado': 'abc', otra: '1' });
  });

  it('has no cookies when the request sends none', async () => {
    const app = Fastify();
    apps.push(app);
    let seen: PageRequestContext | undefined;
    app.get('/', (request) => {
      seen = pageRequestContext(request, ORIGIN);
      return 'ok';
    });
    await app.inject({ url: '/' });
    expect(seen?.cookies).toEqual({});
  });
});

describe('insertBanner', { tags: ['zone-free'] }, () => {
  it('puts the banner right after the <body> tag, whatever its attributes', () => {
    expect(insertBanner('<html><BODY class="x"><main></main></BODY></html>', '<p>b</p>')).toBe(
      '<html><BODY class="x"><p>b</p><main></main></BODY></html>',
    );
  });

  it('leaves the page as it is without a banner', () => {
    expect(insertBanner('<body><main></main></body>', null)).toBe('<body><main></main></body>');
    expect(insertBanner('<body><main></main></body>', '')).toBe('<body><main></main></body>');
  });

  it('does not take <bodyguard> for <body>', () => {
    expect(insertBanner('<bodyguard></bodyguard>', '<p>b</p>')).toBe('<bodyguard></bodyguard>');
  });
});

describe('which replies are touched', { tags: ['zone-free'] }, () => {
  it('leaves JSON alone', async () => {
    const { app } = deliveryApp();
    app.get('/api/x', () => ({ titulo: 'hola' }));
    const response = await app.inject({ url: '/api/x', headers: { 'accept-encoding': 'br' } });
    expect(response.json()).toEqual({ titulo: 'hola' });
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an HTML reply sent as bytes (a file) alone', async () => {
    const { app } = deliveryApp();
    const html = page('archivo');
    app.get('/file', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(Buffer.from(html)),
    );
    const response = await app.inject({ url: '/file', headers: { 'accept-encoding': 'br' } });
    expect(response.body).toBe(html);
    expect(response.headers.etag).toBeUndefined();
  });

  it('leaves a string reply without a content type alone', async () => {
    const app = Fastify();
    apps.push(app);
    // Runs before the delivery hook and takes the type away.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('content-type');
      return payload;
    });
    registerHtmlDelivery(app, { origin: ORIGIN, banner: () => Promise.resolve(null) });
    app.get('/raw', () => page('sin tipo'));
    const response = await app.inject({ url: '/raw', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page('sin tipo'));
    expect(response.headers.etag).toBeUndefined();
  });
});

describe("the footer's year", () => {
  /** An app whose one document carries the year token twice, on a clock the test moves. */
  function yearApp() {
    const clock = { now: new Date('2026-01-01T02:59:59Z') };
    const app = Fastify();
    apps.push(app);
    registerHtmlDelivery(app, {
      origin: ORIGIN,
      banner: () => Promise.resolve(null),
      now: () => clock.now,
    });
    app.get('/', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(`<footer>© ${CHILE_YEAR_TOKEN}</footer><p>${CHILE_YEAR_TOKEN}</p>`),
    );
    return { app, clock };
  }

  it('is the year in Chile at the moment of the request, every time the token appears', async () => {
    const { app, clock } = yearApp();
    // 23:59:59 on 31 December in Chile (UTC-3 in summer), already 2026 in UTC.
    expect((await app.inject({ url: '/' })).body).toBe('<footer>© 2025</footer><p>2025</p>');
    clock.now = new Date('2026-01-01T03:00:00Z');
    expect((await app.inject({ url: '/' })).body).toBe('<footer>© 2026</footer><p>2026</p>');
  });

  it('gives the page a new ETag when the year changes, so a copy from last year is sent again', async () => {
    const { app, clock } = yearApp();
    const etag = String((await app.inject({ url: '/' })).headers.etag);
    clock.now = new Date('2026-01-01T03:00:00Z');
    const response = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('© 2026');
  });

  it('reads the real clock when none is given', async () => {
    const { app } = deliveryApp();
    app.get('/anio', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<p>${CHILE_YEAR_TOKEN}</p>`),
    );
    const year = Number(/<p>(\d{4})<\/p>/.exec((await app.inject({ url: '/anio' })).body)?.[1]);
    const now = new Date();
    expect([chileYear(now), chileYear(new Date(now.getTime() + 60_000))]).toContain(year);
  });
});

describe('a banner that fails', () => {
  it('is logged with its error, and the page goes out without it', async () => {
    const { app, logs } = deliveryApp(() => Promise.reject(new Error('sin base de datos')));
    const response = await app.inject({ url: '/p/uno' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page('uno'));
    const logged = logs.find((line) => line.msg === 'could not build the notice banner');
    expect(logged?.err?.message).toBe('sin base de datos');
  });
});

describe('ETag and 304', () => {
  it('answers 304 with no body to a weak or listed copy of the ETag', async () => {
    const { app } = deliveryApp();
    const etag = String((await app.inject({ url: '/p/uno' })).headers.etag);
    for (const header of [`W/${etag}`, `"otro", ${etag}`, ` ${etag} `]) {
      const again = await app.inject({ url: '/p/uno', headers: { 'if-none-match': header } });
      expect(again.statusCode, header).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('answers 304 to "*" (the client holds some copy), but not for a page that is not a 200', async () => {
    const { app } = deliveryApp();
    app.get('/falta', (_request, reply) =>
      reply.code(404).type('text/html; charset=utf-8').send(page('no está')),
    );
    const any = await app.inject({ url: '/p/uno', headers: { 'if-none-match': '*' } });
    expect(any.statusCode).toBe(304);
    expect(any.rawPayload.length).toBe(0);
    const missing = await app.inject({ url: '/falta', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(page('no está'));
  });

  it('does not keep a Content-Length the route set when it answers 304', async () => {
    const { app } = deliveryApp();
    const html = page('con largo');
    app.get('/sized', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-length', Buffer.byteLength(html))
        .send(html),
    );
    const etag = String((await app.inject({ url: '/sized' })).headers.etag);
    const again = await app.inject({ url: '/sized', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-length']).toBe('0');
    // A HEAD request keeps a Content-Length the route set, unless the plugin removes it.
    const head = await app.inject({
      method: 'HEAD',
      url: '/sized',
      headers: { 'if-none-match': etag },
    });
    expect(head.statusCode).toBe(304);
    expect(head.headers['content-length']).toBe('0');
  });

  it('never answers 304 for a page that is not a 200 (a "not found" page)', async () => {
    const { app } = deliveryApp();
    app.get('/falta', (_request, reply) =>
      reply.code(404).type('text/html; charset=utf-8').send(page('no está')),
    );
    const etag = String((await app.inject({ url: '/falta' })).headers.etag);
    const again = await app.inject({ url: '/falta', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(page('no está'));
  });

  it('sends the page to an ETag that is not the current one', async () => {
    const { app } = deliveryApp();
    const response = await app.inject({
      url: '/p/uno',
      headers: { 'if-none-match': '"x", W/"y"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page('uno'));
  });

  it('varies on Accept-Encoding and Cookie (the banner depends on a cookie)', async () => {
    const { app } = deliveryApp();
    const response = await app.inject({ url: '/p/uno' });
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
  });
});

describe('compression', () => {
  it('leaves a document under 1 KB as it is, and compresses one of exactly 1 KB', async () => {
    const { app } = deliveryApp();
    app.get<{ Params: { size: string } }>('/size/:size', (request, reply) =>
      reply.type('text/html; charset=utf-8').send(page('tamano', Number(request.params.size))),
    );
    const small = await app.inject({ url: '/size/1023', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBe(1023);
    const kilo = await app.inject({ url: '/size/1024', headers: { 'accept-encoding': 'gzip' } });
    expect(kilo.headers['content-encoding']).toBe('gzip');
  });

  it('gzips at the best level', async () => {
    const { app } = deliveryApp();
    const response = await app.inject({ url: '/p/uno', headers: { 'accept-encoding': 'gzip' } });
    expect(response.rawPayload).toEqual(zlib.gzipSync(page('uno'), { level: 9 }));
  });

  it('replaces a Content-Length the route set by the compressed length', async () => {
    const { app } = deliveryApp();
    const html = page('con largo', 5_000);
    app.get('/sized', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-length', Buffer.byteLength(html))
        .send(html),
    );
    const response = await app.inject({ url: '/sized', headers: { 'accept-encoding': 'br' } });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(html);
    // HEAD: the length a GET would send, though no body follows.
    const head = await app.inject({
      method: 'HEAD',
      url: '/sized',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends brotli at the quick quality first, then the best quality once it is ready', async () => {
    const { app } = deliveryApp();
    const html = page('uno');
    const get = async () =>
      (await app.inject({ url: '/p/uno', headers: { 'accept-encoding': 'br' } })).rawPayload;
    expect(await get()).toEqual(brotliAt(html, 7));
    await expect.poll(get, { interval: 10 }).toEqual(brotliAt(html, 11));
    // Kept: the best copy goes on being sent.
    expect(await get()).toEqual(brotliAt(html, 11));
  });
});

describe('the compressed-document cache (300 documents, least recently used out first)', () => {
  async function cachedAtBest(app: FastifyInstance, name: string) {
    const best = brotliAt(page(name), 11);
    await expect
      .poll(
        async () =>
          (await app.inject({ url: `/p/${name}`, headers: { 'accept-encoding': 'br' } }))
            .rawPayload,
        { interval: 10 },
      )
      .toEqual(best);
  }
  const fill = async (app: FastifyInstance, from: number, count: number) => {
    for (let i = from; i < from + count; i++) {
      await app.inject({ url: `/p/otra-${String(i)}`, headers: { 'accept-encoding': 'br' } });
    }
  };
  const sent = async (app: FastifyInstance, name: string) =>
    (await app.inject({ url: `/p/${name}`, headers: { 'accept-encoding': 'br' } })).rawPayload;

  it('keeps a document while 299 others are added', async () => {
    const { app } = deliveryApp();
    await cachedAtBest(app, 'uno');
    await fill(app, 0, 299);
    expect(await sent(app, 'uno')).toEqual(brotliAt(page('uno'), 11));
  });

  it('drops the least recently used document when the 301st is added', async () => {
    const { app } = deliveryApp();
    await cachedAtBest(app, 'uno');
    await fill(app, 0, 300);
    // Compressed again from the start: the quick quality.
    expect(await sent(app, 'uno')).toEqual(brotliAt(page('uno'), 7));
  });

  it('counts a document sent from the cache as recently used', async () => {
    const { app } = deliveryApp();
    await cachedAtBest(app, 'uno');
    await fill(app, 0, 150);
    await sent(app, 'uno');
    await fill(app, 150, 200);
    expect(await sent(app, 'uno')).toEqual(brotliAt(page('uno'), 11));
  });
});
