import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

/** Each informational page: its one h1 and text that must be in the page (and its HTML). */
const PAGES = [
  {
    path: '/',
    h1: 'LE BEAU JOUR',
    texts: [
      'EDUCANDO AL ABRIGO DEL ALTÍSIMO',
      'Destacados',
      '¿Quieres conocernos?',
      'Dónde estamos',
    ],
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
  },
  {
    path: '/reglamentos',
    h1: 'Documentos y reglamentos',
    texts: ['Reglamentos', 'Protocolos', 'Ley TEA', 'Reglamento Interno de Convivencia Escolar'],
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
  },
  {
    path: '/contacto',
    h1: 'Contacto',
    texts: ['(+56) 32 3241150', 'colegio_lebeaujour@hotmail.com', '23 Norte Calle Dos, 2039'],
  },
  {
    path: '/correo',
    h1: 'Escríbenos',
    texts: ['Todos los campos son obligatorios.', 'Nombre', 'Mensaje'],
  },
] as const;

const main = (page: Page) => page.getByRole('main');

/** Every request the page makes, collected from before navigation. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function sameOrigin(urls: string[], baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  return urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
}

test.describe('informational pages', () => {
  for (const info of PAGES) {
    test(
      `${info.path} shows its one h1 and its content, asking only its own origin`,
      { tag: '@both' },
      async ({ page, baseURL }) => {
        const requests = recordRequests(page);
        await page.goto(info.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1);
        for (const text of info.texts) {
          await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        expect(sameOrigin(requests, baseURL), 'requests to other hosts').toEqual([]);
      },
    );
  }

  for (const info of PAGES) {
    test(`${info.path} has no axe violations`, { tag: '@both' }, async ({ page }) => {
      await page.goto(info.path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('prerendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const info of PAGES) {
    test(`${info.path} shows its h1 and main text`, async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1);
      for (const text of info.texts) {
        await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
      }
    });
  }
});

test.describe('home page', () => {
  const current = (page: Page) =>
    page.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])');

  test('links the three featured cards and the contact button', async ({ page }) => {
    await page.goto('/');
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

  test('the first slide is the preloaded LCP image, the others wait', async ({ page }) => {
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
    // titles beside them say it all, as on /news); every other picture says what it shows. Read
    // in one go: the carousel adds its other slides' images after the page has loaded.
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

  test(
    'the carousel buttons go forward and back, wrapping at both ends',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Imágenes del colegio' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
      const pause = carousel.getByRole('button', { name: 'Pausar el carrusel' });
      await hydrated(pause);
      // Stop the rotation first so only the buttons move the slides, then start from the first
      // slide whatever the rotation did while the page hydrated (a slow machine may take 5 s).
      await pause.click();
      await expect(carousel.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible();
      await carousel.getByRole('link', { name: 'Mostrar diapositiva 1 de 4' }).click();
      const previous = carousel.getByRole('link', { name: 'Diapositiva anterior' });
      const next = carousel.getByRole('link', { name: 'Diapositiva siguiente' });
      await expect(current(page)).toHaveAttribute('aria-label', '1 de 4');
      await previous.click();
      await expect(current(page)).toHaveAttribute('aria-label', '4 de 4');
      await next.click();
      await expect(current(page)).toHaveAttribute('aria-label', '1 de 4');
      await next.click();
      await next.click();
      await expect(current(page)).toHaveAttribute('aria-label', '3 de 4');
      await expect(current(page).getByRole('figure')).toContainText(
        'En el patio también se aprende',
      );
      await expect(current(page).locator('img')).toHaveJSProperty('complete', true);
    },
  );

  test('the carousel rotates every 5 s and stops when paused, hovered or focused', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Imágenes del colegio' });
    const pause = carousel.getByRole('button', { name: 'Pausar el carrusel' });
    await hydrated(pause);
    // Time flowed naturally while the page hydrated: stop it, then start from the first slide
    // (a click on a dot restarts the 5 s wait) with pointer and focus outside the carousel.
    await page.clock.pauseAt(Date.now() + 60_000);
    await carousel.getByRole('link', { name: 'Mostrar diapositiva 1 de 4' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(current(page)).toHaveAttribute('aria-label', '1 de 4');
    await page.clock.runFor(4999);
    await expect(current(page)).toHaveAttribute('aria-label', '1 de 4');
    await page.clock.runFor(1);
    await expect(current(page)).toHaveAttribute('aria-label', '2 de 4');

    // Hovered: no rotation; left: rotation again.
    await carousel.hover();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', '2 de 4');
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAttribute('aria-label', '3 de 4');

    // Paused by the visitor: it stays put after pointer and focus have left.
    await pause.click();
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAttribute('aria-label', '3 de 4');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await carousel.getByRole('button', { name: 'Reanudar el carrusel' }).click();
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAttribute('aria-label', '4 de 4');
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAttribute('aria-label', '1 de 4');
  });

  test('slides fade in 250 ms, with no animation under reduced motion', async ({ page }) => {
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
    await page.goto('/');
    expect(await longestTransition()).toBeCloseTo(0.25);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await longestTransition()).toBeLessThan(0.001);
  });
});

test.describe('embedded map', () => {
  for (const path of ['/', '/contacto']) {
    test(
      `${path}: nothing leaves the site until the visitor asks for the map`,
      { tag: '@both' },
      async ({ page, baseURL }) => {
        const requests = recordRequests(page);
        const google: string[] = [];
        await page.route(/^https:\/\/(www|maps)\.google\.com\//, async (route) => {
          google.push(route.request().url());
          await route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>Mapa</title>',
          });
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(sameOrigin(requests, baseURL)).toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);

        const show = main(page).getByRole('link', { name: 'Mostrar el mapa' });
        await expect(main(page).getByText('23 Norte Calle Dos, 2039').first()).toBeVisible();
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
      },
    );
  }
});

test.describe('documents', () => {
  test('every document the site had is in the library, its link showing its real size, its old address leading to it', async ({
    page,
    request,
  }) => {
    await page.goto('/reglamentos');
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
      const link = main(page).getByRole('link', { name: new RegExp(`^Descargar.*: ${title}$`) });
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
  });
});

test.describe('school supplies list', () => {
  test('prints only the list: no navigation, footer or buttons', async ({ page }) => {
    await page.goto('/listado-utiles');
    await expect(main(page).getByRole('button', { name: 'Imprimir el listado' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Imprimir el listado' })).toBeHidden();
    await expect(main(page).getByRole('heading', { name: '5º a 8º Básico' })).toBeVisible();
    await expect(main(page).getByText('Calculadora simple')).toBeVisible();
  });
});

test.describe('management team', () => {
  test('shows both areas, every person with a monogram, and the academic background of management', async ({
    page,
  }) => {
    await page.goto('/equipo-directivo');
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
    await expect(management.getByRole('heading', { name: 'Formación Académica' })).toHaveCount(3);
    await expect(management).toContainText(
      'Magíster en Dirección y Liderazgo para la Gestión Educacional',
    );
  });
});

test.describe('recognitions', () => {
  test('links the 2024 national recognition in a new tab, safely', async ({ page }) => {
    await page.goto('/reconocimientos');
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
  });
});
