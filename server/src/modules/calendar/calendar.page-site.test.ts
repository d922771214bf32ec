import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_API_PATHS,
  PAGE_TEMPLATE_SLOTS,
  type CalendarEvent,
  type CalendarEventPageData,
} from '@lbj/shared';
import { buildApp } from '../../app.ts';
import { createAdmin, findAdmin, signToken } from '../../test/admin.ts';
import { testConfig } from '../../test/helpers.ts';

// An event's pages through the whole app, as the built site serves them: the page in each
// language rendered with its data at its one address, any other spelling sent there (301) before
// the site's page route is reached, and the event's Spanish head and data left as they were.

const T0 = new Date('2027-03-28T15:00:00.000Z');

let root: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let auth: Record<string, string>;

/** A built site with the event page in three languages and a render bundle that shows its data. */
function writeSite(webDist: string): void {
  const template = (lang: string) =>
    `<!doctype html><html lang="${lang}"><head><title>Evento del calendario</title></head><body><div id="root">${PAGE_TEMPLATE_SLOTS.html}</div>${PAGE_TEMPLATE_SLOTS.data}</body></html>`;
  const pages = [
    { path: '/calendario/:slug', file: '_page-evento.html', lang: 'es-CL' },
    { path: '/fr/calendario/:slug', file: '_page-fr-evento.html', lang: 'fr' },
    { path: '/en/calendario/:slug', file: '_page-en-evento.html', lang: 'en' },
  ];
  fs.mkdirSync(webDist, { recursive: true });
  for (const page of pages) fs.writeFileSync(path.join(webDist, page.file), template(page.lang));
  fs.writeFileSync(
    path.join(webDist, 'pages.json'),
    JSON.stringify({
      pages: pages.map(({ path: pagePath, file }) => ({
        path: pagePath,
        file,
        data: ['calendario-evento'],
      })),
      clientRoutes: [],
    }),
  );
  fs.mkdirSync(path.join(webDist, '..', 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, '..', 'server', 'entry-server.js'),
    `export async function renderWithData(location, data) {
      const event = data['calendario-evento'];
      return '<main data-location="' + location + '">' + (event ? event.evento.titulo : 'nada') + '</main>';
    }`,
  );
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-calendar-site-'));
  const webDist = path.join(root, 'client');
  writeSite(webDist);
  const config = testConfig(root, webDist, {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'https://colegio.example',
  });
  app = await buildApp(config, { now: () => T0 });
  await app.ready();
  await createAdmin(root);
  const user = await findAdmin(root);
  auth = {
    authorization: `Bearer ${await signToken(user, new TextEncoder().encode(config.jwtSecret))}`,
  };
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The page data the document carries. */
function pageData(body: string): CalendarEventPageData | null {
  const json = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(body)?.[1];
  if (json === undefined) throw new Error('no page data');
  return (
    (JSON.parse(json) as Record<string, CalendarEventPageData | null>)['calendario-evento'] ?? null
  );
}

describe("an event's pages on the built site", () => {
  it('render at the one address of each language, and send every other spelling there first', async () => {
    const created = await app.inject({
      method: 'POST',
      url: CALENDAR_API_PATHS.events,
      headers: auth,
      payload: {
        titulo: 'Acto del Día del Alumno',
        todo_el_dia: true,
        inicio: '2027-04-03',
        categoria: 'acto',
      },
    });
    const event = created.json<CalendarEvent>();
    const translated = await app.inject({
      method: 'PUT',
      url: CALENDAR_API_PATHS.eventTranslation(event.id, 'fr'),
      headers: auth,
      payload: { titulo: 'Cérémonie de la Journée de l’élève' },
    });
    expect(translated.statusCode).toBe(200);
    const id = String(event.id);
    const french = `/fr/calendario/${id}-ceremonie-de-la-journee-de-l-eleve`;

    const moved = await app.inject({ url: `/fr/calendario/${id}-acto-del-dia-del-alumno` });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, french]);

    const page = await app.inject({ url: french });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cérémonie de la Journée de l’élève</main>');
    expect(pageData(page.body)?.url).toBe(`https://colegio.example${french}`);

    const english = await app.inject({ url: `/en/calendario/${id}-acto-del-dia-del-alumno` });
    expect(english.statusCode).toBe(200);
    expect(pageData(english.body)).toMatchObject({
      aviso: 'solo-espanol',
      url: `https://colegio.example/calendario/${id}-acto-del-dia-del-alumno`,
      evento: { titulo: 'Acto del Día del Alumno', idioma: 'es' },
    });

    const spanish = await app.inject({ url: `/calendario/${id}-acto-del-dia-del-alumno` });
    expect(spanish.statusCode).toBe(200);
    expect(pageData(spanish.body)?.alternativas?.map((link) => link.hreflang)).toEqual([
      'es',
      'fr',
      'x-default',
    ]);

    const missing = await app.inject({ url: '/fr/calendario/999-nada' });
    expect(missing.statusCode).toBe(404);
    expect(pageData(missing.body)).toBeNull();
  });
});
