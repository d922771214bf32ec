// @time-zones
// A news item's page in French and English (/fr/news/…, /en/news/…), through buildApp + inject:
// the translation when the item has one (its own slug, canonical and hreflang cluster, reciprocal
// with the Spanish page), the Spanish marked lang="es" under a note when it has none, a note and
// a link to the Spanish when the translation is outdated, the 301s and the 404 page per language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type NewsItem } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { FALLBACK_TEMPLATES_BY_LANG, newsPageTemplateFile } from './news.page.ts';
import { attr, readPage, text, type Element } from './news.page.test-support.ts';
import { newsCalls, solidImage } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const ORIGIN = 'https://pruebas.lebeaujour.example';
const FERIA = 'Feria Científica 2026: ¡Éxito total!';
const FERIA_SLUG = 'feria-cientifica-2026-exito-total';
const FERIA_TEXT = 'Primer párrafo de la feria.\n\nSegundo párrafo de la feria.';
const FR = {
  titulo: 'Foire scientifique 2026 : un franc succès !',
  descripcion: 'Premier paragraphe de la foire.\n\nDeuxième paragraphe de la foire.',
};
const FR_SLUG = 'foire-scientifique-2026-un-franc-succes';
const EN = {
  titulo: 'Science Fair 2026: a great success',
  descripcion: 'First paragraph of the fair.\n\nSecond paragraph of the fair.',
};
const EN_SLUG = 'science-fair-2026-a-great-success';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { now: () => NOW });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const { bearer, patch, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

/** A public item: the fair, in the Eventos category, with a photo. */
const fair = async (): Promise<NewsItem> =>
  publishValid(
    { titulo: FERIA, descripcion: FERIA_TEXT, tipo_noticia: 'Eventos' },
    await solidImage(64, 48),
  );

/** Saves the item's translation into `idioma` (staff's PUT), expecting 200. */
async function translate(id: number, idioma: 'fr' | 'en', fields: typeof FR): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.newsTranslation(id, idioma),
    headers: bearer(token),
    payload: fields,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const spanishPath = (item: NewsItem) => `/news/${String(item.id)}-${FERIA_SLUG}`;
const frenchPath = (item: NewsItem) => `/fr/news/${String(item.id)}-${FR_SLUG}`;
const englishPath = (item: NewsItem) => `/en/news/${String(item.id)}-${EN_SLUG}`;

/** GETs a page expecting 200, and reads it. */
async function pageAt(url: string) {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return readPage(response.body);
}

const byTag = (page: ReturnType<typeof readPage>, tag: string) =>
  page.body.filter((el) => el.tagName === tag);
const note = (page: ReturnType<typeof readPage>) =>
  page.body.filter((el) => attr(el, 'data-news-note') !== undefined);
/** The element holding the article's paragraphs (the <div> around them). */
const textOf = (page: ReturnType<typeof readPage>, first: string) => {
  const paragraph = page.body.find((el) => el.tagName === 'p' && text(el) === first);
  return paragraph?.parentNode as Element | undefined;
};

describe('a translated item', () => {
  it('shows its French title and text, date and category in French, under the French slug', async () => {
    const item = await fair();
    await translate(item.id, 'fr', FR);
    const page = await pageAt(frenchPath(item));

    expect(page.lang).toBe('fr');
    expect(page.title).toEqual([`${FR.titulo} · Collège Le Beau Jour`]);
    const [h1] = byTag(page, 'h1');
    expect(h1 && text(h1)).toBe(FR.titulo);
    // In the page's language: no lang of its own.
    expect(h1 && attr(h1, 'lang')).toBeUndefined();
    const paragraphs = textOf(page, 'Premier paragraphe de la foire.');
    expect(paragraphs?.childNodes.map(text)).toEqual([
      'Premier paragraphe de la foire.',
      'Deuxième paragraphe de la foire.',
    ]);
    expect(paragraphs && attr(paragraphs, 'lang')).toBeUndefined();
    expect(page.bodyText).not.toContain('Primer párrafo');
    expect(page.bodyText).toContain('14 mars 2026');
    expect(page.bodyText).toContain('Événements');
    expect(page.bodyText).not.toContain('Eventos');
    expect(note(page)).toEqual([]);
    // The photo's removal form, in French.
    const removal = byTag(page, 'a').find((a) => text(a) === 'Demander le retrait de cette photo');
    expect(removal && attr(removal, 'href')).toMatch(/^\/fr\/fotos\/solicitar-retiro\?foto=/);

    expect(page.meta('description')).toEqual([
      'Premier paragraphe de la foire. Deuxième paragraphe de la foire.',
    ]);
    expect(page.meta('og:title')).toEqual([FR.titulo]);
    expect(page.meta('og:locale')).toEqual(['fr_FR']);
    expect(page.meta('og:url')).toEqual([`${ORIGIN}${frenchPath(item)}`]);
    expect(page.meta('article:section')).toEqual(['Événements']);
    expect(page.jsonLd()).toMatchObject({
      headline: FR.titulo,
      inLanguage: 'fr',
      articleSection: 'Événements',
      mainEntityOfPage: { '@id': `${ORIGIN}${frenchPath(item)}` },
    });

    // The data the page's code reads is what it shows.
    expect(page.data().noticia).toMatchObject({
      id: item.id,
      titulo: FR.titulo,
      parrafos: ['Premier paragraphe de la foire.', 'Deuxième paragraphe de la foire.'],
      fechaTexto: '14 mars 2026',
      idioma: 'fr',
      aviso: null,
    });
  });

  it('is its own canonical, in a hreflang cluster that every language’s page repeats', async () => {
    const item = await fair();
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'en', EN);
    const cluster = [
      ['es', `${ORIGIN}${spanishPath(item)}`],
      ['fr', `${ORIGIN}${frenchPath(item)}`],
      ['en', `${ORIGIN}${englishPath(item)}`],
      ['x-default', `${ORIGIN}${spanishPath(item)}`],
    ];
    for (const url of [spanishPath(item), frenchPath(item), englishPath(item)]) {
      const page = await pageAt(url);
      expect(page.canonical, url).toEqual([`${ORIGIN}${url}`]);
      expect(page.alternates, url).toEqual(cluster);
    }
    const english = await pageAt(englishPath(item));
    expect(english.lang).toBe('en');
    expect(english.title).toEqual([`${EN.titulo} · Le Beau Jour School`]);
    expect(english.bodyText).toContain('14 March 2026');
    expect(english.bodyText).toContain('Events');
    expect(english.meta('og:locale')).toEqual(['en_GB']);
    expect(english.jsonLd()).toMatchObject({ inLanguage: 'en', headline: EN.titulo });
  });

  it('has a cluster of only the languages it exists in, on the Spanish page too', async () => {
    const item = await fair();
    expect((await pageAt(spanishPath(item))).alternates).toEqual([]);
    await translate(item.id, 'fr', FR);
    const cluster = [
      ['es', `${ORIGIN}${spanishPath(item)}`],
      ['fr', `${ORIGIN}${frenchPath(item)}`],
      ['x-default', `${ORIGIN}${spanishPath(item)}`],
    ];
    expect((await pageAt(spanishPath(item))).alternates).toEqual(cluster);
    expect((await pageAt(frenchPath(item))).alternates).toEqual(cluster);
    // The Spanish page stays as it was: Spanish, no note, no lang of its own.
    const spanish = await pageAt(spanishPath(item));
    expect(spanish.lang).toBe('es-CL');
    expect(byTag(spanish, 'h1').map(text)).toEqual([FERIA]);
    expect(note(spanish)).toEqual([]);
    expect(spanish.body.filter((el) => attr(el, 'lang') !== undefined)).toEqual([]);
  });

  it('escapes a translation full of markup: shown as text, never as HTML', async () => {
    const item = await fair();
    const titulo = `</title><script>alert("t")</script> & <b>gras</b>`;
    await translate(item.id, 'fr', { titulo, descripcion: '<img src=x onerror=alert(1)>' });
    const response = await get(`/fr/news/${String(item.id)}`);
    expect(response.statusCode).toBe(301);
    const location = String(response.headers.location);
    const served = await get(location);
    expect(served.body).not.toContain('<script>alert');
    expect(served.body).not.toContain('<img src=x');
    const page = readPage(served.body);
    expect(byTag(page, 'h1').map(text)).toEqual([titulo]);
    expect(page.title).toEqual([`${titulo} · Collège Le Beau Jour`]);
    expect(page.bodyText).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('an item with no translation into the page’s language', () => {
  it('shows its Spanish marked lang="es" under a note, in an English page', async () => {
    const item = await fair();
    const url = `/en/news/${String(item.id)}-${FERIA_SLUG}`;
    const page = await pageAt(url);

    expect(page.lang).toBe('en');
    expect(page.title).toEqual([`${FERIA} · Le Beau Jour School`]);
    const notes = note(page);
    expect(notes.map(text)).toEqual(['This news item is only available in Spanish.']);
    const [h1] = byTag(page, 'h1');
    expect(h1 && text(h1)).toBe(FERIA);
    expect(h1 && attr(h1, 'lang')).toBe('es');
    const paragraphs = textOf(page, 'Primer párrafo de la feria.');
    expect(paragraphs && attr(paragraphs, 'lang')).toBe('es');
    // The note comes first, then the Spanish.
    expect(page.body.indexOf(notes[0] as Element)).toBeLessThan(page.body.indexOf(h1 as Element));
    // The page's own words stay English.
    expect(page.bodyText).toContain('14 March 2026');
    expect(page.bodyText).toContain('Events');

    // Search engines are sent to the Spanish page, the only one there is.
    expect(page.canonical).toEqual([`${ORIGIN}${spanishPath(item)}`]);
    expect(page.alternates).toEqual([]);
    expect(page.meta('og:url')).toEqual([`${ORIGIN}${spanishPath(item)}`]);
    expect(page.jsonLd()).toMatchObject({ headline: FERIA, inLanguage: 'es-CL' });

    expect(page.data().noticia).toMatchObject({
      titulo: FERIA,
      parrafos: ['Primer párrafo de la feria.', 'Segundo párrafo de la feria.'],
      idioma: 'es',
      aviso: { texto: 'This news item is only available in Spanish.', enlace: null },
    });
  });

  it('says so in French on a French page, while its English page is translated', async () => {
    const item = await fair();
    await translate(item.id, 'en', EN);
    const page = await pageAt(`/fr/news/${String(item.id)}-${FERIA_SLUG}`);
    expect(note(page).map(text)).toEqual(['Cette actualité n’est disponible qu’en espagnol.']);
    expect(byTag(page, 'h1').map((h1) => attr(h1, 'lang'))).toEqual(['es']);
    expect(page.canonical).toEqual([`${ORIGIN}${spanishPath(item)}`]);
    expect(page.alternates).toEqual([]);
    // The French page is in no cluster: the others name only Spanish and English.
    expect((await pageAt(englishPath(item))).alternates.map(([lang]) => lang)).toEqual([
      'es',
      'en',
      'x-default',
    ]);
  });
});

describe('an outdated translation', () => {
  it('is shown with a note and a link to the Spanish page, until it is saved again', async () => {
    const item = await fair();
    await translate(item.id, 'fr', FR);
    expect((await patch(item.id, { descripcion: 'Texto corregido.' })).statusCode).toBe(200);

    const page = await pageAt(frenchPath(item));
    expect(byTag(page, 'h1').map(text)).toEqual([FR.titulo]);
    expect(page.bodyText).toContain('Premier paragraphe de la foire.');
    const [shown] = note(page);
    expect(shown && text(shown)).toBe(
      'Le texte espagnol a été modifié depuis cette traduction. Lire la version espagnole',
    );
    const link = shown && elementsIn(shown).find((el) => el.tagName === 'a');
    expect(link && attr(link, 'href')).toBe(spanishPath(item));
    expect(link && attr(link, 'hreflang')).toBe('es');
    expect(link && text(link)).toBe('Lire la version espagnole');
    // Still the French page to index.
    expect(page.canonical).toEqual([`${ORIGIN}${frenchPath(item)}`]);
    expect(page.alternates.map(([lang]) => lang)).toEqual(['es', 'fr', 'x-default']);
    expect(page.data().noticia?.aviso).toEqual({
      texto: 'Le texte espagnol a été modifié depuis cette traduction.',
      enlace: { href: spanishPath(item), texto: 'Lire la version espagnole' },
    });

    await translate(item.id, 'fr', FR);
    expect(note(await pageAt(frenchPath(item)))).toEqual([]);
  });

  it('says it in English on an English page', async () => {
    const item = await fair();
    await translate(item.id, 'en', EN);
    expect((await patch(item.id, { titulo: 'Feria Científica 2026' })).statusCode).toBe(200);
    const page = await pageAt(englishPath(item));
    expect(note(page).map(text)).toEqual([
      'The Spanish text has changed since this translation. Read the Spanish version',
    ]);
    const link = byTag(page, 'a').find((a) => text(a) === 'Read the Spanish version');
    expect(link && attr(link, 'href')).toBe(`/news/${String(item.id)}-feria-cientifica-2026`);
  });
});

const elementsIn = (root: Element): Element[] =>
  root.childNodes.flatMap((node) => ('tagName' in node ? [node, ...elementsIn(node)] : []));

describe('addresses', () => {
  it.each([
    ['the id alone', ''],
    ['the Spanish slug', `-${FERIA_SLUG}`],
    ['another slug', '-foire'],
    ['a trailing slash', `-${FR_SLUG}/`],
    ['the slug in capitals', `-${FR_SLUG.toUpperCase()}`],
  ])('redirects %s of a translated item (301) to its French slug', async (_name, rest) => {
    const item = await fair();
    await translate(item.id, 'fr', FR);
    const response = await get(`/fr/news/${String(item.id)}${rest}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(frenchPath(item));
  });

  it.each([
    ['the id alone', ''],
    ['an English-looking slug', `-${EN_SLUG}`],
    ['a trailing slash', `-${FERIA_SLUG}/`],
  ])('redirects %s of an untranslated item (301) to its Spanish slug', async (_name, rest) => {
    const item = await fair();
    const response = await get(`/en/news/${String(item.id)}${rest}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/en/news/${String(item.id)}-${FERIA_SLUG}`);
  });

  it('follows the translation: a new title, then none, move the French address', async () => {
    const item = await fair();
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'fr', { ...FR, titulo: 'La foire des sciences' });
    const renamed = await get(frenchPath(item));
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/fr/news/${String(item.id)}-la-foire-des-sciences`);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsTranslation(item.id, 'fr'),
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    const back = await get(`/fr/news/${String(item.id)}-la-foire-des-sciences`);
    expect(back.statusCode).toBe(301);
    expect(back.headers.location).toBe(`/fr/news/${String(item.id)}-${FERIA_SLUG}`);
    expect(note(await pageAt(String(back.headers.location))).map(text)).toEqual([
      'Cette actualité n’est disponible qu’en espagnol.',
    ]);
  });
});

describe('no such public item, per language', () => {
  it.each([
    ['fr', 'Article introuvable · Collège Le Beau Jour', 'L’actualité que vous cherchez'],
    ['en', 'Story not found · Le Beau Jour School', 'The story you’re looking for'],
  ] as const)('is a 404 page in %s, noindex, linking to its news', async (lang, title, start) => {
    const draft = await publishValid({ titulo: FERIA, estado: 'borrador' });
    for (const segment of ['999999-rien', String(draft.id), `${String(draft.id)}-${FERIA_SLUG}`]) {
      const response = await get(`/${lang}/news/${segment}`);
      expect(response.statusCode, segment).toBe(404);
      const page = readPage(response.body);
      expect(page.lang).toBe(lang);
      expect(page.title).toEqual([title]);
      expect(page.meta('robots')).toEqual(['noindex']);
      expect(page.meta('description')[0]).toMatch(new RegExp(`^${start}`));
      expect(page.data()).toEqual({ noticia: null });
      expect(byTag(page, 'a').map((a) => attr(a, 'href'))).toContain(`/${lang}/news`);
    }
  });
});

describe('the build’s templates', () => {
  it('fill each language’s page from its own file', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-web-'));
    const marker = (lang: string) => `<meta name="lbj-plantilla" content="${lang}" />`;
    for (const lang of ['es', 'fr'] as const) {
      const templates = FALLBACK_TEMPLATES_BY_LANG[lang];
      fs.writeFileSync(
        path.join(webDist, newsPageTemplateFile(lang)),
        JSON.stringify({
          ...templates,
          article: templates.article.replace('<head>', `<head>${marker(lang)}`),
        }),
      );
    }
    await t.close();
    t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist }, { now: () => NOW });
    try {
      await createAdmin(t.dataDir);
      token = await loginAs(t.app);
      const item = await fair();
      await translate(item.id, 'fr', FR);
      expect((await get(frenchPath(item))).body).toContain(marker('fr'));
      expect((await get(spanishPath(item))).body).toContain(marker('es'));
      // No English file: the server's own English template.
      const english = await get(`/en/news/${String(item.id)}-${FERIA_SLUG}`);
      expect(english.statusCode).toBe(200);
      expect(readPage(english.body).lang).toBe('en');
      expect(english.body).not.toContain('lbj-plantilla');
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
