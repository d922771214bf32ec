// The home page's latest news (ADR 0024), against the built site and the real server, at 375 px:
// in the HTML as served (no JavaScript), never a draft; hydrated without an error, axe, a card
// leading to its item. Which items are asked for (the three newest public ones) is tested in
// news.page-data.test.ts, the cards' markup in latest-news.test.tsx.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pageProblems } from '../support/hydration.ts';
import { publishNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

async function publish(
  request: APIRequestContext,
  token: string,
  titulo: string,
  fields: Record<string, string> = {},
): Promise<void> {
  await publishNews(request, token, {
    titulo,
    descripcion: 'Las familias están invitadas a la muestra de fin de semestre.',
    tipo_noticia: 'Eventos',
    ...fields,
  });
}

test(
  'the latest news: three links in the HTML as served, never a draft',
  { tag: '@mobile' },
  async ({ browser, request, staff }) => {
    const tag = randomBytes(3).toString('hex');
    // Three public items at least, whatever else the other tests published; then a draft, the
    // newest of all: shown, it would come first. Other tests publish meanwhile, so which items
    // are the three newest is not known here, only that they are public ones.
    for (const titulo of ['Acto cívico', 'Reunión de apoderados', 'Muestra de fin de semestre']) {
      await publish(request, staff.token, `${titulo} ${tag}`);
    }
    const draft = `Borrador de inicio ${tag}`;
    await publish(request, staff.token, draft, { estado: 'borrador' });

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Últimas noticias' });
    await expect(section.getByRole('article')).toHaveCount(3);
    const links = section.getByRole('article').getByRole('link');
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/news\/\d+-[a-z0-9-]+$/);
    }
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
      'href',
      '/news',
    );
    await context.close();
  },
);

test(
  'the latest news hydrate without an error (axe), and a card opens its item',
  { tag: '@mobile' },
  async ({ page, request, staff }) => {
    // One public item at least, whatever ran before.
    await publish(request, staff.token, `Jornada deportiva ${randomBytes(3).toString('hex')}`);
    const errors = pageProblems(page);
    await page.goto('/');
    const first = page
      .getByRole('region', { name: 'Últimas noticias' })
      .getByRole('article')
      .first()
      .getByRole('link');
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);
    const href = (await first.getAttribute('href')) ?? '';
    const titulo = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
    expect(errors).toEqual([]);
  },
);
