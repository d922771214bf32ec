// A news item's own page (ADR 0022), against the built site and the real server: readable
// without JavaScript (the 404 page too), hydrated without an error, reached from /news by the
// card's link and the detail dialog's, axe. The HTML as served (head, share tags, JSON-LD,
// escaping), the redirects to the canonical address and every 404 (unknown, malformed, draft,
// scheduled) are tested in the server's render tests (news.page.test.ts).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated, pageProblems } from '../support/hydration.ts';
import { openNewsDetail, publishNews, type PublishedNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

type Item = PublishedNews;

function publish(request: APIRequestContext, token: string): Promise<Item> {
  return publishNews(request, token, {
    titulo: `Feria Científica 2026: ¡Éxito total! ${randomBytes(3).toString('hex')}`,
    descripcion:
      'Los alumnos de quinto a octavo básico presentaron más de cuarenta proyectos a las familias.\n\nAgradecemos a los apoderados que acompañaron la jornada.\nLa premiación será el viernes.',
    tipo_noticia: 'Académico',
  });
}

/** The random word that ends the title: /news?q= with it finds the item on page 1. */
const wordOf = (item: Item): string => item.titulo.slice(item.titulo.lastIndexOf(' ') + 1);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the item page shows the article, and a page that does not exist is a 404 in the site',
    {
      tag: '@mobile',
    },
    async ({ page, request, staff }) => {
      const item = await publish(request, staff.token);
      const response = await page.goto(item.ruta);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
      const article = page.getByRole('article', { name: item.titulo });
      await expect(article.getByText('Académico', { exact: true })).toBeVisible();
      await expect(article.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
      await expect(article.getByText(/cuarenta proyectos/)).toBeVisible();
      await expect(article.locator('img')).toBeVisible();
      await expect(page.getByRole('link', { name: /Todas las noticias/ })).toHaveAttribute(
        'href',
        '/news',
      );

      const missing = await page.goto('/news/999999-no-existe');
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'No encontramos esta noticia' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
        'href',
        '/news',
      );
    },
  );
});

test('loaded, the item page hydrates its share button without an error and its back link goes to /news; axe on it and on the 404 page', async ({
  page,
  request,
  staff,
}) => {
  const item = await publish(request, staff.token);
  const problems = pageProblems(page, ['error', 'warning']);
  await page.goto(item.ruta);
  // The share button is the page's one part with code: it hydrates as it comes near the screen.
  const share = page.getByRole('button', { name: /Compartir/ });
  await share.scrollIntoViewIfNeeded();
  await hydrated(share);
  await expect(share).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Todas las noticias/ }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  expect(problems).toEqual([]);

  await page.goto('/news/999999-no-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No encontramos esta noticia' }),
  ).toBeVisible();
  expect(await page.title()).toBe('Noticia no encontrada · Colegio Le Beau Jour');
  await expectNoAxeViolations(page);
});

test("from /news, the card's link (by keyboard) and the detail's link open the item's page", async ({
  page,
  request,
  staff,
}) => {
  const item = await publish(request, staff.token);
  const problems = pageProblems(page, ['error', 'warning']);
  await page.goto(`/news?q=${wordOf(item)}`);
  const link = page
    .getByRole('article', { name: item.titulo })
    .getByRole('link', { name: 'Leer noticia' });
  await expect(link).toHaveAttribute('href', item.ruta);
  await hydrated(link);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(item.ruta);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
  await expect(page.locator('article p', { hasText: 'cuarenta proyectos' })).toBeVisible();
  expect(await page.title()).toBe(`${item.titulo} · Colegio Le Beau Jour`);

  await page.goBack();
  const dialog = await openNewsDetail(page, item.titulo);
  await dialog.getByRole('link', { name: 'Ver página de la noticia' }).click();
  await expect(page).toHaveURL(item.ruta);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
});
