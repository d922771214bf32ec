import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, NOTICE_COOKIE, NOTICE_DISMISS_PATH, type Notice } from '@lbj/shared';
import { createAdmin, findAdmin, signToken } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

// The whole path: a notice set over the API is in the HTML of every page the server sends (the
// delivery hook of ADR 0024 puts the module's banner first in <body>), and leaves it when it is
// removed, expires, or this visitor closed it. On a French or English page, in that language.

const PAGES = ['/', '/news', '/reglamentos', '/galeria/2025'];

/**
 * A built site: three prerendered pages, /reglamentos in French and English, and a client route's
 * shell (/galeria/{año}).
 */
function builtSite(root: string): string {
  const web = path.join(root, 'client');
  const write = (file: string, title: string) => {
    fs.mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    fs.writeFileSync(
      path.join(web, file),
      `<!doctype html><html lang="es-CL"><head><title>${title}</title></head><body><div id="root"><main>${title}</main></div></body></html>`,
    );
  };
  const pages = ['/', '/news', '/reglamentos', '/fr/reglamentos', '/en/reglamentos'].map((page) => {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
    write(file, page);
    return { path: page, file };
  });
  write('_shell-galeria-year.html', 'galería del año');
  fs.writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({
      pages,
      clientRoutes: [{ pattern: '^/galeria/[^/]+/?$', file: '_shell-galeria-year.html' }],
    }),
  );
  return web;
}

let now: Date;
let site: string;
let t: TestApp;
beforeEach(async () => {
  now = new Date('2026-03-02T12:00:00.000Z');
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-notice-site-'));
  t = await createTestApp({ WEB_DIST: builtSite(site) }, { now: () => now });
  await createAdmin(t.dataDir);
});
afterEach(async () => {
  await t.close();
  fs.rmSync(site, { recursive: true, force: true });
});

async function bearer(): Promise<string> {
  const user = await findAdmin(t.dataDir);
  return `Bearer ${await signToken(user, new TextEncoder().encode(t.config.jwtSecret))}`;
}

