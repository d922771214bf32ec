// The informational pages against the built site and the real server: each page once at 375 px
// (what families see on their phones), its content, axe and the hosts it asks, then what only
// that page has (the map, the documents library, printing the supplies list…); the same pages
// once more with JavaScript off; the home page at 1280 px.
//
// Lower down: the carousel's rules (its 5 s rotation, pause, hover, focus, wrapping arrows) in
// web/src/components/ui/carousel.test.tsx with fake timers, the map's in
// web/src/components/ui/map-embed.test.tsx.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const main = (page: Page) => page.getByRole('main');

/** What a page has beyond its content: checked after it, in the same visit. */
type Extra = (page: Page, request: APIRequestContext) => Promise<void>;

/**
 * The map of `/` and `/contacto`: nothing left the site before (the page's own check), the link
 * brings Google's map in the placeholder's box, so nothing below it moves.
 */
const theMap: Extra = async (page) => {
  const google: string[] = [];
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, async (route) => {
    google.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' });
  });
  const show = main(page).getByRole('link', { name: 'Mostrar el mapa' });
  await expect(main(page).getByText('23 Norte Calle Dos, 2039').first()).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // Its code loads as it comes near the screen.
  await show.scrollIntoViewIfNeeded();
  await hydrated(show);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await show.click();
  const frame = page.locator(
    'iframe[title="Mapa de Google con la ubicación del Colegio Cristiano Le Beau Jour"]',
  );
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.google.com/maps?q=-33.00467,-71.53512&z=15&output=embed',
  );
  await expect.poll(() => google.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
};

