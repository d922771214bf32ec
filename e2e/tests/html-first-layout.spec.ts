// What the header's menu, the home carousel and the footer do from the served HTML alone, before
// the page's code runs (1–2 s on a phone, ADR 0028) or without it, against the built site and
// the real server: the menu opens as a popover and its links load their pages; the carousel's
// arrows and dots are links to a slide that the stylesheet shows; the footer's year is this year
// in Chile, written by the server. With JavaScript on, the same controls do what they did, and
// the code takes over what the visitor did before it ran without anything on screen changing.
import { chileYear } from '@lbj/shared';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydratedOnStoppedClock } from '../support/hydration.ts';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Abrir menú' });
const popup = (page: Page) => page.getByTestId('menu-popup');
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Imágenes del colegio' });
/** The slide on show: the others are hidden (by the stylesheet, and by the code once it runs). */
const slide = (page: Page, name: string) => carousel(page).getByRole('group', { name });

/** The width of a dot's mark: 22 px for the slide on show, 10 px for the others. */
const dotWidth = (page: Page, n: number) =>
  carousel(page)
    .getByRole('link', { name: `Mostrar diapositiva ${String(n)} de 4` })
    .evaluate((dot) => getComputedStyle(dot, '::before').width);

/**
 * Opens `path` with the page's entry module held back until `release()`: the page is its HTML
 * alone meanwhile, as on a slow phone before the code has come. (The module, added once the page
 * has painted, holds back the load event too: the visit waits for the HTML only.)
 */
async function openBeforeTheCode(page: Page, path: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?:index|islands)-[^/]+\.js$/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    release: () => {
      release();
    },
  };
}

