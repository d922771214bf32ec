// @time-zones
// Staff's French and English translations of a news item, through buildApp + inject: every
// answer that carries the item carries them, an edit of the Spanish title or text makes them
// outdated (and nothing else does), the refusals store nothing, the activity log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  NEWS_FINDING_KEY,
  NEWS_INCLUDE_DRAFTS,
  PAGE_DATA_ID,
  TRANSLATION_MESSAGES,
  type AuditEntry,
  type NewsFinding,
  type NewsItem,
} from '@lbj/shared';
import { openDatabase } from '../../lib/db.ts';
import { ADMIN_NAME, createAdmin, loginAs } from '../../test/admin.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { jpegPart, newsCalls, solidImage } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');

let t: TestApp;
let token: string;
let clock: Date;

/** A fresh app with the administrator signed in and the clock at NOW. */
async function startApp() {
  clock = NOW;
  t = await createTestApp({}, { now: () => clock });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
}

const { bearer, patch, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

const FR = {
  titulo: 'Foire scientifique 2025',
  descripcion: 'Les élèves de CM2 ont présenté leurs projets aux familles.',
};
const EN = {
  titulo: 'Science fair 2025',
  descripcion: 'Fifth graders showed their projects to the families.',
};

const putTranslation = (
  id: number | string,
  idioma: string,
  payload: unknown,
  headers: Record<string, string> = bearer(token),
) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.newsTranslation(id, idioma),
    headers,
    payload: payload as object,
  });

const deleteTranslation = (
  id: number | string,
  idioma: string,
  headers: Record<string, string> = bearer(token),
) => t.app.inject({ method: 'DELETE', url: API_PATHS.newsTranslation(id, idioma), headers });

