// Reading without a connection (ADR 0048), on a phone (375 px) with the service worker on: the
// pages a family opened come back with a line that says they are the phone's copy, a page never
// opened gives /sin-conexion with the kept pages, a saved document opens, and nothing of the
// staff's or of a form's stamp is ever kept. Then a new build, and the kill switch.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { publishNews } from '../support/news.ts';
import { pdf } from '../support/pdf.ts';
import { startOwnServer } from '../support/server.ts';
import { expect, test } from '../support/staff.ts';

test.use({ serviceWorkers: 'allow' });

/** "Sin conexión: esta es la copia del 2 de marzo de 2026 a las 14:05". */
const COPY_LINE =
  /^Sin conexión: esta es la copia del \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}$/;

/** The addresses (path and query) the phone keeps in `cache`. */
const kept = (page: Page, cache = 'lbj-paginas') =>
  page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cache);

/** Every address in every cache the site made on this phone. */
const everythingKept = (page: Page) =>
  page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) all.push(request.url);
    }
    return all;
  });

/** Opens `address` online and waits until the worker has kept it. */
async function openAndKeep(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const { pathname, search } = new URL(address, page.url());
  await expect.poll(() => kept(page)).toContain(`${pathname}${search}`);
}

/** No network for the page nor for its worker (the browser's offline mode spares the worker). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

test('@mobile the pages a family opened, the calendar, the supplies list and a saved document read offline; the panel and a form never come from the phone', async ({
  page,
  context,
  request,
  staff,
}) => {
  const headers = { Authorization: `Bearer ${staff.token}` };
  const item = await publishNews(request, staff.token, {
    titulo: `Salida al museo ${randomBytes(3).toString('hex')}`,
    descripcion: 'Una noticia para leer sin conexión.',
    tipo_noticia: 'Cultural',
  });
  const title = `Circular sin conexión ${randomBytes(3).toString('hex')}`;
  const created = await request.post('/api/documents', {
    headers,
    multipart: {
      titulo: title,
      categoria: 'otro',
      vigente_desde: '2026-03-01',
      archivo: { name: 'circular.pdf', mimeType: 'application/pdf', buffer: pdf('Sin senal') },
    },
  });
  expect(created.status()).toBe(201);
  const document = (await created.json()) as { id: number; url: string };

  try {
    // The first page loads before the worker exists: the worker keeps it once it takes over.
    for (const path of ['/', '/news', item.ruta, '/calendario', '/listado-utiles']) {
      await openAndKeep(page, path);
    }
    // Opening the calendar kept the rest of this year's months too.
    await expect
      .poll(async () => (await kept(page)).filter((p) => p.includes('?mes=')).length)
      .toBeGreaterThan(0);

    // A document kept on purpose.
    await openAndKeep(page, '/reglamentos');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: /Guardar para leer sin conexión/ }).click();
    await expect(card.getByText('Guardado en este teléfono')).toBeVisible();
    await expect(card.getByRole('button', { name: /Guardar para leer sin conexión/ })).toBeHidden();

    await goOffline(context);
    for (const path of ['/', '/news', item.ruta, '/calendario', '/listado-utiles']) {
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: COPY_LINE }), path).toHaveText(
        COPY_LINE,
      );
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/útiles/i);

    // From one kept page to another, by the site's own links: the menu, the calendar's months.
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú móvil' })
      .getByRole('link', { name: 'Noticias', exact: true })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByText(COPY_LINE)).toBeVisible();
    await page.goto('/calendario');
    await page.getByRole('link', { name: /Meses anteriores/ }).click();
    await expect(page).toHaveURL(/\?mes=/);
    await expect(page.getByText(COPY_LINE)).toBeVisible();

    // A page never opened: /sin-conexion, with the kept pages as links.
    await page.goto('/horarios-atencion');
    await expect(page.getByRole('heading', { level: 1, name: 'Estás sin conexión' })).toBeVisible();
    const list = page.locator('#paginas-guardadas');
    for (const path of ['/', '/news', item.ruta, '/calendario', '/listado-utiles']) {
      await expect(list.locator(`a[href="${path}"]`), path).toHaveCount(1);
    }
    await expect(list.getByRole('link', { name: item.titulo, exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    // The saved document opens without a connection.
    const opened = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
      };
    }, document.url);
    expect(opened).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });

    // A form's page (its stamp is for one sending) is never the phone's copy.
    await page.goto('/admision');
    await expect(page.getByRole('heading', { level: 1, name: 'Estás sin conexión' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);

    // The staff's panel, opened online with a session, then offline: the browser's own error.
    await goOnline(context);
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
    }, staff.token);
    await page.goto('/adminlbj_/panel');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await goOffline(context);
    await expect(page.goto('/adminlbj_/panel')).rejects.toThrow(
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
    );
    await goOnline(context);
    await page.goto('/historia');
    const everything = await everythingKept(page);
    expect(
      everything.filter((url) =>
        /adminlbj_|\/api\/(admins|audit|documents\/|notice)|incluir=|\/admision|formulario/.test(
          url,
        ),
      ),
    ).toEqual([]);
  } finally {
    await goOnline(context);
    await request.delete(`/api/documents/${String(document.id)}`, { headers });
    await request.delete(`/api/news/${String(item.id)}`, { headers });
  }
});

test('@mobile the worker is registered 4 s after the page has loaded, not while it loads', async ({
  page,
}) => {
  // The page's clock is the test's, stopped: the 4 s pass when the test says so.
  const now = new Date('2026-03-02T15:00:00Z');
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now);
  await page.addInitScript(() => {
    const worker = navigator.serviceWorker;
    const register = worker.register.bind(worker);
    worker.register = (...args) => {
      (window as unknown as { registered: boolean }).registered = true;
      return register(...args);
    };
  });
  const registered = () =>
    page.evaluate(() => (window as unknown as { registered?: boolean }).registered === true);
  // `goto` returns once the load event has run its listeners.
  await page.goto('/historia');
  expect(await registered()).toBe(false);
  await page.clock.runFor(3_999);
  expect(await registered()).toBe(false);
  await page.clock.runFor(1);
  expect(await registered()).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
});

const ADMIN = { username: 'directora-sin-conexion', password: 'clave-sin-conexion-2026' };

/** A copy of the built site as a new build would be: another version, another /historia. */
function anotherBuild(): { dir: string; marker: string } {
  const built = path.resolve(import.meta.dirname, '../../web/dist/client');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-build-'));
  fs.cpSync(built, dir, { recursive: true, filter: (from) => !from.includes(`${path.sep}.vite`) });
  const worker = fs.readFileSync(path.join(built, 'sw.js'), 'utf8');
  const version = /"([0-9a-f]{12})"/.exec(worker)?.[1] ?? '';
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, `sw.js${suffix}`), { force: true });
  fs.writeFileSync(path.join(dir, 'sw.js'), worker.split(version).join('0123456789ab'));
  const marker = `Edición nueva ${randomBytes(3).toString('hex')}`;
  const historia = path.join(dir, 'historia/index.html');
  fs.writeFileSync(
    historia,
    fs.readFileSync(historia, 'utf8').replace('</h1>', ` · ${marker}</h1>`),
  );
  return { dir, marker };
}

