// Finding news on /news (ADR 0033), against the built site and the real server, at 375 px: the
// search form, the category links and the numbered pages work without JavaScript, each choice in
// the address; the filtered page hydrates without an error or an API call; axe with a filter
// and pages. What each page holds (counts, order, accents, page bounds) is tested in the
// server's page-data tests (news.finding.test.ts) and the markup in news-finder.test.tsx.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated, pageProblems } from '../support/hydration.ts';
import { publishNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

// Both tests read the same 14 items: one worker runs them in turn and publishes them once.
test.describe.configure({ mode: 'default' });

/** A word only this run's items have: their search finds exactly them. */
const tag = `t${randomBytes(4).toString('hex')}`;

/** 13 items in Deportes ("Torneo {tag} 1" oldest … 13 newest), then one in Cultural. */
test.beforeAll(async ({ playwright, staff }, testInfo) => {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL ?? '',
  });
  const publish = (titulo: string, tipo_noticia: string) =>
    publishNews(request, staff.token, {
      titulo,
      descripcion: `Resultados y fotos de la jornada. ${titulo}.`,
      tipo_noticia,
    });
  // One after another: the order of publication is the order of the list.
  for (let n = 1; n <= 13; n++) await publish(`Torneo ${tag} ${String(n)}`, 'Deportes');
  await publish(`Muestra cultural ${tag}`, 'Cultural');
  await request.dispose();
});

const cards = (page: Page) =>
  page.getByRole('region', { name: 'Últimas noticias' }).getByRole('article');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the search form, then a category link that keeps the search, then page 2 by its link, each in the address',
    {
      tag: '@mobile',
    },
    async ({ page }) => {
      // The search form, from the bare page: everything with the word, 14 items, 12 on page 1.
      await page.goto('/news');
      await page.getByLabel('Buscar noticias').fill(tag);
      await page.getByRole('button', { name: 'Buscar' }).click();
      expect(params(page)).toEqual({ q: tag });
      await expect(page.getByText(`14 noticias para «${tag}».`)).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByLabel('Buscar noticias')).toHaveValue(tag);

      // A category link keeps the search: the 13 in Deportes, newest first, the Cultural one gone.
      await page
        .getByRole('navigation', { name: 'Categorías de noticias' })
        .getByRole('link', { name: 'Deportes' })
        .click();
      expect(params(page)).toEqual({ categoria: 'Deportes', q: tag });
      await expect(page.getByText(`13 noticias en Deportes para «${tag}».`)).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(cards(page).first()).toHaveAccessibleName(`Torneo ${tag} 13`);
      await expect(page.getByRole('article', { name: `Muestra cultural ${tag}` })).toHaveCount(0);
      const pages = page.getByRole('navigation', { name: 'Páginas de noticias' });
      await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Page 2 by its link: the 13th alone, the address holds all three.
      await pages.getByRole('link', { name: 'Página 2' }).click();
      expect(params(page)).toEqual({ categoria: 'Deportes', q: tag, pagina: '2' });
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAccessibleName(`Torneo ${tag} 1`);
      await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pages.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
        'href',
        `/news?categoria=Deportes&q=${tag}`,
      );
      await expect(pages.getByRole('link', { name: 'Siguiente' })).toHaveCount(0);
    },
  );
});

test(
  'with JavaScript: a filtered page 2 hydrates without an error or an API call, axe finds nothing, and it opens an item',
  {
    tag: '@mobile',
  },
  async ({ page }) => {
    const errors = pageProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`/news?categoria=Deportes&q=${tag}&pagina=2`);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Páginas de noticias' })).toBeVisible();
    // Hydrated: the card's title opens the detail from the page's own data.
    const title = page.getByRole('link', { name: `Torneo ${tag} 1`, exact: true });
    await hydrated(title);
    await expectNoAxeViolations(page);
    await title.click();
    await expect(page.getByRole('dialog', { name: `Torneo ${tag} 1` })).toBeVisible();
    await expect(
      page.getByRole('dialog').getByText(`Resultados y fotos de la jornada. Torneo ${tag} 1.`),
    ).toBeVisible();
    expect(errors).toEqual([]);
    expect(apiCalls).toEqual([]);
  },
);
