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

async function siteApp(prepare?: (root: string) => void): Promise<FastifyInstance> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-static-'));
  dirs.push(root);
  prepare?.(root);
  const web = path.join(root, 'client');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<h1>inicio</h1>');
  fs.writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(web, 'sin-conexion.html'), '<h1>Sin conexión</h1>');
  fs.writeFileSync(path.join(web, 'assets/app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({ pages: [{ path: '/', file: 'index.html' }], clientRoutes: [] }),
  );
  const app = Fastify();
  apps.push(app);
  await registerStaticSite(app, {
    webDist: web,
    uploadsDir: path.join(root, 'uploads'),
    origin: 'https://colegio.example',
    pageData: {},
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

  it.each(['/apiario', '/documentos-antiguos'])(
    'takes %s for a page, though it begins like a reserved folder',
    async (url) => {
      const response = await (await siteApp()).inject({ url });
      expect(response.statusCode).toBe(302);
    },
  );
});