/** Fonts have loaded and the images on show are decoded: the screen changes only by the test. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => img.complete && img.checkVisibility())
        .map((img) => img.decode().catch(() => undefined)),
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the phone menu opens from the button; Escape, the close button and the overlay close it; clicks inside keep it open; a menu item loads its page',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/aboutus');
      await expect(popup(page)).toBeHidden();
      await menuButton(page).click();
      await expect(popup(page)).toBeVisible();
      // The browser moves focus into the menu: the close button comes first.
      await expect(popup(page).getByRole('button', { name: 'Cerrar menú' })).toBeFocused();

      await popup(page).getByText('Menú', { exact: true }).click();
      await expect(popup(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();

      await menuButton(page).click();
      await popup(page).getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(popup(page)).toBeHidden();

      await menuButton(page).click();
      await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
      await expect(popup(page)).toBeHidden();
      // The click went to the overlay, not to the page under it.
      await expect(page).toHaveURL(/\/aboutus$/);

      await menuButton(page).click();
      await expect(mobileNav(page).getByRole('link', { name: 'Sobre Nosotros' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await mobileNav(page).getByRole('link', { name: 'Equipo Directivo' }).click();
      await expect(page).toHaveURL(/\/equipo-directivo$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipo directivo');
      await expect(popup(page)).toBeHidden();
    },
  );

  // One width: the stylesheet that shows a slide before the code runs is the same at both.
  test.describe('the home carousel', { tag: '@mobile' }, () => {
    test('its arrows and dots show another slide, wrapping at both ends, without moving the page around it', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(slide(page, '1 de 4')).toBeVisible();
      // Nothing to pause: no rotation without the code.
      await expect(carousel(page).getByRole('button', { name: 'Pausar el carrusel' })).toBeHidden();
      const box = await carousel(page).boundingBox();
      await expect.poll(() => dotWidth(page, 1)).toBe('22px');

      const next = () => carousel(page).getByRole('link', { name: 'Diapositiva siguiente' });
      const previous = () => carousel(page).getByRole('link', { name: 'Diapositiva anterior' });
      await next().click();
      await expect(page).toHaveURL(/\/#diapositiva-2$/);
      await expect(slide(page, '2 de 4')).toBeVisible();
      await expect(slide(page, '1 de 4')).toBeHidden();
      await expect(slide(page, '2 de 4')).toContainText('Leer, preguntar y descubrir');
      await expect(slide(page, '2 de 4').locator('img')).toHaveJSProperty('complete', true);
      await expect.poll(() => dotWidth(page, 2)).toBe('22px');
      await expect.poll(() => dotWidth(page, 1)).toBe('10px');

      await previous().click();
      await previous().click();
      await expect(slide(page, '4 de 4')).toBeVisible();
      await expect(slide(page, '4 de 4')).toContainText('Español, francés e inglés');
      await next().click();
      await expect(slide(page, '1 de 4')).toBeVisible();
      await expect(slide(page, '4 de 4')).toBeHidden();

      await carousel(page).getByRole('link', { name: 'Mostrar diapositiva 3 de 4' }).click();
      await expect(slide(page, '3 de 4')).toBeVisible();
      await expect(slide(page, '3 de 4')).toContainText('En el patio también se aprende');
      await expect.poll(() => dotWidth(page, 3)).toBe('22px');
      // One arrow each way is displayed, the shown slide's.
      await expect(previous()).toHaveAttribute('href', '#diapositiva-2');
      await expect(next()).toHaveAttribute('href', '#diapositiva-4');
      // The carousel's box did not change size (the page did scroll to bring it into view).
      const after = await carousel(page).boundingBox();
      expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);
    });
  });
});

// Scripting on, the page's code held back: what a phone shows in the 1–2 s before the code has
// come. (axe needs scripting; and without scripting, browsers load lazy images at once.)
test.describe('before the code runs', () => {
  test('the carousel asks only for the first slide’s image until another slide is shown; the page has no axe violations', async ({
    page,
  }) => {
    const slideImages: string[] = [];
    page.on('request', (request) => {
      const name = /\/generated\/(slide-[a-z]+)-/.exec(request.url())?.[1];
      if (name) slideImages.push(name);
    });
    await openBeforeTheCode(page, '/');
    const first = slide(page, '1 de 4').locator('img');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await settled(page);
    // A lazy image is asked for as soon as it is laid out, before the first image has come.
    expect([...new Set(slideImages)]).toEqual(['slide-escuela']);
    await carousel(page).getByRole('link', { name: 'Mostrar diapositiva 3 de 4' }).click();
    await expect(slide(page, '3 de 4').locator('img')).toHaveJSProperty('complete', true);
    expect([...new Set(slideImages)]).toEqual(['slide-escuela', 'slide-patio']);
    await expect(slide(page, '1 de 4')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe('with JavaScript', () => {
  test.describe('the phone menu', { tag: '@mobile' }, () => {
    test('opens as a modal dialog that keeps focus and has no axe violations; Escape, the overlay and a menu item close it', async ({
      page,
    }) => {
      await page.goto('/historia');
      // HTML alone (this page runs no code): the browser opens the menu as a modal dialog.
      const button = page.locator('button[aria-controls="menu-movil"]');
      await expect(button).toHaveAccessibleName('Abrir menú');
      await button.click();
      await expect(popup(page)).toBeVisible();
      await expect(page.locator('#menu-movil')).toHaveJSProperty('open', true);
      expect(await page.locator('#menu-movil').evaluate((d) => d.matches(':modal'))).toBe(true);
      await expect(popup(page).getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
      await expectNoAxeViolations(page);
      // The page behind is inert: Tab goes through the menu's items, then (past the last one)
      // to the browser's own controls, never to the page.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              document.activeElement === document.body ||
              document.activeElement?.closest('#menu-movil') !== null,
          ),
        ).toBe(true);
      }
      await popup(page).getByText('Menú', { exact: true }).click();
      await expect(popup(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(page.locator('#menu-movil')).toHaveJSProperty('open', true);
      await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
      await expect(popup(page)).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await popup(page).getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(popup(page)).toBeHidden();

      await button.click();
      await mobileNav(page).getByRole('link', { name: 'Documentos' }).click();
      await expect(page).toHaveURL(/\/reglamentos$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popup(page)).toBeHidden();
    });

    test('a menu opened before the page’s code ran has no axe violations, stays as it is when the code comes, and a menu item then loads its page', async ({
      page,
    }) => {
      // /correo has code (its form's island): the menu is the same HTML before and after it.
      const code = await openBeforeTheCode(page, '/correo');
      await menuButton(page).click();
      await expect(popup(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await settled(page);
      const before = await page.screenshot({ animations: 'disabled' });
      code.release();
      await expect(page.locator('[data-island]:not([data-code])')).toHaveCount(0);
      const after = await page.screenshot({ animations: 'disabled' });
      expect(after.equals(before), 'the page looks the same once the code runs').toBe(true);
      await mobileNav(page).getByRole('link', { name: 'Equipo Directivo' }).click();
      await expect(page).toHaveURL(/\/equipo-directivo$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipo directivo');
      await expect(popup(page)).toBeHidden();
    });
  });

  // One width each: the code does the same at both. The page's clock is stopped (its timers run
  // only when the test says), so the carousel never rotates on its own while the test looks at it.
  test.describe('the home carousel', () => {
    test(
      'takes over from the slide a link showed before the code ran, with nothing on screen changing',
      { tag: '@mobile' },
      async ({ page }) => {
        await page.clock.install();
        await page.clock.pauseAt(new Date(Date.now() + 60_000));
        const code = await openBeforeTheCode(page, '/');
        await carousel(page).getByRole('link', { name: 'Diapositiva siguiente' }).click();
        await expect(slide(page, '2 de 4')).toBeVisible();
        await expect(slide(page, '1 de 4')).toBeHidden();
        await expect(slide(page, '2 de 4').locator('img')).toHaveJSProperty('complete', true);
        // The slides' box (the pause button, which has nothing to pause before, appears).
        const slides = carousel(page).locator('[aria-live]');
        await settled(page);
        const before = await slides.screenshot({ animations: 'disabled' });
        code.release();
        const pause = carousel(page).getByRole('button', { name: 'Pausar el carrusel' });
        await hydratedOnStoppedClock(page, pause);
        await expect(pause).toBeVisible();
        await expect(slide(page, '2 de 4')).toBeVisible();
        const after = await slides.screenshot({ animations: 'disabled' });
        expect(after.equals(before), 'the slides look the same once the code runs').toBe(true);
        await expect(
          carousel(page).getByRole('link', { name: 'Mostrar diapositiva 2 de 4' }),
        ).toHaveAttribute('aria-current', 'true');
        await expect(
          carousel(page).getByRole('link', { name: 'Diapositiva siguiente' }),
        ).toHaveAttribute('href', '#diapositiva-3');
        // From here the code moves the slides, on from the one it took over; the address stays.
        await page.mouse.move(1, 1);
        await page.getByRole('heading', { level: 1 }).click();
        await page.clock.runFor(5_000);
        await expect(slide(page, '3 de 4')).toBeVisible();
        await pause.click();
        await carousel(page).getByRole('link', { name: 'Diapositiva siguiente' }).click();
        await expect(slide(page, '4 de 4')).toBeVisible();
        await expect(page).toHaveURL(/\/#diapositiva-2$/);
      },
    );

    test('does not rotate for a visitor who asks for reduced motion, until they press play', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      await page.goto('/');
      const play = carousel(page).getByRole('button', { name: 'Reanudar el carrusel' });
      await hydratedOnStoppedClock(page, play);
      await expect(play).toBeVisible();
      await page.clock.runFor(20_000);
      await expect(slide(page, '1 de 4')).toBeVisible();
      await play.click();
      await page.mouse.move(1, 1);
      await page.getByRole('heading', { level: 1 }).click();
      await page.clock.runFor(4_999);
      await expect(slide(page, '1 de 4')).toBeVisible();
      await page.clock.runFor(1);
      await expect(slide(page, '2 de 4')).toBeVisible();
    });
  });
});

test.describe('the footer’s year', () => {
  test('is this year in Chile in the HTML the server sends, prerendered or rendered per request', async ({
    request,
  }) => {
    for (const path of ['/historia', '/', '/galeria']) {
      const html = await (await request.get(path)).text();
      // The server's clock is this machine's: a test at midnight on New Year's Eve may see either.
      const years = [chileYear(new Date(Date.now() - 60_000)), chileYear(new Date())];
      const year = /© <span>(\d{4})<\/span>/.exec(html)?.[1];
      expect(years, path).toContain(Number(year));
      expect(html, path).not.toContain('lbj-anio-chile');
    }
  });
});
