// The photo gallery in a browser: the states of a year's page as a visitor sees them (axe on each),
// the years served as HTML before the code runs, the year list leading to a grid of photos in
// boxes of fixed proportions, and the administrator's upload (checked first, with progress), delete
// and a refused session through the page itself, and a phone photo shrunk in the browser.
//
// Each state's text and roles, the grid's links and alt text, the upload form's checks, a declined
// or failed delete, and the session ending are the components' facts, proven in jsdom:
// web/src/features/gallery/components/year-gallery.test.tsx (and photo-grid, status-views,
// facebook-photos-card, year-list); the API's answers in server/src/modules/gallery/*.test.ts.
import sharp from 'sharp';
import { type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, signedIn, test } from '../support/staff.ts';

/*
 * Years of this file, one per job so that parallel workers never change a year another test
 * reads. No other spec file touches the gallery.
 */
const YEAR = {
  /** Never given photos: the real server's empty state, and the target of mocked states. */
  empty: 2019,
  /** Seeded through the API, read only: the year list and the photo grid. */
  listed: 2016,
  /** The administrator's upload through the page. */
  upload: 2020,
  /** The administrator's delete through the page. */
  remove: 2021,
  /** A big phone photo shrunk in the browser before its upload. */
  resize: 2022,
} as const;

const photosCall = (year: number) => new RegExp(`/api/facebook-photos\\?year=${String(year)}$`);
const photoLinks = (page: Page) => page.getByRole('link', { name: /^Foto \d+ de \d+ del año/ });

/** A real JPEG of one colour, as a file the page is given. */
async function jpegFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function libraryCount(request: APIRequestContext, year: number): Promise<number> {
  const response = await request.get(`/api/gallery/${String(year)}/photos`);
  const { photos } = (await response.json()) as { photos: unknown[] };
  return photos.length;
}

/**
 * Answers the page's calls for `year` with `answers`, one each, in order; then the real server's.
 */
async function answerInTurn(
  page: Page,
  year: number,
  answers: ((route: Route) => Promise<void>)[],
) {
  await page.route(photosCall(year), (route) => {
    const answer = answers.shift();
    return answer ? answer(route) : route.fallback();
  });
}