/** PUT, expecting 200: the item as the answer gives it. */
async function translate(id: number, idioma: string, payload: unknown): Promise<NewsItem> {
  const response = await putTranslation(id, idioma, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsItem>();
}

/** The item as a visitor reads it, alone (GET /api/news/{id}). */
async function publicItem(id: number): Promise<NewsItem> {
  const response = await get(API_PATHS.newsItem(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsItem>();
}

/** The item's translations in each list that shows it: the public list, a page, staff's list. */
async function listedTranslations(id: number) {
  const lists = [
    await get(API_PATHS.news),
    await get(`${API_PATHS.news}?limit=5`),
    await get(`${API_PATHS.news}?incluir=${NEWS_INCLUDE_DRAFTS}`, bearer(token)),
  ];
  return lists.map((list) => {
    expect(list.statusCode, list.body).toBe(200);
    return list.json<NewsItem[]>().find((item) => item.id === id)?.traducciones;
  });
}

/** The translations the item shows everywhere, checked to be the same in every answer. */
async function translationsOf(id: number) {
  const alone = (await publicItem(id)).traducciones;
  expect(await listedTranslations(id)).toEqual([alone, alone, alone]);
  return alone;
}

/** Every stored translation, in order: "nothing was stored" is checked against it. */
function storedTranslations(dataDir: string): Record<string, unknown>[] {
  const database = openDatabase(dataDir);
  try {
    return database.sqlite
      .prepare('SELECT * FROM news_translations ORDER BY news_id, idioma')
      .all() as Record<string, unknown>[];
  } finally {
    void database.close();
  }
}

const log = async () =>
  (await get(API_PATHS.auditLog, bearer(token)))
    .json<AuditEntry[]>()
    .map(({ accion, usuario, detalle }) => ({ accion, usuario, detalle }));

describe('an item’s translations', () => {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });

  it('starts with none: every answer carries an empty object', async () => {
    const item = await publishValid();
    expect(item.traducciones).toEqual({});
    expect(await translationsOf(item.id)).toEqual({});
  });

  it('stores one (trimmed), answers the item, and every answer shows it at once, up to date', async () => {
    const item = await publishValid();
    // The public list is cached from here on: the write must be seen through it.
    const { etag } = (await get(API_PATHS.news)).headers;
    expect(await translationsOf(item.id)).toEqual({});

    const answer = await translate(item.id, 'fr', {
      titulo: `  ${FR.titulo}  `,
      descripcion: `\n${FR.descripcion} `,
    });
    expect(answer).toEqual({
      ...item,
      traducciones: { fr: { ...FR, desactualizada: false } },
    });

    const list = await get(API_PATHS.news, { 'if-none-match': String(etag) });
    expect(list.statusCode).toBe(200);
    expect(await translationsOf(item.id)).toEqual({ fr: { ...FR, desactualizada: false } });

    await translate(item.id, 'en', EN);
    expect(await translationsOf(item.id)).toEqual({
      fr: { ...FR, desactualizada: false },
      en: { ...EN, desactualizada: false },
    });
    expect(storedTranslations(t.dataDir)).toHaveLength(2);
  });

  it('replaces the translation into the same language, and leaves the other one', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', { titulo: 'Premier essai', descripcion: 'Brouillon.' });
    await translate(item.id, 'en', EN);
    await translate(item.id, 'fr', FR);
    expect(await translationsOf(item.id)).toEqual({
      fr: { ...FR, desactualizada: false },
      en: { ...EN, desactualizada: false },
    });
    expect(storedTranslations(t.dataDir)).toHaveLength(2);
  });

  it('translates a draft too: staff’s list and the answer show it, visitors see no draft', async () => {
    const draft = await publishValid({ estado: 'borrador' });
    const answer = await translate(draft.id, 'en', EN);
    expect(answer.estado).toBe('borrador');
    expect(answer.traducciones).toEqual({ en: { ...EN, desactualizada: false } });
    const staff = await get(`${API_PATHS.news}?incluir=${NEWS_INCLUDE_DRAFTS}`, bearer(token));
    expect(staff.json<NewsItem[]>()[0]?.traducciones).toEqual({
      en: { ...EN, desactualizada: false },
    });
    expect((await get(API_PATHS.newsItem(draft.id))).statusCode).toBe(404);
  });

  it('is outdated once the Spanish title changes, and up to date again once saved again', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'en', EN);

    const edited = await patch(item.id, { titulo: 'Feria científica 2025: resultados' });
    expect(edited.statusCode, edited.body).toBe(200);
    // The edit's own answer says so already.
    expect(edited.json<NewsItem>().traducciones).toEqual({
      fr: { ...FR, desactualizada: true },
      en: { ...EN, desactualizada: true },
    });
    expect(await translationsOf(item.id)).toEqual({
      fr: { ...FR, desactualizada: true },
      en: { ...EN, desactualizada: true },
    });

    const fr = { ...FR, titulo: 'Foire scientifique 2025 : résultats' };
    await translate(item.id, 'fr', fr);
    expect(await translationsOf(item.id)).toEqual({
      fr: { ...fr, desactualizada: false },
      en: { ...EN, desactualizada: true },
    });
  });

  it('is outdated once the Spanish text changes', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', FR);
    const edited = await patch(item.id, { descripcion: 'Texto corregido por la dirección.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await translationsOf(item.id)).toEqual({ fr: { ...FR, desactualizada: true } });
  });

  it('stays up to date when only the category, the photo, the state or the date change, or the same text is sent again', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', FR);
    const upToDate = { fr: { ...FR, desactualizada: false } };

    const edits = [
      { tipo_noticia: 'Eventos' },
      { imagen: jpegPart(await solidImage(80, 60, 'jpeg', '#aa3355')) },
      { publicar_en: '2026-03-10T09:00:00-03:00' },
      { titulo: `  ${item.titulo} `, descripcion: item.descripcion },
    ];
    for (const fields of edits) {
      const edited = await patch(item.id, fields);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<NewsItem>().traducciones, JSON.stringify(fields)).toEqual(upToDate);
      expect(await translationsOf(item.id), JSON.stringify(fields)).toEqual(upToDate);
    }
    // A draft and back: its state and date changed, not its Spanish.
    expect((await patch(item.id, { estado: 'borrador' })).statusCode).toBe(200);
    const back = await patch(item.id, { estado: 'publicada', publicar_en: '' });
    expect(back.json<NewsItem>().traducciones).toEqual(upToDate);
  });

  it('DELETE removes that language (204): the key is gone from every answer', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'en', EN);
    // Cached before the delete.
    expect(await translationsOf(item.id)).toEqual({
      fr: { ...FR, desactualizada: false },
      en: { ...EN, desactualizada: false },
    });

    const removed = await deleteTranslation(item.id, 'fr');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const left = await translationsOf(item.id);
    expect(left).toEqual({ en: { ...EN, desactualizada: false } });
    expect(left).not.toHaveProperty('fr');

    // Nothing left to delete: still 204, nothing else changes.
    expect((await deleteTranslation(item.id, 'fr')).statusCode).toBe(204);
    expect(await translationsOf(item.id)).toEqual({ en: { ...EN, desactualizada: false } });

    expect((await deleteTranslation(item.id, 'en')).statusCode).toBe(204);
    expect(await translationsOf(item.id)).toEqual({});
    expect(storedTranslations(t.dataDir)).toEqual([]);
  });

  it('goes with its item when the item is deleted', async () => {
    const item = await publishValid();
    const other = await publishValid({ titulo: 'Otra noticia' });
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'en', EN);
    await translate(other.id, 'en', EN);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(item.id),
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(storedTranslations(t.dataDir).map((row) => [row.news_id, row.idioma])).toEqual([
      [other.id, 'en'],
    ]);
    expect(await translationsOf(other.id)).toEqual({ en: { ...EN, desactualizada: false } });
  });

  it('writes each save and each deletion to the activity log, as an edit of the item', async () => {
    const item = await publishValid();
    await translate(item.id, 'fr', FR);
    await translate(item.id, 'en', EN);
    expect((await deleteTranslation(item.id, 'fr')).statusCode).toBe(204);
    // Nothing deleted: nothing logged.
    expect((await deleteTranslation(item.id, 'fr')).statusCode).toBe(204);
    expect((await log()).slice(0, 4)).toEqual([
      {
        accion: 'noticia.editar',
        usuario: ADMIN_NAME,
        detalle: 'Traducción al francés eliminada: «Feria científica 2025»',
      },
      {
        accion: 'noticia.editar',
        usuario: ADMIN_NAME,
        detalle: 'Traducción al inglés guardada: «Feria científica 2025»',
      },
      {
        accion: 'noticia.editar',
        usuario: ADMIN_NAME,
        detalle: 'Traducción al francés guardada: «Feria científica 2025»',
      },
      { accion: 'noticia.publicar', usuario: ADMIN_NAME, detalle: 'Feria científica 2025' },
    ]);
  });
});

