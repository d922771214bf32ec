// @time-zones
// The page of one news item (ADR 0022), through buildApp + inject: addresses, 404s,
// visibility at request time, the head's share tags and JSON-LD, escaping.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, newsPath, type NewsItem } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { FALLBACK_TEMPLATES, NEWS_PAGE_TEMPLATE_FILE } from './news.page.ts';
import { attr, readPage, text } from './news.page.test-support.ts';
import { newsCalls, solidImage } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const HOUR = 3_600_000;
const ORIGIN = 'https://pruebas.lebeaujour.example';
const FERIA = 'Feria Científica 2026: ¡Éxito total!';
const FERIA_SLUG = 'feria-cientifica-2026-exito-total';

let t: TestApp;
let token: string;
let clock: Date;

beforeEach(async () => {
  clock = NOW;
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { now: () => clock });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const { patch, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

const noticeOf = async (fields: Record<string, string> = {}, image?: Buffer) =>
  publishValid({ titulo: FERIA, ...fields }, image);

describe('addresses', () => {
  it('answers the canonical address /news/{id}-{slug} with the page', async () => {
    const item = await noticeOf();
    const response = await get(`/news/${String(item.id)}-${FERIA_SLUG}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readPage(response.body).canonical).toEqual([
      `${ORIGIN}/news/${String(item.id)}-${FERIA_SLUG}`,
    ]);
  });

  it.each([
    ['the id alone', ''],
    ['another slug', '-feria-2025'],
    ['an old title', '-la-feria'],
    ['a trailing dash', '-'],
    ['the slug in capitals', `-${FERIA_SLUG.toUpperCase()}`],
    ['a trailing slash', `-${FERIA_SLUG}/`],
  ])('redirects %s permanently (301) to the canonical address', async (_name, rest) => {
    const item = await noticeOf();
    const response = await get(`/news/${String(item.id)}${rest}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/news/${String(item.id)}-${FERIA_SLUG}`);
  });

  it('follows the title: after an edit, the old address redirects to the new one', async () => {
    const item = await noticeOf();
    await get(`/news/${String(item.id)}-${FERIA_SLUG}`);
    expect((await patch(item.id, { titulo: 'Matrícula 2027' })).statusCode).toBe(200);
    const old = await get(`/news/${String(item.id)}-${FERIA_SLUG}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/news/${String(item.id)}-matricula-2027`);
  });
});

describe('an item that is not public is a 404 page, never a redirect to /', () => {
  const expectNotFoundPage = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(response.body);
    expect(page.title).toEqual(['Noticia no encontrada · Colegio Le Beau Jour']);
    expect(page.meta('robots')).toEqual(['noindex']);
    expect(page.meta('description')).toEqual([
      'La noticia que buscas no existe o ya no está publicada.',
    ]);
    expect(page.data()).toEqual({ noticia: null });
    expect(page.body.some((el) => el.tagName === 'a' && attr(el, 'href') === '/news')).toBe(true);
  };

  it.each(['999999-nada', '999999', 'abc', '0-cero', '12abc', '1-a/b', '-3'])(
    'for /news/%s',
    async (segment) => {
      await noticeOf();
      expectNotFoundPage(await get(`/news/${segment}`));
    },
  );

  it('for a deleted item, even one whose page was served (and cached) before', async () => {
    const item = await noticeOf();
    expect((await get(`/news/${String(item.id)}-${FERIA_SLUG}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(item.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expectNotFoundPage(await get(`/news/${String(item.id)}-${FERIA_SLUG}`));
    expectNotFoundPage(await get(`/news/${String(item.id)}`));
  });

  it('for a draft, and for a public item turned back into a draft after it was served', async () => {
    const draft = await noticeOf({ estado: 'borrador' });
    expectNotFoundPage(await get(`/news/${String(draft.id)}-${FERIA_SLUG}`));
    expectNotFoundPage(await get(`/news/${String(draft.id)}`));

    const item = await noticeOf();
    expect((await get(`/news/${String(item.id)}-${FERIA_SLUG}`)).statusCode).toBe(200);
    await patch(item.id, { estado: 'borrador' });
    expectNotFoundPage(await get(`/news/${String(item.id)}-${FERIA_SLUG}`));
  });

  it('for a scheduled item until its moment, then the page, by itself', async () => {
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const item = await noticeOf({ publicar_en: at.toISOString() });
    const url = `/news/${String(item.id)}-${FERIA_SLUG}`;
    expectNotFoundPage(await get(url));
    clock = new Date(at.getTime() - 1);
    expectNotFoundPage(await get(url));
    clock = at;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(readPage(response.body).jsonLd()).toMatchObject({ datePublished: at.toISOString() });
  });

  it('for an item whose page was cached, once the clock moves back before its date', async () => {
    const item = await noticeOf();
    const url = `/news/${String(item.id)}-${FERIA_SLUG}`;
    expect((await get(url)).statusCode).toBe(200);
    clock = new Date(NOW.getTime() - 1);
    expectNotFoundPage(await get(url));
  });

  it('for a scheduled item moved later after its page was cached: the cache goes', async () => {
    const item = await noticeOf();
    const url = `/news/${String(item.id)}-${FERIA_SLUG}`;
    expect((await get(url)).statusCode).toBe(200);
    await patch(item.id, { publicar_en: new Date(NOW.getTime() + HOUR).toISOString() });
    expectNotFoundPage(await get(url));
  });
});

describe('the HTML as served', () => {
  it('holds the article and every share tag, with absolute addresses from PUBLIC_URL', async () => {
    const image = await solidImage(1600, 1000);
    const item = await noticeOf(
      {
        descripcion: `Primer párrafo: los alumnos de quinto básico presentaron sus proyectos.\n\nSegundo párrafo,\ncon un salto de línea. ${'Texto largo que sigue. '.repeat(10)}`,
        tipo_noticia: 'Eventos',
      },
      image,
    );
    const canonical = `${ORIGIN}/news/${String(item.id)}-${FERIA_SLUG}`;
    // The Host header never makes an address.
    const response = await get(`/news/${String(item.id)}-${FERIA_SLUG}`, {
      host: 'malicioso.example',
      'x-forwarded-host': 'malicioso.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('malicioso');
    const page = readPage(response.body);

    expect(page.title).toEqual([`${FERIA} · Colegio Le Beau Jour`]);
    const [description] = page.meta('description');
    expect(description).toMatch(/^Primer párrafo: los alumnos de quinto básico presentaron/);
    expect(description?.length).toBeLessThanOrEqual(155);
    expect(description?.length).toBeGreaterThan(120);
    expect(page.canonical).toEqual([canonical]);
    expect(page.meta('og:type')).toEqual(['article']);
    expect(page.meta('og:title')).toEqual([FERIA]);
    expect(page.meta('og:description')).toEqual([description]);
    expect(page.meta('og:url')).toEqual([canonical]);
    // The share image: the item's 1200 × 630 JPEG, beside its renditions.
    const key = /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? 'none';
    const shareUrl = `${ORIGIN}/uploads/${key}-share.jpg`;
    expect(page.meta('og:image')).toEqual([shareUrl]);
    expect(page.meta('og:image:type')).toEqual(['image/jpeg']);
    expect(page.meta('og:image:width')).toEqual(['1200']);
    expect(page.meta('og:image:height')).toEqual(['630']);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual([shareUrl]);

    const school = { '@type': 'ElementarySchool', name: 'Colegio Cristiano Le Beau Jour' };
    expect(page.jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: FERIA,
      image: [{ url: shareUrl, width: 1200, height: 630 }],
      datePublished: NOW.toISOString(),
      dateModified: NOW.toISOString(),
      author: { ...school, url: `${ORIGIN}/` },
      publisher: { ...school, '@id': `${ORIGIN}/#school` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });

    const h1 = page.body.filter((el) => el.tagName === 'h1');
    expect(h1.map(text)).toEqual([FERIA]);
    expect(page.bodyText).toContain('14 de marzo de 2026');
    expect(page.bodyText).toContain('Eventos');
    const time = page.body.find((el) => el.tagName === 'time');
    expect(time && attr(time, 'datetime')).toBe(NOW.toISOString());
    const paragraphs = page.body.filter((el) => el.tagName === 'p').map(text);
    expect(paragraphs).toContain(
      'Primer párrafo: los alumnos de quinto básico presentaron sus proyectos.',
    );
    expect(paragraphs.some((p) => p.startsWith('Segundo párrafo,\ncon un salto'))).toBe(true);
    // One <p> per paragraph and nothing between them.
    const first = page.body.find((el) => el.tagName === 'p' && text(el).startsWith('Primer'));
    expect(first?.parentNode?.childNodes.map((node) => node.nodeName)).toEqual(['p', 'p']);
    const img = page.body.find((el) => el.tagName === 'img');
    expect(img && attr(img, 'src')).toBe(item.imagen);
    expect(img && attr(img, 'srcset')).toBe(
      (item.imagenes ?? []).map((v) => `${v.url} ${String(v.width)}w`).join(', '),
    );
    expect(img && attr(img, 'width')).toBe('960');
    expect(img && attr(img, 'height')).toBe('540');

    // The data the page hydrates from is the same item.
    expect(page.data().noticia).toMatchObject({
      id: item.id,
      titulo: FERIA,
      fechaTexto: '14 de marzo de 2026',
    });
  });

  it('dates the page as it was in Chile (late evening in Chile is already the next day in UTC)', async () => {
    clock = new Date('2026-03-15T02:30:00.000Z');
    const item = await noticeOf();
    const page = readPage((await get(`/news/${String(item.id)}-${FERIA_SLUG}`)).body);
    expect(page.bodyText).toContain('14 de marzo de 2026');
  });

  it('gives search engines and link previews the site, language, section and dates', async () => {
    const item = await noticeOf({ tipo_noticia: 'Eventos' }, await solidImage(1600, 1000));
    const edited = new Date(NOW.getTime() + 2 * HOUR);
    clock = edited;
    expect((await patch(item.id, { descripcion: 'Texto corregido.' })).statusCode).toBe(200);
    const canonical = `${ORIGIN}/news/${String(item.id)}-${FERIA_SLUG}`;
    const page = readPage((await get(`/news/${String(item.id)}-${FERIA_SLUG}`)).body);

    expect(page.meta('description')).toEqual(['Texto corregido.']);
    expect(page.meta('og:locale')).toEqual(['es_CL']);
    expect(page.meta('og:site_name')).toEqual(['Colegio Cristiano Le Beau Jour']);
    expect(page.meta('article:published_time')).toEqual([NOW.toISOString()]);
    expect(page.meta('article:modified_time')).toEqual([edited.toISOString()]);
    expect(page.meta('article:section')).toEqual(['Eventos']);
    expect(page.meta('twitter:title')).toEqual([FERIA]);
    expect(page.meta('twitter:description')).toEqual(['Texto corregido.']);

    const key = /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? 'none';
    const school = {
      '@type': 'ElementarySchool',
      '@id': `${ORIGIN}/#school`,
      name: 'Colegio Cristiano Le Beau Jour',
      url: `${ORIGIN}/`,
    };
    expect(page.jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: FERIA,
      description: 'Texto corregido.',
      image: [
        {
          '@type': 'ImageObject',
          url: `${ORIGIN}/uploads/${key}-share.jpg`,
          width: 1200,
          height: 630,
        },
      ],
      datePublished: NOW.toISOString(),
      dateModified: edited.toISOString(),
      articleSection: 'Eventos',
      inLanguage: 'es-CL',
      author: school,
      publisher: school,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
  });

  it('keeps a whole head, without image tags, when the item’s image files are gone', async () => {
    const item = await noticeOf();
    const key = /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? 'none';
    for (const name of fs.readdirSync(t.config.uploadsDir).filter((n) => n.startsWith(key))) {
      fs.rmSync(path.join(t.config.uploadsDir, name));
    }
    const response = await get(`/news/${String(item.id)}-${FERIA_SLUG}`);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);

    for (const tag of ['og:image', 'og:image:type', 'og:image:width', 'twitter:image']) {
      expect(page.meta(tag), tag).toEqual([]);
    }
    expect(page.jsonLd()).not.toHaveProperty('image');
    // Every other tag is still in the head (stray text there would end it early).
    expect(page.meta('og:url')).toEqual([`${ORIGIN}/news/${String(item.id)}-${FERIA_SLUG}`]);
    expect(page.meta('article:published_time')).toEqual([NOW.toISOString()]);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.jsonLd()).toMatchObject({ '@type': 'NewsArticle', headline: FERIA });
    expect(page.data().noticia).toMatchObject({ id: item.id, titulo: FERIA });
  });

  it('escapes a title and text full of markup and quotes: shown as text, never as HTML', async () => {
    const titulo = `</script><script>alert("t")</script> & 'comillas' <b>"dobles"</b> $& $1`;
    const descripcion = `<img src=x onerror=alert(1)> </script><!-- "texto" & 'más' -->\n\n<p>segundo</p> \u2028 \u2029 fin`;
    const item = await publishValid({ titulo, descripcion });
    const response = await get(newsUrl(item));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).not.toContain('<b>"dobles"');
    const page = readPage(response.body);
    expect(page.title).toEqual([`${titulo} · Colegio Le Beau Jour`]);
    expect(page.meta('og:title')).toEqual([titulo]);
    expect(page.body.filter((el) => el.tagName === 'h1').map(text)).toEqual([titulo]);
    expect(page.body.some((el) => el.tagName === 'b')).toBe(false);
    expect(page.body.filter((el) => el.tagName === 'img')).toHaveLength(1);
    expect(page.jsonLd()).toMatchObject({ headline: titulo });
    expect(page.data().noticia).toMatchObject({ titulo, parrafos: descripcion.split('\n\n') });
    expect(page.bodyText).toContain('<p>segundo</p>');
  });

  it('gives addresses without a doubled slash when PUBLIC_URL ends in several slashes', async () => {
    await t.close();
    t = await createTestApp({ PUBLIC_URL: `${ORIGIN}///` }, { now: () => clock });
    await createAdmin(t.dataDir);
    token = await loginAs(t.app);
    const item = await publishValid({ titulo: FERIA });
    const page = readPage((await get(newsUrl(item))).body);
    const canonical = `${ORIGIN}/news/${String(item.id)}-${FERIA_SLUG}`;
    expect(page.meta('og:url')).toEqual([canonical]);
    expect(page.jsonLd()).toMatchObject({ mainEntityOfPage: { '@id': canonical } });
  });

  it('is filled from the template the web build wrote, when there is one', async () => {
    const marker = '<meta name="lbj-plantilla" content="web" />';
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-web-'));
    fs.writeFileSync(
      path.join(webDist, NEWS_PAGE_TEMPLATE_FILE),
      JSON.stringify({
        ...FALLBACK_TEMPLATES,
        article: FALLBACK_TEMPLATES.article.replace('<head>', `<head>${marker}`),
      }),
    );
    await t.close();
    t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist }, { now: () => clock });
    try {
      await createAdmin(t.dataDir);
      token = await loginAs(t.app);
      const item = await noticeOf();
      expect((await get(newsUrl(item))).body).toContain(marker);
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('GET /api/news/{id}', () => {
  it('answers a public item as a visitor sees it', async () => {
    const item = await noticeOf();
    const response = await get(API_PATHS.newsItem(item.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json<NewsItem>();
    expect(body).toMatchObject({ id: item.id, titulo: FERIA, imagen: item.imagen });
    expect(body).not.toHaveProperty('estado');
    expect(body).not.toHaveProperty('publicar_en');
  });

  it('answers 404 for a draft, a scheduled item, an unknown or malformed id', async () => {
    const draft = await noticeOf({ estado: 'borrador' });
    const scheduled = await noticeOf({
      publicar_en: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    for (const id of [String(draft.id), String(scheduled.id), '999999', 'abc', '0']) {
      const response = await get(API_PATHS.newsItem(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: 'La noticia no existe o ya fue eliminada.' });
    }
    clock = new Date(NOW.getTime() + HOUR);
    expect((await get(API_PATHS.newsItem(scheduled.id))).statusCode).toBe(200);
  });
});

const newsUrl = (item: NewsItem) => newsPath(item.id, item.titulo);