// One width: the states are the same component at both; families see them on their phones. Three
// tests of two states each (axe on each), rather than one test and one page load per state.
test.describe('states of /galeria/{year}', { tag: '@mobile' }, () => {
  test('loading, then the server’s error message', async ({ page }) => {
    const message = 'No se pudieron obtener las fotos desde Facebook. Inténtalo más tarde.';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await answerInTurn(page, YEAR.empty, [
      async (route) => {
        await held;
        await route.fulfill({ status: 502, json: { statusCode: 502, error: message, message } });
      },
    ]);

    await test.step('loading: "Cargando fotos…" in a status region', async () => {
      await page.goto(`/galeria/${String(YEAR.empty)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Fotos ${String(YEAR.empty)}` }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando fotos…' })).toBeVisible();
      await expect(page).toHaveTitle(`Fotos ${String(YEAR.empty)} · Colegio Le Beau Jour`);
      await expectNoAxeViolations(page);
    });

    await test.step("error: the server's message in an error panel", async () => {
      release();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByText('Cargando fotos…')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test('an error without a message, then (tried again) an answer without photos', async ({
    page,
  }) => {
    await answerInTurn(page, YEAR.empty, [
      (route) => route.fulfill({ status: 500, body: '' }),
      (route) => route.fulfill({ json: { fotos: [] } }),
    ]);

    await test.step('error without a message: "Error al cargar las fotos"', async () => {
      await page.goto(`/galeria/${String(YEAR.empty)}`);
      await expect(page.getByRole('alert')).toHaveText('Error al cargar las fotos');
      await expectNoAxeViolations(page);
    });

    await test.step('bad format: "Formato de respuesta inválido"', async () => {
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('alert')).toHaveText('Formato de respuesta inválido');
      await expectNoAxeViolations(page);
    });
  });

  test('the real server’s empty year, and an invalid year', async ({ page }) => {
    await test.step('empty: the real server has no photos for the year', async () => {
      await page.goto(`/galeria/${String(YEAR.empty)}`);
      await expect(
        page.getByRole('status').filter({ hasText: 'No hay fotos disponibles para este año' }),
      ).toBeVisible();
      await expect(photoLinks(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Ver las fotos de otros años' })).toHaveAttribute(
        'href',
        '/galeria',
      );
      await expectNoAxeViolations(page);
    });

    // Which years are valid is parseGalleryYear's (shared/src/time.test.ts); here, that the
    // server sends the page for any year and the page says so instead of crashing.
    await test.step('an invalid year: the error panel and a way back', async () => {
      await page.goto('/galeria/1900');
      await expect(page.getByRole('alert')).toHaveText('El año no es válido.');
      await expect(page.getByRole('link', { name: 'Todos los años' })).toHaveAttribute(
        'href',
        '/galeria',
      );
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('/galeria', () => {
  test.beforeAll(async ({ request, staff }) => {
    if ((await libraryCount(request, YEAR.listed)) === 0) {
      const photo = await jpegFile('listed.jpg', '#1f3a6b');
      const response = await request.post(`/api/gallery/${String(YEAR.listed)}/photos`, {
        headers: { Authorization: `Bearer ${staff.token}` },
        multipart: { fotos: photo },
      });
      expect(response.status()).toBe(201);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the years are in the HTML as served (ADR 0024)', { tag: '@mobile' }, async ({ page }) => {
      await page.goto('/galeria');
      const years = page.getByRole('region', { name: 'Fotos por año' });
      await expect(
        years.getByRole('link', { name: `Fotos del año ${String(YEAR.listed)}` }),
      ).toHaveAttribute('href', `/galeria/${String(YEAR.listed)}`);
      await expect(years.getByRole('status')).toHaveCount(0);
    });
  });

  test('the Facebook card opens with the keyboard; the years lead to a grid of photos in boxes of fixed proportions', async ({
    page,
    context,
  }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    await page.goto('/galeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Galería de fotos' })).toBeVisible();

    await test.step('the Facebook card: reached with Tab from the heading, opened with Enter', async () => {
      const card = page.getByRole('link', {
        name: /Nuestras fotos en Facebook.*Se abre en una pestaña nueva/,
      });
      await page.getByRole('heading', { level: 1 }).click();
      let reached = false;
      for (let i = 0; i < 10 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await card.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.keyboard.press('Enter'),
      ]);
      await expect(popup).toHaveURL('https://www.facebook.com/CollegeLeBeauJour/photos_by');
      await popup.close();
      expect(page.url()).toMatch(/\/galeria$/);
    });

    await test.step('the years that have photos, each a link to its page', async () => {
      const years = page.getByRole('region', { name: 'Fotos por año' });
      const link = years.getByRole('link', { name: `Fotos del año ${String(YEAR.listed)}` });
      await expect(link).toHaveAttribute('href', `/galeria/${String(YEAR.listed)}`);
      await expect(
        years.getByRole('link', { name: `Fotos del año ${String(YEAR.empty)}` }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/galeria/${String(YEAR.listed)}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Fotos ${String(YEAR.listed)}` }),
      ).toBeVisible();
    });

    await test.step('the grid: a photo loaded, in a 4:3 box', async () => {
      const first = photoLinks(page).first();
      const image = first.getByRole('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const box = await first.boundingBox();
      expect(box).not.toBeNull();
      if (box) expect(box.height / box.width).toBeCloseTo(0.75, 1);
      await expectNoAxeViolations(page);
    });
  });
});

// The staff's work, at the desktop's width.
test.describe('the administrator', () => {
  test('uploads photos on the year page: checked first, then sent with progress, and the grid reloads', async ({
    page,
    staff,
  }) => {
    await signedIn(page, staff.token);
    await page.goto(`/galeria/${String(YEAR.upload)}`);
    await expect(page.getByText('No hay fotos disponibles para este año')).toBeVisible();
    const form = page.getByRole('region', { name: `Subir fotos a ${String(YEAR.upload)}` });
    const input = form.getByLabel('Fotos');
    await expect(
      form.getByText('Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/gallery/')) posts.push(req.url());
    });
    const good = await jpegFile('subida-1.jpg', '#b71c1c');
    const files = [good, await jpegFile('subida-2.jpg', '#2e7d32')];

    await test.step('refused in the browser: nothing is sent', async () => {
      await input.setInputFiles([
        good,
        {
          name: 'enorme.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
        },
        { name: 'circular.txt', mimeType: 'text/plain', buffer: Buffer.from('Reunión') },
      ]);
      const refusal = form.getByRole('alert');
      await expect(refusal).toContainText(
        'La foto «enorme.jpg» no se pudo subir. La imagen pesa más de 5 MB. Elige una más liviana.',
      );
      await expect(refusal).toContainText(
        'La foto «circular.txt» no se pudo subir. El archivo no es una imagen JPG, PNG o WebP.',
      );
      await form.getByRole('button', { name: 'Subir fotos' }).click();
      await expect(input).toBeFocused();
      expect(posts).toEqual([]);
      await expectNoAxeViolations(page);
    });

    await test.step('the good files go, with a progress bar, and the grid reloads', async () => {
      // The response is held back so that the progress bar can be seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api/gallery/${String(YEAR.upload)}/photos`, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await held;
        return route.fallback();
      });
      await input.setInputFiles(files);
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form.getByText('2 fotos elegidas')).toBeVisible();
      await form.getByRole('button', { name: 'Subir fotos' }).click();
      await expect(form.getByRole('progressbar', { name: /Subiendo fotos/ })).toBeVisible();
      release();
      await expect(
        page.getByRole('status').filter({ hasText: 'Se subieron 2 fotos con éxito.' }),
      ).toBeVisible();
      await expect(photoLinks(page)).toHaveCount(2);
      await expect(form.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Eliminar foto \d de 2$/ })).toHaveCount(2);
      expect(posts).toHaveLength(1);
      await expectNoAxeViolations(page);
    });
  });

  test('deletes a photo after confirming, and a refused session ends', async ({
    page,
    request,
    staff,
  }) => {
    const photo = await jpegFile('borrar.jpg', '#00838f');
    while ((await libraryCount(request, YEAR.remove)) < 2) {
      const response = await request.post(`/api/gallery/${String(YEAR.remove)}/photos`, {
        headers: { Authorization: `Bearer ${staff.token}` },
        multipart: { fotos: photo },
      });
      expect(response.status()).toBe(201);
    }
    await signedIn(page, staff.token);
    await page.goto(`/galeria/${String(YEAR.remove)}`);
    await expect(photoLinks(page)).toHaveCount(2);

    await test.step('a photo deleted after confirming leaves the grid and the server', async () => {
      const firstHref = await photoLinks(page).first().getAttribute('href');
      page.once('dialog', (dialog) => {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toBe('¿Eliminar esta foto?');
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Eliminar foto 1 de 2' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'La foto se eliminó con éxito.' }),
      ).toBeVisible();
      await expect(photoLinks(page)).toHaveCount(1);
      await expect(page.locator(`a[href="${firstHref ?? ''}"]`)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Eliminar foto 1 de 1' })).toBeFocused();
      expect(await libraryCount(request, YEAR.remove)).toBe(1);
      // axe counts a target that the sticky header happens to cover at this scroll position as
      // too small (target-size); the page is checked as it first shows, at the top.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expectNoAxeViolations(page);
    });

    await test.step('the token is refused: the session ends and the page says so', async () => {
      await page.route('**/api/gallery/photos/*', (route) =>
        route.fulfill({
          status: 401,
          json: {
            statusCode: 401,
            error: 'Debes iniciar sesión como administrador.',
            message: 'Debes iniciar sesión como administrador.',
          },
        }),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Eliminar foto 1 de 1' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
      await expect(page.getByLabel('Fotos')).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      await expect(photoLinks(page)).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });

  test('shrinks a phone photo over 5 MB in the browser (longest side 2400 px), then uploads it', async ({
    page,
    request,
    staff,
  }) => {
    // 4000 × 3000 px of fine grain: about 7.6 MB as it comes off a phone, far less once shrunk.
    const big = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#4a7a3c',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);

    await signedIn(page, staff.token);
    await page.goto(`/galeria/${String(YEAR.resize)}`);
    const form = page.getByRole('region', { name: `Subir fotos a ${String(YEAR.resize)}` });
    const sent: number[] = [];
    page.on('request', (req) => {
      if (
        req.method() === 'POST' &&
        req.url().endsWith(`/api/gallery/${String(YEAR.resize)}/photos`)
      )
        sent.push(req.postDataBuffer()?.length ?? 0);
    });
    await form
      .getByLabel('Fotos')
      .setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: big });
    // Accepted, with the size it will really have: under 5 MB.
    await expect(
      form.getByText(/^1 foto elegida \((\d+(,\d)? KB|[0-4](,\d)? MB)\)$/),
    ).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Subir fotos' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Se subió 1 foto con éxito.' }),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(5 * 1024 * 1024);

    // The server kept a picture of at most 2400 px, in the proportions of the original.
    const response = await request.get(`/api/gallery/${String(YEAR.resize)}/photos`);
    const { photos } = (await response.json()) as { photos: { width: number; height: number }[] };
    expect(photos).toHaveLength(1);
    expect(Math.max(photos[0]?.width ?? 0, photos[0]?.height ?? 0)).toBeLessThanOrEqual(2400);
    expect((photos[0]?.width ?? 0) / (photos[0]?.height ?? 1)).toBeCloseTo(4 / 3, 2);
  });
});
