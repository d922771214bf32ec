// What the served HTML does on its own, before the page's code runs (1–2 s on a phone, ADR 0028)
// or without it, against the built site and the real server: a news card's title is a link to the
// item's page, and /correo's form is checked by the browser, so an empty one never reaches the
// mail client. With JavaScript on, the title opens the detail dialog (below) and the form shows
// its own Spanish messages (contact.spec.ts; ContactForm's hand-over from the browser's check to
// its own: web/src/features/contact/components/contact-form.test.tsx).
import { type APIRequestContext, type Page } from '@playwright/test';
import { schoolJpeg } from '../support/admin.ts';
import { hydrated } from '../support/hydration.ts';
import { publishNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';
import { tagOf, unique } from '../support/titles.ts';

let jpeg: Buffer;

test.beforeAll(async () => {
  jpeg = await schoolJpeg();
});

interface Published {
  id: number;
  ruta: string;
  titulo: string;
  token: string;
}

/** A public item published through the API, as an administrator's upload does. */
async function publish(
  request: APIRequestContext,
  token: string,
  label: string,
): Promise<Published> {
  const titulo = unique(label);
  const { id, ruta } = await publishNews(
    request,
    token,
    { titulo, descripcion: `Texto completo de ${titulo}.`, tipo_noticia: 'Eventos' },
    jpeg,
  );
  return { id, ruta, titulo, token };
}

async function remove(request: APIRequestContext, item: Published): Promise<void> {
  await request.delete(`/api/news/${String(item.id)}`, {
    headers: { Authorization: `Bearer ${item.token}` },
  });
}

/** /news searched for the item's own word: its card is on page 1 whatever else was published. */
const listWith = (item: Published) => `/news?q=${tagOf(item.titulo)}`;

const cardTitle = (page: Page, item: Published) =>
  page
    .getByRole('article', { name: item.titulo })
    .getByRole('link', { name: item.titulo, exact: true });

function contactForm(page: Page) {
  const name = page.getByRole('textbox', { name: 'Nombre' });
  return {
    form: page.locator('form', { has: name }),
    name,
    email: page.getByRole('textbox', { name: 'Correo electrónico' }),
    message: page.getByRole('textbox', { name: 'Mensaje' }),
    submit: page.getByRole('button', { name: 'Preparar el correo' }),
  };
}

/** Every mailto: the page hands to the browser (Chromium reports it as a request). */
function mailtos(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('mailto:')) urls.push(request.url());
  });
  return urls;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    "a news card's title on /news opens the item's page",
    { tag: '@mobile' },
    async ({ page, request, staff }) => {
      const item = await publish(request, staff.token, 'E2E sin código');
      try {
        // The served page has no empty heading (a closed detail dialog used to leave one).
        const html = await (await request.get(listWith(item))).text();
        expect(html).not.toMatch(/<h([1-6])\b[^>]*>\s*<\/h\1>/);

        await page.goto(listWith(item));
        const title = cardTitle(page, item);
        await expect(title).toHaveAttribute('href', item.ruta);
        await title.click();
        await expect(page).toHaveURL(item.ruta);
        await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
      } finally {
        await remove(request, item);
      }
    },
  );

  test(
    '/correo with empty required fields stays on the page',
    { tag: '@mobile' },
    async ({ page }) => {
      const sent = mailtos(page);
      await page.goto('/correo');
      const form = contactForm(page);
      await expect(form.form).not.toHaveAttribute('novalidate');
      await form.submit.click();
      // The browser's own check: the fields are invalid, the first one has the focus.
      await expect(form.name).toBeFocused();
      await expect(form.form.locator(':invalid:is(input, textarea)')).toHaveCount(3);
      await expect(page).toHaveURL(/\/correo$/);

      // Filled in, the same form does reach the mail client: the empty one would have been seen.
      await form.name.fill('Ana Soto');
      await form.email.fill('ana@correo.cl');
      await form.message.fill('¿Hay vacantes en kínder?');
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await form.submit.click();
      await mailto;
      expect(sent).toHaveLength(1);
    },
  );
});

test.describe('with JavaScript on', () => {
  test(
    "a news card's title opens the detail dialog; Ctrl+click the item's page",
    {
      tag: '@mobile',
    },
    async ({ page, context, request, staff }) => {
      const item = await publish(request, staff.token, 'E2E con código');
      try {
        await page.goto(listWith(item));
        const title = cardTitle(page, item);
        await hydrated(title);
        await title.click();
        const dialog = page.getByRole('dialog', { name: item.titulo });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(`Texto completo de ${item.titulo}.`)).toBeVisible();
        await expect(page).toHaveURL(listWith(item));
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(title).toBeFocused();

        // A modifier click stays a link's: the page opens in a new tab, the list stays.
        const opened = context.waitForEvent('page');
        await title.click({ modifiers: ['ControlOrMeta'] });
        const tab = await opened;
        await expect(tab).toHaveURL(item.ruta);
        await tab.close();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(listWith(item));
      } finally {
        await remove(request, item);
      }
    },
  );
});
