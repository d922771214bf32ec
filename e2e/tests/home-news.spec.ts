// The home page's latest news (ADR 0024), against the built site and the real server:
// in the HTML as served (no JavaScript), hydrated without an error, drafts never shown.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const PASSWORD = 'clave-de-prueba-e2e-inicio';
let USERNAME = '';
let jpeg: Buffer;

test.beforeAll(async () => {
  USERNAME = createAdminWithCli('e2e-inicio', PASSWORD);
  jpeg = await schoolJpeg();
});

async function publish(
  request: APIRequestContext,
  titulo: string,
  fields: Record<string, string> = {},
): Promise<{ id: number; ruta: string }> {
  const login = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo,
      descripcion: 'Las familias están invitadas a la muestra de fin de semestre.',
      tipo_noticia: 'Eventos',
      imagen: { name: 'muestra.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; ruta: string };
}

test('the home page shows the latest news in its HTML, and never a draft @both', async ({
  browser,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  // At least three public items, whatever else the other tests published.
  await publish(request, `Acto cívico ${tag}`);
  await publish(request, `Reunión de apoderados ${tag}`);
  const shown = await publish(request, `Muestra de fin de semestre <b>${tag}</b>`);
  const draft = await publish(request, `Borrador de inicio ${tag}`, { estado: 'borrador' });
  expect(draft.id).toBeGreaterThan(shown.id);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Últimas noticias' });
  const link = section.getByRole('link', { name: `Muestra de fin de semestre <b>${tag}</b>` });
  await expect(link).toHaveAttribute('href', shown.ruta);
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(page.getByText(`Borrador de inicio ${tag}`)).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
    'href',
    '/news',
  );
  await context.close();
});

test('the home page hydrates its latest news without an error, and links to the item @both', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const item = await publish(request, `Jornada deportiva ${tag}`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const link = page
    .getByRole('region', { name: 'Últimas noticias' })
    .getByRole('link', { name: `Jornada deportiva ${tag}` });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${item.ruta}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Jornada deportiva ${tag}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
