import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lbj/shared';
import { registerStaticSite } from './static-site.ts';

// The files of the built site that are not pages, and the addresses that are nothing: their
// caching, and which answer a 404 and which go back to the home page.

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Manifest {
  pages: { path: string; file: string; data?: string[] }[];
  clientRoutes: { pattern: string; file: string }[];
}

const HOME_ONLY: Manifest = { pages: [{ path: '/', file: 'index.html' }], clientRoutes: [] };

/** A page template the render bundle fills (as the web build writes it). */
const TEMPLATE = `<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

/** The site's test files, then `prepare` (given the temp folder and the built site in it). */
async function siteApp(
  prepare?: (root: string, web: string) => void,
  manifest: Manifest = HOME_ONLY,
): Promise<FastifyInstance> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-static-'));
  dirs.push(root);
  const web = path.join(root, 'client');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<h1>inicio</h1>');
  fs.writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(web, 'sin-conexion.html'), '<h1>Sin conexión</h1>');
  fs.writeFileSync(path.join(web, 'assets/app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'pages.json'), JSON.stringify(manifest));
  prepare?.(root, web);
  const app = Fastify();
  apps.push(app);
  await registerStaticSite(app, {
    webDist: web,
    uploadsDir: path.join(root, 'uploads'),
    origin: 'https://colegio.example',
    pageData: { utiles: () => ({ curso: '1° básico' }) },
  });
  return app;
}

describe('uploaded files', () => {
  it('starts again over the uploads of an earlier run, and lets browsers keep them a year', async () => {
    const app = await siteApp((root) => {
      fs.mkdirSync(path.join(root, 'uploads'));
      fs.writeFileSync(path.join(root, 'uploads', 'foto-480.webp'), 'x');
    });
    const response = await app.inject({ url: '/uploads/foto-480.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('pages', () => {
  it('serves the home page at /, as HTML browsers ask for again', async () => {
    const response = await (await siteApp()).inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>inicio</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the shell of a client route, as HTML browsers ask for again', async () => {
    const app = await siteApp(
      (_root, web) => fs.writeFileSync(path.join(web, '_shell-galeria.html'), '<div id="root">'),
      {
        ...HOME_ONLY,
        clientRoutes: [{ pattern: '^/galeria/[^/]+/?$', file: '_shell-galeria.html' }],
      },
    );
    const response = await app.inject({ url: '/galeria/2024' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  const RENDERED: Manifest = {
    pages: [{ path: '/colegio/utiles', file: '_page-utiles.html', data: ['utiles'] }],
    clientRoutes: [],
  };

  it('renders a nested server-rendered page at its own address, with or without the slash', async () => {
    const app = await siteApp((root, web) => {
      fs.writeFileSync(path.join(web, '_page-utiles.html'), TEMPLATE);
      fs.mkdirSync(path.join(root, 'server'));
      fs.writeFileSync(
        path.join(root, 'server/entry-server.js'),
        `export async function renderWithData(location, data) {
           return '<main data-location="' + location + '">' + data.utiles.curso + '</main>';
         }`,
      );
    }, RENDERED);
    for (const [url, location] of [
      ['/colegio/utiles', '/colegio/utiles'],
      ['/colegio/utiles/?curso=1', '/colegio/utiles?curso=1'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<main data-location="${location}">1° básico</main>`);
    }
  });

  it('answers a server-rendered page without the render bundle with a 503 page no cache keeps', async () => {
    const app = await siteApp(
      (_root, web) => fs.writeFileSync(path.join(web, '_page-utiles.html'), TEMPLATE),
      RENDERED,
    );
    const response = await app.inject({ url: '/colegio/utiles' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Estamos actualizando el sitio');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('files of the built site', () => {
  it('lets browsers keep other files a day (robots.txt, icons, the manifest)', async () => {
    const response = await (await siteApp()).inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('has browsers ask again for an HTML file served as a file', async () => {
    const response = await (await siteApp()).inject({ url: '/sin-conexion.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets for a year', async () => {
    const response = await (await siteApp()).inject({ url: '/assets/app-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('addresses that are nothing', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers a %s to an unknown address with the API’s 404',
    async (method) => {
      const response = await (await siteApp()).inject({ method, url: '/no-existe' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound });
    },
  );

  it.each(['GET', 'HEAD'] as const)(
    'sends a %s of an unknown page to the home page',
    async (method) => {
      const response = await (await siteApp()).inject({ method, url: '/pagina-antigua?x=1' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );

  it.each([
    '/api',
    '/api/no-existe',
    '/assets/falta',
    '/uploads/falta',
    '/fonts/falta',
    '/images/falta',
    '/documents/falta',
    '/falta.json',
  ])('answers 404 for %s, which is not a page', async (url) => {
    const response = await (await siteApp()).inject({ url });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/.vite/manifest.json', '/.env', '/uploads/.oculto'])(
    'answers 404 for %s: no dot file of the built site or the uploads is sent',
    async (url) => {
      const app = await siteApp((root, web) => {
        // The build leaves Vite's manifest in the served folder.
        fs.mkdirSync(path.join(web, '.vite'));
        fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
        fs.writeFileSync(path.join(web, '.env'), 'SECRETO=1');
        fs.mkdirSync(path.join(root, 'uploads'));
        fs.writeFileSync(path.join(root, 'uploads', '.oculto'), 'x');
      });
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SECRETO');
    },
  );

  it.each(['/apiario', '/documentos-antiguos'])(
    'takes %s for a page, though it begins like a reserved folder',
    async (url) => {
      const response = await (await siteApp()).inject({ url });
      expect(response.statusCode).toBe(302);
    },
  );
});
