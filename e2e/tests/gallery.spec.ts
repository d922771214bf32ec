import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * Years of this file, one per job so that parallel workers (and the two viewports) never
 * change a year another test reads. No other spec file touches the gallery.
 */
const YEAR = {
  /** Never given photos: the real server's empty state, and the target of mocked states. */
  empty: 2019,
  /** Seeded through the API, read only: the year list and the photo grid at both widths. */
  listed: 2016,
  /** The administrator's upload through the page (desktop only). */
  upload: 2020,
  /** The administrator's delete through the page (desktop only). */
  remove: 2021,
  /** A big phone photo shrunk in the browser before its upload (desktop only). */
  resize: 2022,
} as const;

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// One folder per worker, made when the first image is written and removed after the tests.
const imageDir = path.join(os.tmpdir(), `lbj-gallery-photos-${String(process.pid)}`);
const PASSWORD = 'galeria-clave-segura-2024';

const photosCall = (year: number) => new RegExp(`/api/facebook-photos\\?year=${String(year)}$`);
const photoLinks = (page: Page) => page.getByRole('link', { name: /^Foto \d+ de \d+ del año/ });

/** A real JPEG of the given colour, written once per worker. */
async function makeJpeg(
  name: string,
  background: string,
  width = 1200,
  height = 900,
): Promise<string> {
  const file = path.join(imageDir, name);
  fs.mkdirSync(imageDir, { recursive: true });
  if (!fs.existsSync(file)) {
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toFile(file);
  }
  return file;
}

test.afterAll(() => {
  fs.rmSync(imageDir, { recursive: true, force: true });
});

let cachedToken: string | undefined;
let cachedUser: string | undefined;

/** An administrator of this worker, created with the CLI (the password on stdin). */
function createAdmin(): string {
  cachedUser ??= `galeria-w${String(test.info().workerIndex)}-${String(Date.now())}`;
  const result = spawnSync(process.execPath, ['server/dist/admin.js', 'create-user', cachedUser], {
    cwd: repoRoot,
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  if (result.status !== 0) throw new Error(`create-user failed: ${result.stderr}${result.stdout}`);
  return cachedUser;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken) return cachedToken;
  const username = cachedUser ?? createAdmin();
  const response = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  cachedToken = token;
  return token;
}

async function uploadThroughApi(request: APIRequestContext, year: number, file: string) {
  const token = await adminToken(request);
  const response = await request.post(`/api/gallery/${String(year)}/photos`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      fotos: { name: path.basename(file), mimeType: 'image/jpeg', buffer: fs.readFileSync(file) },
    },
  });
  expect(response.status()).toBe(201);
}

async function libraryCount(request: APIRequestContext, year: number): Promise<number> {
  const response = await request.get(`/api/gallery/${String(year)}/photos`);
  const { photos } = (await response.json()) as { photos: unknown[] };
  return photos.length;
}

async function asAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
}