/** Each informational page: its one h1, text that must be in the page, and what else it has. */
const PAGES: { path: string; h1: string; texts: string[]; extra?: [string, Extra] }[] = [
  {
    path: '/',
    h1: 'LE BEAU JOUR',
    texts: [
      'EDUCANDO AL ABRIGO DEL ALTÍSIMO',
      'Destacados',
      '¿Quieres conocernos?',
      'Dónde estamos',
    ],
    extra: ['nothing leaves the site until the visitor asks for the map', theMap],
  },
  {
    path: '/aboutus',
    h1: 'Sobre nosotros',
    texts: [
      'Quiénes somos',
      'Nuestra visión',
      'Nuestra misión',
      'Collège Chrétien Français Le Beau Jour',
    ],
  },
  {
    path: '/historia',
    h1: 'Nuestra historia',
    texts: ['Hernán Bastos', 'fundó el colegio en 1983', 'Los inicios del colegio, en 1983.'],
  },
  {
    path: '/equipo-directivo',
    h1: 'Equipo directivo',
    texts: ['Área de Gestión', 'Convivencia Escolar', 'Marisol Bastos', 'Educadora Diferencial'],
    extra: [
      'both areas, every person with a monogram, and the academic background of management',
      async (page) => {
        const people = [
          ['Marisol Bastos', 'Directora', 'MB'],
          ['Ruby Bahamondes', 'Subdirectora', 'RB'],
          ['Roberto Valdivia', 'Jefe de UTP (Unidad Técnico-Pedagógica)', 'RV'],
          ['Alejandra Aravena', 'Encargada de Convivencia Escolar', 'AA'],
          ['Mauricio Veit', 'Encargado de Convivencia Escolar', 'MV'],
          ['Andrea Acevedo', 'Educadora Diferencial', 'AA'],
        ] as const;
        for (const [name, role, initials] of people) {
          const card = main(page)
            .getByRole('article')
            .filter({ has: page.getByRole('heading', { name, level: 3 }) });
          await expect(card).toContainText(role);
          await expect(card.locator('svg text')).toHaveText(initials);
        }
        const management = main(page).getByRole('region', { name: 'Área de Gestión' });
        await expect(management.getByRole('heading', { name: 'Formación Académica' })).toHaveCount(
          3,
        );
        await expect(management).toContainText(
          'Magíster en Dirección y Liderazgo para la Gestión Educacional',
        );
      },
    ],
  },
  {
    path: '/reglamentos',
    h1: 'Documentos y reglamentos',
    texts: ['Reglamentos', 'Protocolos', 'Ley TEA', 'Reglamento Interno de Convivencia Escolar'],
    extra: [
      'every document the site had is in the library, its link showing its real size, its old address leading to it',
      async (page, request) => {
        for (const card of ['Reglamentos', 'Protocolos', 'Ley TEA']) {
          await expect(
            main(page).getByRole('heading', { name: card, level: 3, exact: true }),
          ).toBeVisible();
        }
        const expected = [
          [
            'Reglamento Interno de Convivencia Escolar',
            'reglamento-interno-convivencia-escolar-2025.pdf',
          ],
          ['Reglamento de Evaluación y Promoción', 'reglamento-evaluacion-promocion.pdf'],
          ['Protocolos de Actuación', 'protocolos-de-actuacion.pdf'],
          ['Protocolo de Desregulación Emocional', 'protocolo-desregulacion-emocional.pdf'],
          ['Certificado Laboral para Apoderados', 'certificado-laboral-apoderados.pdf'],
        ] as const;
        for (const [title, file] of expected) {
          // The library's address; the old one answers 301 to it.
          const link = main(page).getByRole('link', {
            name: new RegExp(`^Descargar.*: ${title}$`),
          });
          await expect(link).toHaveAttribute('href', /^\/documentos\/\d+\.pdf$/);
          const href = (await link.getAttribute('href')) ?? '';
          const old = await request.get(`/documents/${file}`, { maxRedirects: 0 });
          expect(old.status(), file).toBe(301);
          expect(old.headers().location).toBe(href);
          const response = await request.get(href);
          expect(response.status(), file).toBe(200);
          expect(response.headers()['content-type']).toContain('application/pdf');
          const body = await response.body();
          expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          // The size shown is the file's own, in Chilean notation.
          const kb = (body.length / 1024).toFixed(1).replace('.', ',').replace(/,0$/, '');
          await expect(link).toContainText(`PDF · ${kb} KB`);
        }
      },
    ],
  },
  {
    path: '/listado-utiles',
    h1: 'Listado de útiles escolares 2025',
    texts: [
      'Notas generales',
      'Pre-Kínder y Kínder',
      '1º a 4º Básico',
      '5º a 8º Básico',
      'Calculadora simple',
    ],
    extra: [
      'prints only the list: no header, footer or buttons',
      async (page) => {
        const print = main(page).getByRole('button', { name: 'Imprimir el listado' });
        await expect(print).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(print).toBeHidden();
        await expect(main(page).getByRole('heading', { name: '5º a 8º Básico' })).toBeVisible();
        await expect(main(page).getByText('Calculadora simple')).toBeVisible();
      },
    ],
  },
  {
    path: '/horarios-atencion',
    h1: 'Horarios de atención',
    texts: ['Lunes a viernes', '9:00 a 19:00 horas', '(9:00 a.m. a 7:00 p.m.)'],
  },
  {
    path: '/reconocimientos',
    h1: 'Reconocimientos',
    texts: [
      'Pontificia Universidad Católica de Valparaíso',
      'CMAT',
      'Buenas Ideas para una Mejor Educación',
    ],
    extra: [
      'links the 2024 national recognition in a new tab, safely',
      async (page) => {
        const link = main(page).getByRole('link', {
          name: 'Ver la convocatoria 2024 de Buenas Prácticas',
        });
        await expect(link).toHaveAttribute(
          'href',
          'https://buenaspracticas.supereduc.cl/convocatoria-2024-2/',
        );
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleDescription(/Se abre en una pestaña nueva/);
        await expect(main(page)).toContainText('páginas 45 a 47');
      },
    ],
  },
  {
    path: '/contacto',
    h1: 'Contacto',
    texts: ['(+56) 32 3241150', 'colegio_lebeaujour@hotmail.com', '23 Norte Calle Dos, 2039'],
    extra: ['nothing leaves the site until the visitor asks for the map', theMap],
  },
  {
    path: '/correo',
    h1: 'Escríbenos',
    texts: ['Todos los campos son obligatorios.', 'Nombre', 'Mensaje'],
  },
];

/** The addresses of every request the page makes from now on that are not on `baseURL`. */
function otherHosts(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) urls.push(url);
  });
  return urls;
}

/**
 * Resolves once the page's code has done what it does by itself (the `lbj-hydrated` mark, which
 * bench:web reads too, ADR 0038 and 0046: the islands near the first screen hydrated, or at once on
 * a page with none): all the page asks for by itself has been asked by then.
 */
async function codeHasRun(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('lbj-hydrated').length))
    .toBe(1);
}

