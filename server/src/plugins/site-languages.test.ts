import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site.ts';

// The site's three languages at the server: French under /fr/, English under /en/, Spanish at
// the unprefixed addresses (and /es/… sent there for good), each language's unknown addresses
// leading to its own home, and a form sent from a French page thanking in French.

const apps: FastifyInstance[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head></head><body><div id="root"><h1>${text}</h1></div></body></html>`;

async function siteApp(): Promise<{ app: FastifyInstance; sent: Record<string, string>[] }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-site-languages-'));
  dirs.push(root);
  const web = path.join(root, 'client');
  const files: Record<string, string> = {
    'index.html': page('es-CL', 'Inicio'),
    'fr/index.html': page('fr', 'Accueil'),
    'historia/index.html': page('es-CL', 'Historia'),
    'fr/historia/index.html': page('fr', 'Histoire'),
    'en/historia/index.html': page('en', 'History'),
  };
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    fs.writeFileSync(path.join(web, file), html);
  }
  fs.writeFileSync(path.join(web, '_page-correo.html'), page('es-CL', '<!--app-html-->'));
  fs.writeFileSync(path.join(web, '_page-fr-correo.html'), page('fr', '<!--app-html-->'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(
    path.join(root, 'server/entry-server.js'),
    `export async function renderWithData(location) { return '<p>' + location + '</p>'; }`,
  );
  fs.writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({
      pages: [
        { path: '/', file: 'index.html' },
        { path: '/fr/', file: 'fr/index.html' },
        { path: '/historia', file: 'historia/index.html' },
        { path: '/fr/historia', file: 'fr/historia/index.html' },
        { path: '/en/historia', file: 'en/historia/index.html' },
        { path: '/correo', file: '_page-correo.html', data: ['correo'] },
        { path: '/fr/correo', file: '_page-fr-correo.html', data: ['correo'] },
      ],
      clientRoutes: [],
    }),
  );
  const sent: Record<string, string>[] = [];
  const app = Fastify();
  apps.push(app);
  await registerStaticSite(app, {
    webDist: web,
    uploadsDir: path.join(root, 'uploads'),
    origin: 'https://colegio.example',
    pageData: { correo: () => Promise.resolve(null) },
    pageForms: {
      '/correo': ({ fields }) => {
        sent.push(fields);
        return Promise.resolve({ redirect: '/correo-enviado' });
      },
    },
  });
  return { app, sent };
}

describe('the site in three languages', () => {
  it('serves each language at its prefix, a language home with and without its slash', async () => {
    const { app } = await siteApp();
    expect((await app.inject({ url: '/fr/historia' })).body).toContain('<h1>Histoire</h1>');
    expect((await app.inject({ url: '/en/historia/' })).body).toContain('<h1>History</h1>');
    expect((await app.inject({ url: '/historia' })).body).toContain('<h1>Historia</h1>');
    for (const url of ['/fr/', '/fr']) {
      const home = await app.inject({ url });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<h1>Accueil</h1>');
    }
  });

  it('sends /es/… to the unprefixed address for good, query and all', async () => {
    const { app } = await siteApp();
    const page = await app.inject({ url: '/es/historia?de=correo' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/historia?de=correo');
    const home = await app.inject({ url: '/es' });
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/');
    expect((await app.inject({ url: '/es/' })).headers.location).toBe('/');
  });

  it('leads an unknown address home in the language of its prefix', async () => {
    const { app } = await siteApp();
    expect((await app.inject({ url: '/fr/no-existe' })).headers.location).toBe('/fr/');
    expect((await app.inject({ url: '/en/no-existe' })).headers.location).toBe('/en/');
    expect((await app.inject({ url: '/no-existe' })).headers.location).toBe('/');
    // Only a whole segment is a prefix.
    expect((await app.inject({ url: '/french' })).headers.location).toBe('/');
  });

  it('answers a form sent from a French page with the French thank-you page', async () => {
    const { app, sent } = await siteApp();
    const fields = { mensaje: 'Bonjour' };
    const french = await app.inject({
      method: 'POST',
      url: '/fr/correo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(french.statusCode).toBe(303);
    expect(french.headers.location).toBe('/fr/correo-enviado');
    const spanish = await app.inject({
      method: 'POST',
      url: '/correo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(spanish.headers.location).toBe('/correo-enviado');
    expect(sent).toEqual([fields, fields]);
  });

  it('renders a French page with data at its French address', async () => {
    const { app } = await siteApp();
    expect((await app.inject({ url: '/fr/correo' })).body).toContain('<p>/fr/correo</p>');
  });
});
