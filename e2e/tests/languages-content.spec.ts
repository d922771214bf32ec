// What staff write, in French and English. A phone without JavaScript reads a translated item in
// French, an untranslated one in Spanish (`lang="es"`) under a note, and an outdated translation
// with a note and a link to the Spanish text. Staff translate an item in the panel, see it
// outdated once the Spanish changes, and save it again. Events follow the same rules on their
// own pages and in the month's list.
import type { APIRequestContext } from '@playwright/test';
import { publishNews, type PublishedNews } from '../support/news.ts';
import { chileDay } from '../support/dates.ts';
import { expect, signedIn, test } from '../support/staff.ts';
import { unique } from '../support/titles.ts';

async function translate(
  request: APIRequestContext,
  token: string,
  item: PublishedNews,
  fields: { titulo: string; descripcion: string },
): Promise<void> {
  const response = await request.put(`/api/news/${String(item.id)}/traducciones/fr`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status()).toBe(200);
}

async function retitle(
  request: APIRequestContext,
  token: string,
  item: PublishedNews,
  titulo: string,
): Promise<void> {
  const response = await request.patch(`/api/news/${String(item.id)}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { titulo },
  });
  expect(response.status()).toBe(200);
}

test.describe('news in French without JavaScript', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a translated item in French, an untranslated one in Spanish under a note, an outdated one with a note and a link', async ({
    page,
    request,
    staff,
  }) => {
    const stamp = Date.now().toString(36);
    const publish = (titulo: string) =>
      publishNews(request, staff.token, {
        titulo: `${titulo} ${stamp}`,
        descripcion: `${titulo}: el texto de la noticia.`,
        tipo_noticia: 'Eventos',
      });
    const [translated, untranslated, outdated] = await Promise.all([
      publish('Kermesse'),
      publish('Misa de acción de gracias'),
      publish('Día del libro'),
    ]);
    await translate(request, staff.token, translated, {
      titulo: `Kermesse du collège ${stamp}`,
      descripcion: 'Le texte traduit de la kermesse.',
    });
    await translate(request, staff.token, outdated, {
      titulo: `Journée du livre ${stamp}`,
      descripcion: 'Le texte traduit de la journée du livre.',
    });
    await retitle(request, staff.token, outdated, `Día del libro y de la lectura ${stamp}`);

    await page.goto(`/fr${translated.ruta}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Kermesse du collège ${stamp}`);
    await expect(page.getByText('Le texte traduit de la kermesse.')).toBeVisible();
    await expect(page.getByText('n’est disponible qu’en espagnol')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/news\/\d+-kermesse-du-college-/);

    await page.goto(`/fr${untranslated.ruta}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Cette actualité n’est disponible qu’en espagnol.')).toBeVisible();
    await expect(heading).toHaveText(`Misa de acción de gracias ${stamp}`);
    await expect(heading.locator('xpath=ancestor-or-self::*[@lang="es"]')).toHaveCount(1);
    // The page around it speaks French.
    await expect(page.getByRole('link', { name: 'Actualités' }).first()).toBeVisible();

    await page.goto(`/fr${outdated.ruta}`);
    await expect(heading).toHaveText(`Journée du livre ${stamp}`);
    await expect(
      page.getByText('Le texte espagnol a été modifié depuis cette traduction.'),
    ).toBeVisible();
    const spanish = page.getByRole('link', { name: 'Lire la version espagnole' });
    await spanish.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(heading).toHaveText(`Día del libro y de la lectura ${stamp}`);

    // The list shows all three, the untranslated one in Spanish.
    await page.goto('/fr/news');
    await expect(page.getByText(`Kermesse du collège ${stamp}`)).toBeVisible();
    const untranslatedTitle = page.getByText(`Misa de acción de gracias ${stamp}`);
    await expect(untranslatedTitle).toBeVisible();
    await expect(untranslatedTitle.locator('xpath=ancestor-or-self::*[@lang="es"]')).toHaveCount(1);
  });
});