test.describe('informational pages at 375 px', { tag: '@mobile' }, () => {
  for (const info of PAGES) {
    test(`${info.path}: its one h1 and content, no axe violations, asking only its own origin${info.extra ? `; ${info.extra[0]}` : ''}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const elsewhere = otherHosts(page, baseURL);
      // Nothing of another host is answered: a request to one fails, after it is counted.
      await page.route(
        (url) => url.origin !== new URL(baseURL ?? 'http://127.0.0.1').origin,
        (route) => route.abort(),
      );
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1);
      for (const text of info.texts) {
        await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
      }
      await test.step('the code takes over and marks lbj-hydrated', () => codeHasRun(page));
      await expectNoAxeViolations(page);
      // The page has loaded, its code has run and axe has read it all: what it asks for, it has.
      expect(elsewhere, 'requests to other hosts').toEqual([]);
      if (info.extra) {
        const [name, check] = info.extra;
        await test.step(name, () => check(page, request));
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every informational page shows its h1 and its text; the layout its navigation, footer and contact links', async ({
    page,
  }) => {
    for (const info of PAGES) {
      await test.step(info.path, async () => {
        // The HTML is all there is: no need to wait for its images.
        await page.goto(info.path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1);
        for (const text of info.texts) {
          await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
        }
      });
    }
    await test.step('the layout, on /historia', async () => {
      await page.goto('/historia', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      // This year in Chile, which the server writes as it sends the page (which year:
      // html-first-layout.spec.ts).
      await expect(
        page.getByText(/^© \d{4} Colegio Le Beau Jour\. Todos los derechos reservados\.$/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: '(+56) 32 3241150' })).toHaveAttribute(
        'href',
        'tel:+56323241150',
      );
      await expect(
        page.getByRole('link', { name: 'colegio_lebeaujour@hotmail.com' }),
      ).toHaveAttribute('href', 'mailto:colegio_lebeaujour@hotmail.com');
    });
  });
});

test.describe('home page at 1280 px', () => {
  test('the first slide is the preloaded LCP image, every image has its size and its text; the slides fade; no axe violations; the featured cards and the contact button link their pages', async ({
    page,
  }) => {
    await test.step('the first slide is the preloaded LCP image, the others wait', async () => {
      const response = await page.request.get('/');
      const html = await response.text();
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
      expect(preload).toContain('imagesrcset="/generated/slide-escuela-480.avif 480w');
      expect(preload).toContain('fetchpriority="high"');
      await page.goto('/');
      const first = page.getByRole('group', { name: '1 de 4' }).locator('img');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('width', '1600');
      await expect(first).toHaveAttribute('height', '900');
      expect(
        await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      // Below the fold: lazy, with explicit size. The latest news' pictures are decorative (their
      // titles beside them say it all, as on /news); every other picture says what it shows.
      // Read in one go: the carousel adds its other slides' images after the page has loaded.
      const images = await main(page)
        .locator('img')
        .evaluateAll((elements) =>
          elements.map((el) => ({
            src: el.getAttribute('src'),
            width: el.getAttribute('width'),
            height: el.getAttribute('height'),
            alt: el.getAttribute('alt'),
            loading: el.getAttribute('loading'),
            news: el.closest('[aria-labelledby="ultimas-noticias"]') !== null,
          })),
        );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width, image.src ?? '').toMatch(/^\d+$/);
        expect(image.height, image.src ?? '').toMatch(/^\d+$/);
        if (image.news) {
          expect(image.alt, image.src ?? '').toBe('');
          expect(image.loading, image.src ?? '').toBe('lazy');
        } else {
          expect(image.alt, image.src ?? '').toMatch(/.+/);
        }
      }
    });

    await test.step('slides fade in 250 ms, with no animation under reduced motion', async () => {
      /** The longest transition of any slide, in seconds. */
      const longestTransition = () =>
        page.locator('[aria-roledescription="diapositiva"]').evaluateAll((slides) =>
          Math.max(
            ...slides.flatMap((slide) =>
              getComputedStyle(slide)
                .transitionDuration.split(',')
                .map((d) => parseFloat(d)),
            ),
          ),
        );
      expect(await longestTransition()).toBeCloseTo(0.25);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await longestTransition()).toBeLessThan(0.001);
      await page.emulateMedia({ reducedMotion: null });
    });

    await test.step('no axe violations at 1280 px', async () => {
      await codeHasRun(page);
      await expectNoAxeViolations(page);
    });

    await test.step('the three featured cards and the contact button link their pages', async () => {
      const featured = page.getByRole('region', { name: 'Destacados' });
      for (const [title, href] of [
        ['Reconocimientos', '/reconocimientos'],
        ['Listado de Útiles 2025', '/listado-utiles'],
        ['Horarios de Atención', '/horarios-atencion'],
      ] as const) {
        await expect(featured.getByRole('heading', { name: title, level: 3 })).toBeVisible();
        await expect(
          featured.getByRole('link', { name: new RegExp(`^Leer más\\W+${title}$`) }),
        ).toHaveAttribute('href', href);
      }
      await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
        'Reconocimientos',
        'Listado de Útiles 2025',
        'Horarios de Atención',
      ]);
      await expect(
        main(page).getByRole('link', { name: 'Contáctanos', exact: true }),
      ).toHaveAttribute('href', '/contacto');
      await main(page)
        .getByRole('link', { name: /^Leer más\W+Horarios de Atención$/ })
        .click();
      await expect(page).toHaveURL(/\/horarios-atencion$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horarios de atención');
    });
  });
});