test('@mobile a new build’s pages come once online, without a reload loop; the kill switch leaves no worker and no cache', async ({
  page,
}) => {
  const next = anotherBuild();
  let site = await startOwnServer('sin-conexion', ADMIN);
  const port = Number(new URL(site.origin).port);
  try {
    await openAndKeep(page, `${site.origin}/historia`);
    await openAndKeep(page, `${site.origin}/news`);
    const before = await page.evaluate(() => caches.keys());
    expect(before.filter((name) => name.startsWith('lbj-sitio-'))).toHaveLength(1);
    await site.stop();

    // The same address, a new build.
    site = await startOwnServer('sin-conexion', ADMIN, { WEB_DIST: next.dir }, { port });
    await page.goto(`${site.origin}/historia`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(expect.arrayContaining(['lbj-sitio-0123456789ab']));
    await expect
      .poll(async () =>
        (await page.evaluate(() => caches.keys())).filter((n) => n.startsWith('lbj-sitio-')),
      )
      .toEqual(['lbj-sitio-0123456789ab']);
    // The worker took over without reloading the page.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await page.goto(`${site.origin}/historia`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(next.marker);
    await expect(page.getByText(COPY_LINE)).toHaveCount(0);
    // What the family kept stays through the new build.
    expect(await kept(page)).toContain('/news');
    await site.stop();

    // The way back.
    site = await startOwnServer(
      'sin-conexion',
      ADMIN,
      { WEB_DIST: next.dir, SERVICE_WORKER: 'off' },
      { port },
    );
    await page.goto(`${site.origin}/historia`);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      )
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    // Pages no longer register one.
    await page.goto(`${site.origin}/historia`);
    expect(await page.locator('script[src="/boot.js"]').getAttribute('data-sw')).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await site.stop();
    fs.rmSync(next.dir, { recursive: true, force: true });
  }
});