test.describe('events in English without JavaScript', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a translated event in English, an untranslated one in Spanish under a note, an outdated one with a note and a link', async ({
    page,
    request,
    staff,
  }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const day = chileDay(2);
    const create = async (titulo: string) => {
      const response = await request.post('/api/calendar/events', {
        headers,
        data: {
          titulo,
          descripcion: `${titulo}: las familias están invitadas.`,
          todo_el_dia: true,
          inicio: day,
          niveles: ['3-basico'],
          categoria: 'actividad',
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const titles = {
      translated: unique('Feria de ciencias'),
      untranslated: unique('Bingo familiar'),
      outdated: unique('Concierto de Navidad'),
    };
    const [translated, untranslated, outdated] = await Promise.all([
      create(titles.translated),
      create(titles.untranslated),
      create(titles.outdated),
    ]);
    const english = {
      translated: `Science fair ${titles.translated.slice(-8)}`,
      outdated: `Christmas concert ${titles.outdated.slice(-8)}`,
    };
    for (const [id, titulo] of [
      [translated, english.translated],
      [outdated, english.outdated],
    ] as const) {
      const response = await request.put(`/api/calendar/events/${String(id)}/traducciones/en`, {
        headers,
        data: { titulo, descripcion: `${titulo}: families are welcome.` },
      });
      expect(response.status()).toBe(200);
    }
    const edited = `${titles.outdated} (con coro)`;
    expect(
      (
        await request.patch(`/api/calendar/events/${String(outdated)}`, {
          headers,
          data: { titulo: edited },
        })
      ).status(),
    ).toBe(200);

    const heading = page.getByRole('heading', { level: 1 });
    // An address without the slug answers with the event's English one.
    await page.goto(`/en/calendario/${String(translated)}`);
    expect(new URL(page.url()).pathname).toMatch(
      new RegExp(`^/en/calendario/${String(translated)}-science-fair-`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading).toHaveText(english.translated);
    await expect(heading).not.toHaveAttribute('lang', 'es');
    await expect(page.getByText(`${english.translated}: families are welcome.`)).toBeVisible();
    await expect(page.getByText('This event is only available in Spanish.')).toHaveCount(0);

    await page.goto(`/en/calendario/${String(untranslated)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('This event is only available in Spanish.')).toBeVisible();
    await expect(heading).toHaveText(titles.untranslated);
    await expect(heading).toHaveAttribute('lang', 'es');
    // The page around it speaks English.
    await expect(page.getByRole('link', { name: '← Back to the calendar' })).toBeVisible();

    await page.goto(`/en/calendario/${String(outdated)}`);
    await expect(heading).toHaveText(english.outdated);
    await expect(
      page.getByText('The Spanish text of this event has changed since it was translated.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Read the Spanish version' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(heading).toHaveText(edited);

    // The month's list shows all three, the untranslated one in Spanish.
    await page.goto(`/en/calendario?mes=${day.slice(0, 7)}&nivel=3-basico`);
    await expect(page.getByRole('link', { name: english.translated }).first()).toBeVisible();
    const spanish = page.getByRole('link', { name: titles.untranslated }).first();
    await expect(spanish).toBeVisible();
    await expect(spanish.locator('xpath=ancestor-or-self::*[@lang="es"]')).not.toHaveCount(0);
  });
});

test('staff translate an item, see it outdated once the Spanish changes, and save it again', async ({
  page,
  request,
  staff,
}) => {
  const stamp = Date.now().toString(36);
  const item = await publishNews(request, staff.token, {
    titulo: `Olimpiadas de matemática ${stamp}`,
    descripcion: 'Los equipos del colegio compiten en la región.',
    tipo_noticia: 'Académico',
  });
  const name = `Olimpiadas de matemática ${stamp}`;
  await signedIn(page, staff.token);
  await page.goto('/news');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Francés: falta')).toBeVisible();
  await card.getByRole('button', { name: /^Traducciones/ }).click();
  const editor = page.getByRole('dialog', { name: `Traducciones de «${name}»` });
  await editor.getByLabel('Título en francés').fill(`Olympiades de mathématiques ${stamp}`);
  await editor
    .getByLabel('Descripción en francés')
    .fill('Les équipes du collège concourent dans la région.');
  await editor.getByRole('button', { name: 'Guardar traducción al francés' }).click();
  await expect(editor.getByText('Traducción al francés guardada.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByText('Francés: al día')).toBeVisible();

  await retitle(request, staff.token, item, `${name} (final regional)`);
  await page.reload();
  const edited = page.getByRole('article').filter({ hasText: `${name} (final regional)` });
  await expect(edited.getByText('Francés: desactualizada')).toBeVisible();
  await edited.getByRole('button', { name: /^Traducciones/ }).click();
  const again = page.getByRole('dialog', { name: `Traducciones de «${name} (final regional)»` });
  await again.getByLabel('Título en francés').fill(`Olympiades de mathématiques ${stamp} (finale)`);
  await again.getByRole('button', { name: 'Guardar traducción al francés' }).click();
  await expect(again.getByText('Traducción al francés guardada.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edited.getByText('Francés: al día')).toBeVisible();
});
