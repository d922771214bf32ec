// "Compartir" of a news item, in the detail dialog of /news and on the item's page, against the
// built site and the real server: on a phone, the system's share sheet gets the canonical
// address; without the Web Share API, the links, the real clipboard and axe. What is shared and
// the fallback's behaviour are tested in jsdom (news-share.test.tsx).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { openNewsDetail, publishNews, type PublishedNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

async function publish(
  request: APIRequestContext,
  token: string,
): Promise<PublishedNews & { word: string }> {
  const word = randomBytes(3).toString('hex');
  const item = await publishNews(request, token, {
    titulo: `Feria Científica 2026: ¡Éxito total! ${word}`,
    descripcion: 'Los alumnos presentaron más de cuarenta proyectos a las familias.',
    tipo_noticia: 'Académico',
  });
  return { ...item, word };
}

test(
  "on a phone, the item's page hands the system's share sheet its title and canonical address",
  {
    tag: '@mobile',
  },
  async ({ page, request, baseURL, staff }) => {
    // A stand-in for the system's share sheet: it records what it was given.
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { sharedWith: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const shared = () =>
      page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith);
    const item = await publish(request, staff.token);
    await page.goto(item.ruta);
    const share = page.getByRole('button', { name: /^Compartir/ });
    await hydrated(share);
    await share.click();
    await expect.poll(shared).toHaveLength(1);
    const [data] = await shared();
    expect(data).toMatchObject({ title: item.titulo, url: `${baseURL ?? ''}${item.ruta}` });
    expect(data?.text).toContain('Los alumnos presentaron');
    // The system shares: no links of the page's own.
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
  },
);

test('without the Web Share API: WhatsApp, Facebook and "Copiar enlace" in the detail dialog and on the page, to the canonical address (axe)', async ({
  page,
  context,
  request,
  baseURL,
  staff,
}) => {
  // Chromium on Linux has no Web Share API; make sure of it, whatever the build.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(navigator, 'share');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const item = await publish(request, staff.token);
  const url = `${baseURL ?? ''}${item.ruta}`;
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(`${item.titulo} ${url}`)}`;
  const facebookHref = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

  await test.step('in the detail dialog of /news, with "Enlace copiado" and the real clipboard', async () => {
    await page.goto(`/news?q=${item.word}`);
    const dialog = await openNewsDetail(page, item.titulo);
    const share = dialog.getByRole('button', { name: `Compartir la noticia «${item.titulo}»` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = dialog.getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', whatsappHref);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      facebookHref,
    );
    await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('Enlace copiado');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page);
  });

  await test.step("on the item's page", async () => {
    await page.goto(item.ruta);
    const main = page.getByRole('main');
    const share = main.getByRole('button', { name: /^Compartir/ });
    await hydrated(share);
    await share.click();
    await expect(main.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      facebookHref,
    );
    await expect(main.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      whatsappHref,
    );
    await expectNoAxeViolations(page);
  });
});