describe('PUT and DELETE of a translation refuse, and nothing is stored, changed or logged', () => {
  let item: NewsItem;
  appWhileUnchanged({
    start: async () => {
      await startApp();
      item = await publishValid();
      await translate(item.id, 'en', EN);
    },
    close: () => t.close(),
    state: () => storedTranslations(t.dataDir),
  });

  type Case = {
    name: string;
    method?: 'PUT' | 'DELETE';
    id?: number | string;
    idioma?: string;
    body?: unknown;
    headers?: Record<string, string>;
    status: number;
    message: string;
    field?: string;
  };
  const cases: Case[] = [
    {
      name: 'a language other than fr or en',
      idioma: 'de',
      status: 400,
      message: TRANSLATION_MESSAGES.badLanguage,
      field: 'idioma',
    },
    {
      name: 'Spanish, which is the item itself',
      idioma: 'es',
      status: 400,
      message: TRANSLATION_MESSAGES.badLanguage,
      field: 'idioma',
    },
    {
      name: 'a language in capitals',
      idioma: 'FR',
      status: 400,
      message: TRANSLATION_MESSAGES.badLanguage,
      field: 'idioma',
    },
    {
      name: 'DELETE of a language other than fr or en',
      method: 'DELETE',
      idioma: 'de',
      status: 400,
      message: TRANSLATION_MESSAGES.badLanguage,
      field: 'idioma',
    },
    {
      name: 'no title',
      body: { descripcion: FR.descripcion },
      status: 400,
      message: MESSAGES.required,
      field: 'titulo',
    },
    {
      name: 'a blank title',
      body: { ...FR, titulo: '   ' },
      status: 400,
      message: MESSAGES.required,
      field: 'titulo',
    },
    {
      name: 'a title that is not text',
      body: { ...FR, titulo: 42 },
      status: 400,
      message: MESSAGES.required,
      field: 'titulo',
    },
    {
      name: 'a title one character too long after trimming',
      body: { ...FR, titulo: ` ${'é'.repeat(LIMITS.tituloMax + 1)} ` },
      status: 400,
      message: MESSAGES.titleTooLong(LIMITS.tituloMax),
      field: 'titulo',
    },
    {
      name: 'no text',
      body: { titulo: FR.titulo },
      status: 400,
      message: MESSAGES.required,
      field: 'descripcion',
    },
    {
      name: 'a blank text',
      body: { ...FR, descripcion: '\n \t' },
      status: 400,
      message: MESSAGES.required,
      field: 'descripcion',
    },
    {
      name: 'a text one character too long',
      body: { ...FR, descripcion: 'a'.repeat(LIMITS.descripcionMax + 1) },
      status: 400,
      message: MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
      field: 'descripcion',
    },
    { name: 'a list for a body', body: [FR], status: 400, message: MESSAGES.badRequest },
    {
      name: 'no token',
      headers: {},
      status: 401,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a forged token',
      headers: { authorization: 'Bearer abc.def.ghi' },
      status: 401,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'DELETE without a token',
      method: 'DELETE',
      idioma: 'en',
      headers: {},
      status: 401,
      message: MESSAGES.unauthorized,
    },
    { name: 'an unknown item', id: 999, status: 404, message: MESSAGES.newsNotFound },
    { name: 'a malformed id', id: 'abc', status: 404, message: MESSAGES.newsNotFound },
    {
      name: 'DELETE of an unknown item',
      method: 'DELETE',
      id: 999,
      idioma: 'en',
      status: 404,
      message: MESSAGES.newsNotFound,
    },
  ];

  it.each(cases)('$name → $status', async (refusal) => {
    const { method = 'PUT', status, message, field } = refusal;
    const before = storedTranslations(t.dataDir);
    const logBefore = await log();
    const id = refusal.id ?? item.id;
    const idioma = refusal.idioma ?? 'fr';
    const headers = refusal.headers ?? bearer(token);
    const response =
      method === 'PUT'
        ? await putTranslation(id, idioma, 'body' in refusal ? refusal.body : FR, headers)
        : await deleteTranslation(id, idioma, headers);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual(
      field === undefined
        ? { statusCode: status, error: message, message }
        : { statusCode: status, error: message, message, field },
    );
    expect(storedTranslations(t.dataDir)).toEqual(before);
    expect(await translationsOf(item.id)).toEqual({ en: { ...EN, desactualizada: false } });
    expect(await log()).toEqual(logBefore);
  });

  it('accepts a title of exactly the limit after trimming (the bound is the item’s own)', async () => {
    const titulo = 'é'.repeat(LIMITS.tituloMax);
    const answer = await translate(item.id, 'fr', { ...FR, titulo: `  ${titulo}  ` });
    expect(answer.traducciones?.fr?.titulo).toBe(titulo);
  });
});

