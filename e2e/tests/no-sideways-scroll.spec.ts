// Nothing scrolls sideways at 375 px: every public page, a news item's page and every section of
// the staff panel, each showing the longest titles staff really type (a protocol's full name, an
// unbroken file name, a pasted address). A long word, a row of tabs or a wide table must wrap or
// scroll inside its own box, never push the whole page wider than the screen.
//
// A notice shows on every page of the server it is set on, and a supplies line changes how the
// list's levels are grouped, so this file runs its own server (started once: the file's tests run
// one after the other in one worker) against the same build, like notice.spec.ts: the other
// files' pages never see this data. Each address is loaded once, and the panel opens with the
// session of the seed's login (the login form has tests of its own).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { schoolJpeg } from '../support/admin.ts';
import { pdf } from '../support/pdf.ts';
import { startOwnServer } from '../support/server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'clave-de-prueba-ancho-2026';

// Realistic worst cases, each within the API's limits.
/** A protocol's full name (documents allow 120 characters). */
const LONG_DOCUMENT =
  'Protocolo de actuación frente a situaciones de maltrato, acoso escolar o violencia entre miembros de la comunidad';
/** A title typed as the file was named: one unbroken word. */
const UNBROKEN_DOCUMENT =
  'Reglamento_de_Evaluación_Calificación_y_Promoción_Escolar_2026_versión_final_aprobada_por_el_Consejo';
/** A pasted address, unbroken. */
const LONG_URL =
  'https://www.mineduc.cl/wp-content/uploads/sites/19/2026/03/Circular-que-imparte-instrucciones-sobre-reglamentos-internos.pdf';
const LONG_NEWS = `Protocolo de actuación frente a situaciones de maltrato, acoso escolar o violencia entre miembros de la comunidad educativa: jornada informativa para apoderados ${randomBytes(3).toString('hex')}`;
const LONG_SUPPLY =
  'Cuaderno_universitario_cuadriculado_de_100_hojas_con_forro_plástico_transparente_y_nombre_del_alumno';
const LONG_SUPPLY_DETAIL = `según ${LONG_URL}`;
const LONG_NOTICE = `Suspensión de clases por corte de agua programado: revisen el protocolo de actuación frente a situaciones de emergencia en ${LONG_URL}`;
/** Usernames are letters, digits and ._@- up to 64 characters: one unbroken word. */
const LONG_USERNAME = `coordinacion.convivencia.escolar.lebeaujour-${randomBytes(4).toString('hex')}`;

interface Site {
  origin: string;
  /** A session of the server's administrator, from the seed's login. */
  token: string;
  /** The seeded news item's address. */
  newsItem: string;
}

/** The site's public pages, as the build lists them; the login page is not one of them. */
function publicPages(): string[] {
  const file = path.join(repoRoot, 'web/dist/client/pages.json');
  const { pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: { path: string }[] };
  return pages.map((entry) => entry.path).filter((address) => address !== '/adminlbj_');
}

/**
 * Fills the server with the long titles, through the real API. Returns the session and the news
 * item's address.
 */