async function setNotice(body: object): Promise<Notice> {
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.notice,
    headers: { authorization: await bearer() },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Notice>();
}

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the notice on every page the server sends', () => {
  it('is first in <body> of /, /news, /reglamentos and /galeria/2025 (a client route), escaped, with its own page to go back to', async () => {
    await setNotice({ nivel: 'aviso', texto: 'Mañana no hay clases <b>(paro)</b>.' });
    for (const url of PAGES) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(
        /<body><section class="aviso-banner aviso-banner--aviso" aria-label="Aviso del colegio" data-aviso>.*<\/section><div id="root">/,
      );
      expect(response.body, url).toContain('Mañana no hay clases &lt;b&gt;(paro)&lt;/b&gt;.');
      expect(response.body, url).toContain(`<input type="hidden" name="volver" value="${url}">`);
    }
  });

  it('is gone from every page past its end, and once removed', async () => {
    await setNotice({
      nivel: 'informacion',
      texto: 'Feria del libro',
      hasta: '2026-03-02T20:00:00Z',
    });
    expect((await page('/news')).body).toContain('Feria del libro');
    now = new Date('2026-03-02T20:00:00.000Z');
    for (const url of PAGES) expect((await page(url)).body, url).not.toContain('aviso-banner');

    await setNotice({ nivel: 'aviso', texto: 'Cambio de horario' });
    expect((await page('/')).body).toContain('Cambio de horario');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.notice,
      headers: { authorization: await bearer() },
    });
    expect(removed.statusCode).toBe(204);
    for (const url of PAGES) expect((await page(url)).body, url).not.toContain('aviso-banner');
  });

  it('stays away on every page for a visitor who closed it, until the text changes', async () => {
    const notice = await setNotice({ nivel: 'informacion', texto: 'Reunión de apoderados' });
    const closed = await t.app.inject({
      method: 'POST',
      url: NOTICE_DISMISS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `clave=${notice.clave}&volver=%2Fnews`,
    });
    expect(closed.statusCode).toBe(303);
    expect(closed.headers.location).toBe('/news');
    const cookie = String(closed.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe(`${NOTICE_COOKIE.name}=${notice.clave}`);

    for (const url of PAGES) {
      const response = await page(url, cookie);
      expect(response.body, url).not.toContain('aviso-banner');
      // Caches keep one copy per cookie: a closed banner is never served to another visitor.
      expect(response.headers.vary, url).toContain('Cookie');
    }
    expect((await page('/', 'otra=1')).body).toContain('Reunión de apoderados');

    await setNotice({ nivel: 'informacion', texto: 'Reunión de apoderados: cambia la sala' });
    expect((await page('/reglamentos', cookie)).body).toContain('cambia la sala');
  });

  it('"urgente" is on every page as an alert, whatever cookie the visitor has', async () => {
    const notice = await setNotice({ nivel: 'urgente', texto: 'Hoy se suspenden las clases.' });
    for (const url of PAGES) {
      const body = (await page(url, `${NOTICE_COOKIE.name}=${notice.clave}`)).body;
      expect(body, url).toContain('<p class="aviso-banner__text" role="alert">');
      expect(body, url).not.toContain(NOTICE_DISMISS_PATH);
    }
  });

  it('is in the page’s language on a French or English page: the translation (outdated too), else the Spanish text marked lang="es"', async () => {
    const spanishText = 'Mañana no hay clases <b>(paro)</b>.';
    await setNotice({ nivel: 'aviso', texto: spanishText, enlace: '/reglamentos' });
    const spanishBefore = (await page('/reglamentos')).body;
    const translate = async (idioma: string, texto: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.noticeTranslation(idioma),
        headers: { authorization: await bearer() },
        payload: { texto },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await translate('fr', 'Demain, pas de cours <b>(grève)</b>.');

    const french = (await page('/fr/reglamentos')).body;
    expect(french).toMatch(
      /<body><section class="aviso-banner aviso-banner--aviso" aria-label="Avis du collège" data-aviso>.*<\/section><div id="root">/,
    );
    expect(french).toContain(
      '<strong class="aviso-banner__level">Avis :</strong> Demain, pas de cours &lt;b&gt;(grève)&lt;/b&gt;. <a class="aviso-banner__link" href="/reglamentos">En savoir plus</a>',
    );
    expect(french).toContain('aria-label="Fermer l’avis" title="Fermer l’avis"');
    expect(french).toContain('<input type="hidden" name="volver" value="/fr/reglamentos">');
    expect(french).not.toContain('Mañana');

    // No English translation: the Spanish text, marked as Spanish, among English words.
    const english = (await page('/en/reglamentos')).body;
    expect(english).toContain('aria-label="School notice"');
    expect(english).toContain(
      '<strong class="aviso-banner__level">Notice:</strong> <span lang="es">Mañana no hay clases &lt;b&gt;(paro)&lt;/b&gt;.</span> <a class="aviso-banner__link" href="/reglamentos">More information</a>',
    );
    expect(english).toContain('aria-label="Close notice" title="Close notice"');

    // The Spanish page is the same, byte for byte, with translations stored.
    expect((await page('/reglamentos')).body).toBe(spanishBefore);

    // The Spanish text changes: the French translation is outdated, and still shown.
    await setNotice({ nivel: 'urgente', texto: 'Mañana no hay clases.' });
    const outdated = (await page('/fr/reglamentos')).body;
    expect(outdated).toContain('<p class="aviso-banner__text" role="alert">');
    expect(outdated).toContain(
      '<strong class="aviso-banner__level">Urgent :</strong> Demain, pas de cours &lt;b&gt;(grève)&lt;/b&gt;.</p>',
    );
  });

  it('stays away on French and English pages too once closed, the key being the Spanish notice’s', async () => {
    const notice = await setNotice({ nivel: 'informacion', texto: 'Reunión de apoderados' });
    const closed = await t.app.inject({
      method: 'POST',
      url: NOTICE_DISMISS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `clave=${notice.clave}&volver=%2Ffr%2Freglamentos`,
    });
    expect(closed.statusCode).toBe(303);
    expect(closed.headers.location).toBe('/fr/reglamentos');
    const cookie = String(closed.headers['set-cookie']).split(';')[0] ?? '';
    for (const url of ['/fr/reglamentos', '/en/reglamentos', '/reglamentos']) {
      expect((await page(url, cookie)).body, url).not.toContain('aviso-banner');
      expect((await page(url)).body, url).toContain('aviso-banner');
    }
  });

  it('is never added to the API', async () => {
    await setNotice({ nivel: 'urgente', texto: 'Hoy se suspenden las clases.' });
    const response = await page(API_PATHS.notice);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('aviso-banner');
  });
});