describe('the /news page’s embedded data', () => {
  let site: string;

  beforeEach(async () => {
    // A built site whose /news is rendered with the page data 'noticias', by a render bundle
    // that stands for the web's and writes nothing but the location.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-translations-'));
    const webDist = path.join(site, 'client');
    fs.mkdirSync(webDist, { recursive: true });
    fs.mkdirSync(path.join(site, 'server'));
    fs.writeFileSync(
      path.join(webDist, '_page-news.html'),
      '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
    );
    fs.writeFileSync(
      path.join(webDist, 'pages.json'),
      JSON.stringify({
        pages: [{ path: '/news', file: '_page-news.html', data: [NEWS_FINDING_KEY] }],
        clientRoutes: [],
      }),
    );
    fs.writeFileSync(
      path.join(site, 'server', 'entry-server.js'),
      `export async function renderWithData(location) { return '<main>' + location + '</main>'; }`,
    );
    clock = NOW;
    t = await createTestApp({ WEB_DIST: webDist }, { now: () => clock });
    await createAdmin(t.dataDir);
    token = await loginAs(t.app);
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  /** The items /news embeds for its hydration. */
  async function pageItems(): Promise<NewsItem[]> {
    const response = await get('/news');
    expect(response.statusCode).toBe(200);
    const json = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
    ).exec(response.body)?.[1];
    if (json === undefined) throw new Error(`no page data in ${response.body}`);
    return (JSON.parse(json) as Record<string, NewsFinding>)[NEWS_FINDING_KEY]?.items ?? [];
  }

  it('carries each item’s translations, a new one from the next request', async () => {
    const item = await publishValid();
    expect((await pageItems()).map((shown) => shown.traducciones)).toEqual([{}]);
    await translate(item.id, 'en', EN);
    expect((await pageItems()).map((shown) => shown.traducciones)).toEqual([
      { en: { ...EN, desactualizada: false } },
    ]);
  });
});