test.describe('states of /galeria/{year}', { tag: '@both' }, () => {
  test('loading: "Cargando fotos…" in a status region until the photos arrive', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(photosCall(YEAR.empty), async (route: Route) => {
      await held;
      await route.fulfill({ json: { photos: [] } });
    });
    await page.goto(`/galeria/${String(YEAR.empty)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Fotos ${String(YEAR.empty)}` }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando fotos…' })).toBeVisible();
    await expect(page).toHaveTitle(`Fotos ${String(YEAR.empty)} · Colegio Le Beau Jour`);
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByText('No hay fotos disponibles para este año')).toBeVisible();
    await expect(page.getByText('Cargando fotos…')).toHaveCount(0);
  });

  test("error: the server's message in an error panel", async ({ page }) => {
    const message = 'No se pudieron obtener las fotos desde Facebook. Inténtalo más tarde.';
    await page.route(photosCall(YEAR.empty), (route) =>
      route.fulfill({ status: 502, json: { statusCode: 502, error: message, message } }),
    );
    await page.goto(`/galeria/${String(YEAR.empty)}`);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('error without a message: "Error al cargar las fotos", and a retry that recovers', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(photosCall(YEAR.empty), (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 500, body: '' })
        : route.fulfill({ json: { photos: [] } });
    });
    await page.goto(`/galeria/${String(YEAR.empty)}`);
    await expect(page.getByRole('alert')).toHaveText('Error al cargar las fotos');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('No hay fotos disponibles para este año')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('bad format: "Formato de respuesta inválido" when the body has no photos array', async ({
    page,
  }) => {
    await page.route(photosCall(YEAR.empty), (route) => route.fulfill({ json: { fotos: [] } }));
    await page.goto(`/galeria/${String(YEAR.empty)}`);
    await expect(page.getByRole('alert')).toHaveText('Formato de respuesta inválido');
    await expectNoAxeViolations(page);
  });

  test('empty: a year without photos on the real server', async ({ page }) => {
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

  test('an invalid year shows the error state, not a crash', async ({ page }) => {
    for (const year of ['1900', '2999', 'abc']) {
      await page.goto(`/galeria/${year}`);
      await expect(page.getByRole('alert')).toHaveText('El año no es válido.');
      await expect(page.getByRole('link', { name: 'Todos los años' })).toHaveAttribute(
        'href',
        '/galeria',
      );
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('/galeria', { tag: '@both' }, () => {
  test.beforeAll(async ({ request }) => {
    if ((await libraryCount(request, YEAR.listed)) === 0) {
      await uploadThroughApi(request, YEAR.listed, await makeJpeg('listed.jpg', '#1f3a6b'));
    }
  });

  test('the Facebook card is a keyboard-operable link that opens a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    await page.goto('/galeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Galería de fotos' })).toBeVisible();
    const card = page.getByRole('link', {
      name: /Nuestras fotos en Facebook.*Se abre en una pestaña nueva/,
    });
    await expect(card).toHaveAttribute(
      'href',
      'https://www.facebook.com/CollegeLeBeauJour/photos_by',
    );
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');

    // Reached with Tab from the heading just above it, and opened with Enter.
    await page.getByRole('heading', { level: 1 }).click();
    let reached = false;
    for (let i = 0; i < 10 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await card.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(popup).toHaveURL('https://www.facebook.com/CollegeLeBeauJour/photos_by');
    expect(page.url()).toMatch(/\/galeria$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the years are in the HTML as served (ADR 0024)', async ({ page }) => {
      await page.goto('/galeria');
      const years = page.getByRole('region', { name: 'Fotos por año' });
      await expect(
        years.getByRole('link', { name: `Fotos del año ${String(YEAR.listed)}` }),
      ).toHaveAttribute('href', `/galeria/${String(YEAR.listed)}`);
      await expect(years.getByRole('status')).toHaveCount(0);
    });
  });

  test('lists the years that have photos, each linking to its page', async ({ page }) => {
    await page.goto('/galeria');
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
    await expect(page).toHaveTitle(`Fotos ${String(YEAR.listed)} · Colegio Le Beau Jour`);
    await expect(photoLinks(page).first()).toBeVisible();
  });

  test('photos: a grid of new-tab links with numbered alt text in boxes of fixed proportions', async ({
    page,
  }) => {
    await page.goto(`/galeria/${String(YEAR.listed)}`);
    const first = photoLinks(page).first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener');
    await expect(first).toHaveAccessibleName(
      new RegExp(
        `^Foto 1 de \\d+ del año ${String(YEAR.listed)} \\(se abre en una pestaña nueva\\)$`,
      ),
    );
    const image = first.getByRole('img');
    await expect(image).toHaveAttribute(
      'alt',
      new RegExp(`^Foto 1 de \\d+ del año ${String(YEAR.listed)}$`),
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.height / box.width).toBeCloseTo(0.75, 1);
    await expectNoAxeViolations(page);
  });
});

test.describe('the administrator', () => {
  // Long journeys: a login, several uploads and an axe run at each step.
  test.describe.configure({ timeout: 90_000 });

  test('uploads photos on the year page: checks first, progress, then the grid reloads', async ({
    page,
    browser,
    baseURL,
  }) => {
    const colours = ['#b71c1c', '#1f3a6b', '#b08d3c', '#2e7d32', '#6a1b9a'];
    const files = await Promise.all(
      colours.map((colour, i) => makeJpeg(`subida-${String(i + 1)}.jpg`, colour)),
    );
    fs.mkdirSync(imageDir, { recursive: true });
    const tooBig = path.join(imageDir, 'enorme.jpg');
    fs.writeFileSync(tooBig, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    const notImage = path.join(imageDir, 'circular.txt');
    fs.writeFileSync(notImage, 'Reunión de apoderados');

    // Logs in through the hidden login page, as staff do.
    const username = cachedUser ?? createAdmin();
    await page.goto('/adminlbj_');
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto(`/galeria/${String(YEAR.upload)}`);
    await expect(page.getByText('No hay fotos disponibles para este año')).toBeVisible();
    const form = page.getByRole('region', { name: `Subir fotos a ${String(YEAR.upload)}` });
    const input = form.getByLabel('Fotos');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAttribute('multiple', '');
    await expect(
      form.getByText('Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Refused in the browser: nothing is sent.
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/gallery/')) posts.push(req.url());
    });
    await input.setInputFiles([files[0] ?? '', tooBig, notImage]);
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

    // The good files go; the response is held back so that the progress bar can be seen.
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
    await expect(form.getByText('5 fotos elegidas')).toBeVisible();
    await form.getByRole('button', { name: 'Subir fotos' }).click();
    await expect(form.getByRole('progressbar', { name: /Subiendo fotos/ })).toBeVisible();
    release();

    await expect(
      page.getByRole('status').filter({ hasText: 'Se subieron 5 fotos con éxito.' }),
    ).toBeVisible();
    await expect(photoLinks(page)).toHaveCount(5);
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Eliminar foto \d de 5$/ })).toHaveCount(5);
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page);

    // A visitor sees them: the first row loads at once, the rest lazily.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/galeria/${String(YEAR.upload)}`);
    await expect(photoLinks(visitor)).toHaveCount(5);
    const loading = await photoLinks(visitor)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    await expect(visitor.getByLabel('Fotos')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  });

  test('shrinks a phone photo over 5 MB in the browser (longest side 2400 px), then uploads it', async ({
    page,
    request,
  }) => {
    test.slow();
    // 4000 × 3000 px of fine grain: about 7.6 MB as it comes off a phone, far less once shrunk.
    fs.mkdirSync(imageDir, { recursive: true });
    const big = path.join(imageDir, 'IMG_4032.jpg');
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#4a7a3c',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 95 })
      .toFile(big);
    expect(fs.statSync(big).size).toBeGreaterThan(5 * 1024 * 1024);

    await asAdmin(page, request);
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
    await form.getByLabel('Fotos').setInputFiles(big);
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

  test('deletes a photo after confirming; a failure alerts; a 401 ends the session', async ({
    page,
    request,
  }) => {
    while ((await libraryCount(request, YEAR.remove)) < 3) {
      await uploadThroughApi(request, YEAR.remove, await makeJpeg('borrar.jpg', '#00838f'));
    }
    const total = await libraryCount(request, YEAR.remove);
    await asAdmin(page, request);
    await page.goto(`/galeria/${String(YEAR.remove)}`);
    await expect(photoLinks(page)).toHaveCount(total);
    const firstHref = await photoLinks(page).first().getAttribute('href');

    // Declined: nothing happens.
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toBe('¿Eliminar esta foto?');
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Eliminar foto 1 de ${String(total)}` }).click();
    await expect(photoLinks(page)).toHaveCount(total);

    // Accepted: the photo leaves the grid, and the server.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Eliminar foto 1 de ${String(total)}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'La foto se eliminó con éxito.' }),
    ).toBeVisible();
    await expect(photoLinks(page)).toHaveCount(total - 1);
    await expect(page.locator(`a[href="${firstHref ?? ''}"]`)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Eliminar foto 1 de ${String(total - 1)}` }),
    ).toBeFocused();
    expect(await libraryCount(request, YEAR.remove)).toBe(total - 1);
    // axe counts a target that the sticky header happens to cover at this scroll position as too
    // small (target-size); the page is checked as it first shows, at the top.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectNoAxeViolations(page);

    // The server fails: an alert says so and the photo stays.
    await page.route('**/api/gallery/photos/*', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        if (dialog.type() === 'confirm') {
          page.once('dialog', (next) => {
            resolve(next.message());
            void next.accept();
          });
          void dialog.accept();
        }
      });
    });
    await page.getByRole('button', { name: `Eliminar foto 1 de ${String(total - 1)}` }).click();
    expect(await alerted).toBe('No se pudo eliminar');
    await expect(photoLinks(page)).toHaveCount(total - 1);

    // The token is refused: the session ends and the page says so.
    await page.unroute('**/api/gallery/photos/*');
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
    await page.getByRole('button', { name: `Eliminar foto 1 de ${String(total - 1)}` }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await expect(page.getByLabel('Fotos')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(photoLinks(page)).toHaveCount(total - 1);
    await expectNoAxeViolations(page);
  });
});