async function seed(request: APIRequestContext, origin: string, username: string) {
  const at = (address: string) => `${origin}${address}`;
  const login = await request.post(at('/api/login'), { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  for (const [titulo, categoria] of [
    [LONG_DOCUMENT, 'reglamento'],
    [UNBROKEN_DOCUMENT, 'utiles'],
  ] as const) {
    const response = await request.post(at('/api/documents'), {
      headers,
      multipart: {
        titulo,
        categoria,
        vigente_desde: '2026-03-01',
        archivo: {
          name: 'documento.pdf',
          mimeType: 'application/pdf',
          buffer: pdf('Documento de prueba'),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  const news = await request.post(at('/api/news'), {
    headers,
    multipart: {
      titulo: LONG_NEWS,
      descripcion: `Compartimos con las familias el documento completo.\n\nLo encuentran en ${LONG_URL}\n\n${UNBROKEN_DOCUMENT}`,
      tipo_noticia: 'Académico',
      imagen: { name: 'jornada.jpg', mimeType: 'image/jpeg', buffer: await schoolJpeg() },
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const { ruta } = (await news.json()) as { ruta: string };

  // A line added to the published year's first level, keeping the lines it had.
  const year = (await (await request.get(at('/api/supplies'), { headers })).json()) as {
    anio: number;
    niveles: { nivel: string; lineas: object[]; version?: number }[];
  };
  const [level] = year.niveles;
  if (!level) throw new Error('the published supplies list has no level');
  const saved = await request.put(at(`/api/supplies/${String(year.anio)}/${level.nivel}`), {
    headers,
    data: {
      lineas: [
        ...level.lineas,
        { tipo: 'grupo', texto: LONG_SUPPLY },
        { tipo: 'util', texto: LONG_SUPPLY, detalle: LONG_SUPPLY_DETAIL },
      ],
      ...(level.version === undefined ? {} : { version: level.version }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const notice = await request.put(at('/api/notice'), {
    headers,
    data: { nivel: 'aviso', texto: LONG_NOTICE, enlace: LONG_URL },
  });
  expect(notice.status(), await notice.text()).toBe(200);

  const admin = await request.post(at('/api/admins'), {
    headers,
    data: { username: LONG_USERNAME, password: PASSWORD },
  });
  expect(admin.status(), await admin.text()).toBe(201);

  return { token, newsItem: ruta };
}

const test = base.extend<object, { site: Site }>({
  site: [
    async ({ playwright }, use) => {
      const username = `e2e-ancho-${randomBytes(4).toString('hex')}`;
      const server = await startOwnServer('ancho', { username: username, password: PASSWORD });
      const { origin } = server;
      const request = await playwright.request.newContext();
      try {
        await use({ origin, ...(await seed(request, origin, username)) });
      } finally {
        await request.dispose();
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.origin);
  },
});

/**
 * The page's width against the screen's, once its fonts are in. On failure, names the elements
 * whose right edge passes the screen's, outermost (what sticks out) and innermost (what pushes).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screen = page.viewportSize()?.width ?? 0;
  const measured = await page.evaluate(async (limit) => {
    await document.fonts.ready;
    const past = (el: Element | null) =>
      el !== null && el.getBoundingClientRect().right > limit + 0.5;
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.trim() : '';
      const name = `${el.tagName.toLowerCase()}${classes ? `.${classes.replace(/\s+/g, '.')}` : ''}`;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name} (${String(Math.round(el.getBoundingClientRect().right))} px) «${text}»`;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => past(el));
    const outermost = wide.filter((el) => !past(el.parentElement));
    // Inside a box that clips or scrolls (a visually hidden label, a table's scroller), text
    // pushes nothing.
    const clipped = (el: Element): boolean => {
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Text runs past its own box when it cannot wrap: its parent is named then.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const overflowingText = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (
        range.getBoundingClientRect().right > limit + 0.5 &&
        node.parentElement &&
        !clipped(node.parentElement)
      ) {
        overflowingText.add(node.parentElement);
      }
    }
    const innermost = [
      ...new Set([
        ...overflowingText,
        ...wide.filter((el) => ![...el.children].some((child) => past(child))),
      ]),
    ];
    return {
      innerWidth: window.innerWidth,
      html: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      outermost: outermost.slice(0, 4).map(describe),
      innermost: innermost.slice(0, 6).map(describe),
    };
  }, screen);
  const where = [
    page.url(),
    `sticking out: ${measured.outermost.join('; ') || 'none found'}`,
    `pushing: ${measured.innermost.join('; ') || 'none found'}`,
  ].join('\n');
  // A phone zooms out to show a page wider than the screen, and innerWidth then grows with it:
  // it must still be the screen's width for the comparisons below to mean anything.
  expect(measured.innerWidth, where).toBe(screen);
  expect(measured.html, where).toBeLessThanOrEqual(measured.innerWidth);
  expect(measured.body, where).toBeLessThanOrEqual(measured.innerWidth);
}

/** Opens the panel's section `id`, signed in, and waits for its heading. */
async function openSection(page: Page, site: Site, id: string, heading: string): Promise<void> {
  await page.addInitScript((token) => {
    window.localStorage.setItem('token', token);
  }, site.token);
  await page.goto(`/adminlbj_/panel?seccion=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

/** The notice's region, named in the page's language. */
const NOTICE_NAME: Readonly<Record<string, string>> = {
  es: 'Aviso del colegio',
  fr: 'Avis du collège',
  en: 'School notice',
};

test.describe.configure({ mode: 'default' });

test.describe('at 375 px nothing scrolls sideways', { tag: '@mobile' }, () => {
  // Each page in its three languages in one test: French and English words are longer.
  for (const address of publicPages().filter((p) => !/^\/(fr|en)(\/|$)/.test(p))) {
    test(`the public page ${address}`, async ({ page }) => {
      for (const lang of ['es', 'fr', 'en'] as const) {
        await test.step(lang, async () => {
          await page.goto(lang === 'es' ? address : `/${lang}${address}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The notice, untranslated, shows in Spanish on the French and English pages too.
          await expect(page.getByRole('region', { name: NOTICE_NAME[lang] })).toContainText(
            LONG_NOTICE,
          );
          await expectNoSidewaysScroll(page);
        });
      }
    });
  }

  test('a news item with a long title and an address in its text', async ({ page, site }) => {
    await page.goto(site.newsItem);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_NEWS);
    await expectNoSidewaysScroll(page);
  });

  test('the panel: Documentos, with a document\u2019s forms open', async ({ page, site }) => {
    await openSection(page, site, 'documentos', 'Documentos');
    for (const title of [LONG_DOCUMENT, UNBROKEN_DOCUMENT]) {
      await expect(page.getByRole('heading', { level: 4, name: title, exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: UNBROKEN_DOCUMENT }) });
    await item.getByRole('button', { name: 'Subir una versión nueva' }).click();
    await expect(item.getByRole('form', { name: 'Subir una versión nueva' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await item.getByRole('button', { name: 'Cambiar título, categoría o tipo' }).click();
    await expect(item.getByRole('textbox', { name: 'Título' })).toHaveValue(UNBROKEN_DOCUMENT);
    await expectNoSidewaysScroll(page);
  });

  test('the panel: Útiles, on the level with the long line', async ({ page, site }) => {
    await openSection(page, site, 'utiles', 'Útiles');
    await expect(page.getByRole('textbox', { name: 'Útil', exact: true }).last()).toHaveValue(
      LONG_SUPPLY,
    );
    await expectNoSidewaysScroll(page);
  });

  test('the panel: Aviso', async ({ page, site }) => {
    await openSection(page, site, 'aviso', 'Aviso');
    await expect(page.getByLabel('Texto del aviso')).toHaveValue(LONG_NOTICE);
    await expectNoSidewaysScroll(page);
  });

  test('the panel: Administradores', async ({ page, site }) => {
    await openSection(page, site, 'administradores', 'Administradores');
    await expect(page.getByText(LONG_USERNAME, { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the panel: Actividad', async ({ page, site }) => {
    await openSection(page, site, 'actividad', 'Actividad');
    await expect(page.getByRole('table').getByText(LONG_DOCUMENT).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
