import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, SITE_ORIGIN_TOKEN } from '@lbj/shared';
import { pageBanners, pageDataLoaders, pageFormHandlers } from '../lib/feature-composition.ts';
import type { FeatureModule, PageRequestContext } from '../lib/feature-module.ts';
import { createPageRenderer } from '../lib/page-renderer.ts';
import { chooseEncoding, insertBanner, registerHtmlDelivery } from './html-delivery.ts';
import { registerStaticSite } from './static-site.ts';

// The pages as the server sends them (ADR 0024): the public address, the banner, the ETag and
// compression on every document; server-rendered pages filled from the modules' page data.

const ORIGIN = 'https://colegio.example';
const apps: FastifyInstance[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const PAGE = `<!doctype html><html><head><link rel="canonical" href="${SITE_ORIGIN_TOKEN}/historia" /></head><body class="x"><div id="root"><h1>Historia</h1>${'<p>relleno</p>'.repeat(200)}</div></body></html>`;
const TEMPLATE = `<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

/** A built site with one prerendered page, one server-rendered page and a render bundle. */
function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-site-pages-'));
  dirs.push(root);
  const web = path.join(root, 'client');
  fs.mkdirSync(path.join(web, 'historia'), { recursive: true });
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(path.join(web, 'historia/index.html'), PAGE);
  fs.writeFileSync(path.join(web, '_page-utiles.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({
      pages: [
        { path: '/historia', file: 'historia/index.html' },
        { path: '/utiles', file: '_page-utiles.html', data: ['utiles', 'nadie'] },
        { path: '/evento/:id', file: '_page-utiles.html', data: ['evento'] },
      ],
      clientRoutes: [],
    }),
  );
  // Stands for the web's entry-server.js: renders the location and the data it was given.
  fs.writeFileSync(
    path.join(root, 'server/entry-server.js'),
    `globalThis.__renders = (globalThis.__renders ?? 0);
     export async function renderWithData(location, data) {
       globalThis.__renders++;
       return '<main data-location="' + location + '">' + JSON.stringify(data).replace(/</g, '&lt;') + '</main>';
     }`,
  );
  return web;
}

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

async function siteApp(
  modules: FeatureModule[],
  webDist = builtSite(),
): Promise<{ app: FastifyInstance; seen: PageRequestContext[] }> {
  const app = Fastify();
  apps.push(app);
  const seen: PageRequestContext[] = [];
  const withSpy = modules.map((module) => ({
    ...module,
    pageData: Object.fromEntries(
      Object.entries(module.pageData ?? {}).map(([key, load]) => [
        key,
        (context: PageRequestContext) => {
          seen.push(context);
          return load(context);
        },
      ]),
    ),
  }));
  registerHtmlDelivery(app, { origin: ORIGIN, banner: pageBanners(withSpy) });
  await registerStaticSite(app, {
    webDist,
    uploadsDir: path.join(path.dirname(webDist), 'uploads'),
    origin: ORIGIN,
    pageData: pageDataLoaders(withSpy),
    pageForms: pageFormHandlers(withSpy),
  });
  return { app, seen };
}

const plugin: FeatureModule['plugin'] = (_app, _options, done) => {
  done();
};

describe('every document the site sends', () => {
  it('carries PUBLIC_URL where the build wrote the origin token', async () => {
    const { app } = await siteApp([]);
    const response = await app.inject({ url: '/historia' });
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/historia" />`);
    expect(response.body).not.toContain(SITE_ORIGIN_TOKEN);
  });

  it('puts the banner first in <body>, and nothing when no module has one', async () => {
    let text: string | null = '<div class="aviso">Mañana no hay clases</div>';
    const { app } = await siteApp([{ plugin, pageBanner: () => text }]);
    const shown = await app.inject({ url: '/historia' });
    expect(shown.body).toContain(
      '<body class="x"><div class="aviso">Mañana no hay clases</div><div id="root">',
    );
    text = null;
    const gone = await app.inject({ url: '/historia' });
    expect(gone.body).toContain('<body class="x"><div id="root">');
  });

  it('gives the banner the page address and the cookies', async () => {
    const contexts: PageRequestContext[] = [];
    const { app } = await siteApp([
      {
        plugin,
        pageBanner: (context) => {
          contexts.push(context);
          return null;
        },
      },
    ]);
    await app.inject({ url: '/historia?x=1', headers: { cookie: 'aviso_cerrado=abc; otra=1' } });
    expect(contexts[0]?.url.href).toBe(`${ORIGIN}/historia?x=1`);
    expect(contexts[0]?.cookies).toEqual({ aviso_cerrado: 'abc', otra: '1' });
  });

  it('still sends the page when the banner fails', async () => {
    const { app } = await siteApp([
      {
        plugin,
        pageBanner: () => {
          throw new Error('boom');
        },
      },
    ]);
    const response = await app.inject({ url: '/historia' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Historia</h1>');
  });

  it('answers 304 to the ETag it sent, and a new ETag when the banner changes', async () => {
    let text = '<p>uno</p>';
    const { app } = await siteApp([{ plugin, pageBanner: () => text }]);
    const first = await app.inject({ url: '/historia' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({ url: '/historia', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    text = '<p>dos</p>';
    const changed = await app.inject({ url: '/historia', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never turns a "not found" page into a 304', async () => {
    const { app } = await siteApp([]);
    app.get('/falta', (_request, reply) =>
      reply.code(404).type('text/html; charset=utf-8').send('<body><h1>No está</h1></body>'),
    );
    const first = await app.inject({ url: '/falta' });
    const again = await app.inject({
      url: '/falta',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('No está');
  });

  it('is compressed with brotli or gzip as the browser accepts', async () => {
    const { app } = await siteApp([]);
    const plain = await app.inject({ url: '/historia' });
    const br = await app.inject({ url: '/historia', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gz = await app.inject({ url: '/historia', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toContain('Accept-Encoding');
  });
});

describe('server-rendered pages', () => {
  it('are rendered at their address with each declared key’s data, in the page and its data script', async () => {
    const { app, seen } = await siteApp([
      { plugin, pageData: { utiles: (context) => ({ anio: 2026, q: context.url.search }) } },
    ]);
    const response = await app.inject({ url: '/utiles/?nivel=kinder' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The address without its trailing slash, as the browser's router will match it.
    expect(response.body).toContain('<main data-location="/utiles?nivel=kinder">');
    // A key no module provides is null, never missing.
    const data = { utiles: { anio: 2026, q: '?nivel=kinder' }, nadie: null };
    expect(response.body).toContain(
      `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data)}</script>`,
    );
    expect(seen[0]?.url.href).toBe(`${ORIGIN}/utiles/?nivel=kinder`);
  });

  it('are rendered again when their data changes, and not while it stays the same', async () => {
    let anio = 2026;
    const { app } = await siteApp([{ plugin, pageData: { utiles: () => ({ anio }) } }]);
    const before = renders();
    await app.inject({ url: '/utiles' });
    await app.inject({ url: '/utiles' });
    expect(renders() - before).toBe(1);
    anio = 2027;
    const changed = await app.inject({ url: '/utiles' });
    expect(changed.body).toContain('"anio":2027');
    expect(renders() - before).toBe(2);
  });

  it('cannot be closed early by data that holds a script end tag', async () => {
    const { app } = await siteApp([
      { plugin, pageData: { utiles: () => ({ texto: '</script><script>alert(1)</script>' }) } },
    ]);
    const response = await app.inject({ url: '/utiles' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>');
  });
});

describe('without the render bundle', () => {
  it.each([
    ['missing', (root: string) => fs.rmSync(path.join(root, 'server/entry-server.js'))],
    [
      'broken',
      (root: string) =>
        fs.writeFileSync(
          path.join(root, 'server/entry-server.js'),
          "import 'un-paquete-que-no-existe';",
        ),
    ],
  ])(
    'a server-rendered page says in Spanish that the site is being updated (%s)',
    async (_case, spoil) => {
      const web = builtSite();
      spoil(path.dirname(web));
      const { app } = await siteApp([], web);
      const response = await app.inject({ url: '/utiles' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('Estamos actualizando el sitio');
      // The prerendered pages are served as ever.
      expect((await app.inject({ url: '/historia' })).statusCode).toBe(200);
    },
  );
});

describe('page data keys', () => {
  it('refuse two modules that claim the same key', () => {
    expect(() =>
      pageDataLoaders([
        { plugin, pageData: { utiles: () => 1 } },
        { plugin, pageData: { utiles: () => 2 } },
      ]),
    ).toThrow(/utiles/);
  });
});

describe('the page renderer', () => {
  it('does not keep a render that failed', async () => {
    let fail = true;
    const renderer = createPageRenderer({
      renderWithData: () =>
        fail ? Promise.reject(new Error('boom')) : Promise.resolve('<p>bien</p>'),
    });
    await expect(renderer.render(TEMPLATE, '/', {})).rejects.toThrow('boom');
    fail = false;
    await expect(renderer.render(TEMPLATE, '/', {})).resolves.toContain('<p>bien</p>');
  });

  it('puts `$` patterns of the rendered HTML in literally', async () => {
    const renderer = createPageRenderer({
      renderWithData: () => Promise.resolve("<p>$& $' $1</p>"),
    });
    expect(await renderer.render(TEMPLATE, '/', {})).toContain("<p>$& $' $1</p>");
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('insertBanner', () => {
  it('leaves a document without <body> as it is', () => {
    expect(insertBanner('<p>x</p>', '<div>b</div>')).toBe('<p>x</p>');
  });
});

describe('a page whose address names something', () => {
  it('is answered 404 when its data finds nothing, still rendered, and 200 when it does', async () => {
    const { app } = await siteApp([
      {
        plugin,
        pageData: {
          evento: ({ url }) => (url.pathname === '/evento/7-acto' ? { titulo: 'Acto' } : null),
        },
      },
    ]);
    const found = await app.inject({ url: '/evento/7-acto' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Acto');
    const missing = await app.inject({ url: '/evento/8-nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-location="/evento/8-nada"');
  });
});

describe('a public form posted to its page without JavaScript', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const received: Record<string, string>[] = [];
  const formModule = (): FeatureModule => ({
    plugin,
    pageData: { utiles: () => ({ lista: 'cuadernos' }) },
    pageForms: {
      '/utiles': (request) => {
        received.push({ ...request.fields, ip: request.ip });
        return Promise.resolve(
          request.fields.nombre
            ? { redirect: '/utiles?enviada=1' }
            : { status: 400, data: { formulario: { errors: { nombre: 'Escribe tu nombre.' } } } },
        );
      },
    },
  });

  afterEach(() => {
    received.length = 0;
  });

  it('sends the family on (303) when the handler takes it, with every field as text', async () => {
    const { app } = await siteApp([formModule()]);
    const response = await app.inject({
      method: 'POST',
      url: '/utiles',
      headers: { 'content-type': FORM },
      payload: 'nombre=Ana+P%C3%A9rez&mensaje=hola&mensaje=otra&__proto__=x',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/utiles?enviada=1');
    expect(received[0]).toMatchObject({ nombre: 'Ana Pérez', mensaje: 'otra', ip: '127.0.0.1' });
    expect(Object.keys(received[0] ?? {})).toContain('__proto__');
  });

  it('renders the same page again with the answer’s data and status when it refuses', async () => {
    const { app } = await siteApp([formModule()]);
    const response = await app.inject({
      method: 'POST',
      url: '/utiles/',
      headers: { 'content-type': FORM },
      payload: 'nombre=',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    // The page's own data and the answer's, together.
    expect(response.body).toContain('cuadernos');
    expect(response.body).toContain('Escribe tu nombre.');
  });

  it('serves the page of a form as a copy never kept (no-store): its stamp is new each time', async () => {
    const { app } = await siteApp([formModule()]);
    const withForm = await app.inject({ url: '/utiles' });
    expect(withForm.statusCode).toBe(200);
    expect(withForm.headers['cache-control']).toBe('no-store');
    expect(withForm.body).toContain('cuadernos');
    const without = await app.inject({ url: '/historia' });
    expect(without.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a body that is not a browser form (415, in Spanish), and pages without a form', async () => {
    const { app } = await siteApp([formModule()]);
    const json = await app.inject({
      method: 'POST',
      url: '/utiles',
      payload: { nombre: ['Ana'] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toMatch(/formulario/);
    expect(received).toEqual([]);
    const other = await app.inject({
      method: 'POST',
      url: '/historia',
      headers: { 'content-type': FORM },
      payload: 'nombre=Ana',
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a form body over 32 KB before the handler sees it', async () => {
    const { app } = await siteApp([formModule()]);
    const response = await app.inject({
      method: 'POST',
      url: '/utiles',
      headers: { 'content-type': FORM },
      payload: `nombre=${'a'.repeat(33 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(received).toEqual([]);
  });
});
