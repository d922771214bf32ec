// PATCH /api/news/{id}, drafts and scheduled items, through buildApp + inject.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  NEWS_MESSAGES,
  STORAGE_MESSAGES,
  type NewsItem,
} from '@lbj/shared';
import { createAdmin, findAdmin, loginAs, signToken } from '../../test/admin.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  VALID_FIELDS,
  expectedFiles,
  fullState,
  jpegPart,
  newsCalls,
  noiseJpeg,
  solidImage,
  storedState,
  type FilePart,
} from './news.test-support.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const NOW = new Date('2026-03-14T15:09:26.000Z');
const HOUR = 3_600_000;

let t: TestApp;
let token: string;
let clock: Date;
/** Set by a test to make every image write fail as on a full disk (part written, ENOSPC). */
let diskFull = false;

/** A fresh app with the administrator signed in, the clock at NOW and the disk not full. */
async function startApp() {
  clock = NOW;
  diskFull = false;
  t = await createTestApp(
    { JWT_SECRET: SECRET },
    {
      now: () => clock,
      writeFile: async (file, data) => {
        await fs.promises.writeFile(file, diskFull ? data.subarray(0, 10) : data);
        if (diskFull) throw Object.assign(new Error('ENOSPC: write'), { code: 'ENOSPC' });
      },
    },
  );
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
}

/** Each test of the describe on an app of its own (the tests that write). */
function appPerTest() {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });
}

/**
 * 1700 px wide, so four renditions (480, 720, 960, 1600) and the share image. A plain colour:
 * what is in the picture does not matter where it is used, and it encodes many times faster
 * than a photo.
 */
const wideJpeg = () => solidImage(1700, 900);

const { bearer, publish, patch, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

const visitorList = async () => (await get(API_PATHS.news)).json<NewsItem[]>();
const uploadFile = (url: string) => path.join(t.config.uploadsDir, path.basename(url));

describe('PATCH /api/news/:id refuses, and changes nothing', () => {
  type Case = {
    name: string;
    id?: (item: NewsItem) => number | string;
    fields: () => Promise<Record<string, string | FilePart | FilePart[] | undefined>>;
    headers?: () => Promise<Record<string, string>>;
    status: number;
    message: string;
    field?: string;
  };
  const newImage = async () => jpegPart(await solidImage(120, 80, 'jpeg', '#aa0000'));
  const withText = (fields: Record<string, string>) => async () => ({
    ...fields,
    imagen: await newImage(),
  });
  const signed = async (secret: string, issuedAt?: number) => {
    const user = await findAdmin(t.dataDir);
    return `Bearer ${await signToken(user, new TextEncoder().encode(secret), issuedAt)}`;
  };

  const cases: Case[] = [
    // Tokens: the text and the image would be accepted with a valid one.
    {
      name: 'no token',
      fields: withText({ titulo: 'Cambiado' }),
      headers: () => Promise.resolve({}),
      status: 401,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a malformed token',
      fields: withText({ titulo: 'Cambiado' }),
      headers: () => Promise.resolve({ authorization: 'Bearer esto-no-es-un-token' }),
      status: 401,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'an expired token',
      fields: withText({ titulo: 'Cambiado' }),
      headers: async () => ({
        authorization: await signed(SECRET, Date.now() - 2 * HOUR - 60_000),
      }),
      status: 401,
      message: MESSAGES.sessionExpired,
    },
    {
      name: 'a token signed with another secret',
      fields: withText({ titulo: 'Cambiado' }),
      headers: async () => ({ authorization: await signed('x'.repeat(48)) }),
      status: 401,
      message: MESSAGES.unauthorized,
    },
    // Uploads.
    {
      name: 'a text file renamed .jpg (not an image by its bytes)',
      fields: () =>
        Promise.resolve({
          titulo: 'Cambiado',
          imagen: jpegPart(Buffer.from('hola, esto no es una foto\n'), 'foto.jpg'),
        }),
      status: 415,
      field: 'imagen',
      message: MESSAGES.imageWrongType,
    },
    {
      name: 'an image over 5 MB',
      fields: async () => {
        const big = Buffer.alloc(LIMITS.imageMaxBytes + 1024 * 1024, 0x41);
        (await noiseJpeg(64, 64)).copy(big);
        return { titulo: 'Cambiado', imagen: jpegPart(big, 'enorme.jpg') };
      },
      status: 413,
      field: 'imagen',
      message: MESSAGES.imageTooLarge,
    },
    {
      name: 'a truncated JPEG',
      fields: async () => {
        const whole = await noiseJpeg(800, 600);
        return { imagen: jpegPart(whole.subarray(0, Math.floor(whole.length / 2))) };
      },
      status: 400,
      field: 'imagen',
      message: MESSAGES.imageUnreadable,
    },
    {
      name: 'two images',
      fields: async () => {
        const part = await newImage();
        return { imagen: [part, part] };
      },
      status: 400,
      field: 'imagen',
      message: MESSAGES.badRequest,
    },
    // Field values, each sent with a valid new image that must not be kept.
    {
      name: 'a blank titulo',
      fields: withText({ titulo: '   ' }),
      status: 400,
      field: 'titulo',
      message: MESSAGES.required,
    },
    {
      name: 'an overlong titulo',
      fields: withText({ titulo: 'a'.repeat(LIMITS.tituloMax + 1) }),
      status: 400,
      field: 'titulo',
      message: MESSAGES.titleTooLong(LIMITS.tituloMax),
    },
    {
      name: 'an overlong descripcion',
      fields: withText({ descripcion: 'a'.repeat(LIMITS.descripcionMax + 1) }),
      status: 400,
      field: 'descripcion',
      message: MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
    },
    {
      name: 'a blank tipo_noticia',
      fields: withText({ tipo_noticia: '' }),
      status: 400,
      field: 'tipo_noticia',
      message: MESSAGES.categoryRequired,
    },
    {
      name: 'an unknown category',
      fields: withText({ tipo_noticia: 'Farándula' }),
      status: 400,
      field: 'tipo_noticia',
      message: MESSAGES.unknownCategory,
    },
    {
      name: 'an unknown estado',
      fields: withText({ estado: 'publicado' }),
      status: 400,
      field: 'estado',
      message: NEWS_MESSAGES.invalidState,
    },
    ...[
      '2026-03-20',
      '2026-03-20T08:00:00',
      '2026-03-20 08:00:00-03:00',
      '2026-02-30T08:00:00-03:00',
      '2026-03-20T24:00:00Z',
      '2026-03-20T08:00:00+15:00',
      '20-03-2026 08:00',
      'mañana a las 8',
    ].map((value): Case => ({
      name: `publicar_en "${value}"`,
      fields: withText({ publicar_en: value }),
      status: 400,
      field: 'publicar_en',
      message: NEWS_MESSAGES.invalidPublishAt,
    })),
    {
      name: 'a titulo sent twice',
      // The helper appends each value of an array: two titulo parts.
      fields: () => Promise.resolve({ titulo: ['Uno', 'Dos'] as unknown as string }),
      status: 400,
      field: 'titulo',
      message: MESSAGES.badRequest,
    },
    {
      name: 'no field at all',
      fields: () => Promise.resolve({}),
      status: 400,
      message: NEWS_MESSAGES.nothingToUpdate,
    },
    {
      name: 'only an empty file (a form with no file chosen)',
      fields: () => Promise.resolve({ imagen: jpegPart(Buffer.alloc(0), '') }),
      status: 400,
      message: NEWS_MESSAGES.nothingToUpdate,
    },
    // Ids.
    {
      name: 'an unknown id',
      id: () => 999,
      fields: withText({ titulo: 'Cambiado' }),
      status: 404,
      message: MESSAGES.newsNotFound,
    },
    {
      name: 'a malformed id',
      id: () => 'abc',
      fields: withText({ titulo: 'Cambiado' }),
      status: 404,
      message: MESSAGES.newsNotFound,
    },
  ];
  describe('each refusal', () => {
    // A refusal changes nothing (each case checks exactly that, from the state just before its
    // own request), so the cases share one app and its two items instead of publishing them
    // again for each.
    let item: NewsItem;
    appWhileUnchanged({
      start: async () => {
        await startApp();
        item = await publishValid({}, await wideJpeg());
        await publishValid({ titulo: 'Otra noticia' });
      },
      close: () => t.close(),
      state: () => fullState(t.dataDir),
    });

    it.each(cases)('$name → $status', async ({ id, fields, headers, status, message, field }) => {
      const before = fullState(t.dataDir);
      const listBefore = await visitorList();

      const response = await patch(
        id ? id(item) : item.id,
        await fields(),
        headers ? await headers() : undefined,
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual(
        field === undefined
          ? { statusCode: status, error: message, message }
          : { statusCode: status, error: message, message, field },
      );
      // No row changed, no new file left, the old files still there.
      expect(fullState(t.dataDir)).toEqual(before);
      for (const variant of item.imagenes ?? []) {
        expect(fs.existsSync(uploadFile(variant.url))).toBe(true);
      }
      expect(await visitorList()).toEqual(listBefore);
    });
  });

  describe('on an app of its own', () => {
    appPerTest();

    it('a body that is not multipart → 415, nothing changed', async () => {
      const item = await publishValid();
      const before = fullState(t.dataDir);
      const response = await t.app.inject({
        method: 'PATCH',
        url: API_PATHS.newsItem(item.id),
        headers: bearer(token),
        payload: { titulo: 'Cambiado' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: MESSAGES.multipartRequired });
      expect(fullState(t.dataDir)).toEqual(before);
    });

    it('a full disk → 507 with its message; the row and the old files stay', async () => {
      const item = await publishValid();
      const before = fullState(t.dataDir);
      diskFull = true;
      const response = await patch(item.id, { titulo: 'Cambiado', imagen: await newImage() });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ error: STORAGE_MESSAGES.storageFull });
      expect(fullState(t.dataDir)).toEqual(before);
    });
  });
});

describe('PATCH /api/news/:id changes what was sent', () => {
  appPerTest();

  it('text only: 200 with the item, actualizado now, the image and fecha kept', async () => {
    const item = await publishValid();
    expect(item.actualizado).toBe(item.fecha);
    const filesBefore = storedState(t.dataDir).files;
    const etag = (await get(API_PATHS.news)).headers.etag as string;

    clock = new Date(NOW.getTime() + HOUR);
    const response = await patch(item.id, {
      titulo: '  Feria científica 2026  ',
      descripcion: 'Texto corregido.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<NewsItem>();
    expect(updated).toEqual({
      ...item,
      titulo: 'Feria científica 2026',
      descripcion: 'Texto corregido.',
      actualizado: clock.toISOString(),
      ruta: `/news/${String(item.id)}-feria-cientifica-2026`,
    });
    expect(updated.fecha).toBe(NOW.toISOString());
    expect(storedState(t.dataDir).files).toEqual(filesBefore);

    // The list shows the change at once (its ETag changed with it).
    const list = await get(API_PATHS.news, { 'if-none-match': etag });
    expect(list.statusCode).toBe(200);
    const [listed] = list.json<NewsItem[]>();
    expect(listed?.titulo).toBe('Feria científica 2026');
    expect(listed?.actualizado).toBe(clock.toISOString());
    expect(listed).not.toHaveProperty('estado');
  });

  it('the category alone', async () => {
    const item = await publishValid();
    const response = await patch(item.id, { tipo_noticia: 'Deportes' });
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsItem>()).toMatchObject({
      tipo_noticia: 'Deportes',
      titulo: VALID_FIELDS.titulo,
    });
  });

  it('the image only: new renditions, the old files gone, the text kept', async () => {
    const item = await publishValid({}, await wideJpeg());
    const oldFiles = (item.imagenes ?? []).map((variant) => uploadFile(variant.url));
    expect(oldFiles).toHaveLength(4);

    const response = await patch(item.id, {
      imagen: {
        bytes: await solidImage(600, 400, 'png'),
        filename: 'nueva.png',
        type: 'image/png',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<NewsItem>();
    expect(updated.titulo).toBe(item.titulo);
    expect(updated.imagen).not.toBe(item.imagen);
    expect(updated.imagenes?.map((variant) => variant.width)).toEqual([480, 600]);
    for (const file of oldFiles) expect(fs.existsSync(file)).toBe(false);
    const state = storedState(t.dataDir);
    expect(state.files).toEqual(expectedFiles(state.rows));
    expect((await get(updated.imagen ?? '')).statusCode).toBe(200);
    expect((await get(item.imagen ?? '')).statusCode).toBe(404);
  });

  it('estado: a published item becomes a draft (hidden), then public again, dated anew', async () => {
    const item = await publishValid();
    const hidden = await patch(item.id, { estado: 'borrador' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<NewsItem>()).toMatchObject({ estado: 'borrador', publicar_en: null });
    expect(await visitorList()).toEqual([]);

    clock = new Date(NOW.getTime() + 2 * HOUR);
    const shown = await patch(item.id, { estado: 'publicada' });
    expect(shown.json<NewsItem>()).toMatchObject({
      estado: 'publicada',
      fecha: clock.toISOString(),
    });
    expect((await visitorList()).map((listed) => listed.id)).toEqual([item.id]);
  });

  it('a second PATCH after a delete → 404', async () => {
    const item = await publishValid();
    await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(item.id),
      headers: bearer(token),
    });
    const response = await patch(item.id, { titulo: 'Tarde' });
    expect(response.statusCode).toBe(404);
  });
});

describe('drafts and scheduled items', () => {
  appPerTest();

  it('a draft is invisible to visitors, whatever they send, and listed for the administrator', async () => {
    const published = await publishValid({ titulo: 'Pública' });
    const draftResponse = await publish({
      ...VALID_FIELDS,
      titulo: 'Borrador',
      estado: 'borrador',
      imagen: jpegPart(await solidImage(64, 64)),
    });
    expect(draftResponse.statusCode).toBe(201);
    const draft = draftResponse.json<NewsItem>();
    expect(draft).toMatchObject({ estado: 'borrador', publicar_en: null });

    const publicIds = [published.id];
    expect((await visitorList()).map((item) => item.id)).toEqual(publicIds);
    const visitors: Record<string, string>[] = [
      {},
      { authorization: 'Bearer esto-no-es-un-token' },
      { authorization: `Bearer ${token}x` },
    ];
    for (const headers of visitors) {
      const response = await get(`${API_PATHS.news}?incluir=borradores`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<NewsItem[]>().map((item) => item.id)).toEqual(publicIds);
      expect(response.body).not.toContain('Borrador');
    }
    // Not in a page, a category or a search either.
    for (const query of ['limit=10', 'categoria=Acad%C3%A9mico', 'q=borrador', 'q=noticia']) {
      const response = await get(`${API_PATHS.news}?${query}`);
      expect(response.json<NewsItem[]>().map((item) => item.id)).not.toContain(draft.id);
    }

    const admin = await get(`${API_PATHS.news}?incluir=borradores`, bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers.vary).toContain('Authorization');
    expect(admin.json<NewsItem[]>()).toEqual([
      expect.objectContaining({ id: draft.id, estado: 'borrador', publicar_en: null }),
      expect.objectContaining({ id: published.id, estado: 'publicada', publicar_en: null }),
    ]);
    const adminSearch = await get(`${API_PATHS.news}?incluir=borradores&q=borrador`, bearer(token));
    expect(adminSearch.json<NewsItem[]>().map((item) => item.id)).toEqual([draft.id]);
    // The token alone, without the parameter, is the public list.
    expect(
      (await get(API_PATHS.news, bearer(token))).json<NewsItem[]>().map((item) => item.id),
    ).toEqual(publicIds);
  });

  it('a scheduled item appears by itself when the clock passes publicar_en, dated publicar_en', async () => {
    const now = await publishValid({ titulo: 'Ahora' });
    // 09:00 in Santiago (UTC-3 in March) the next day.
    const due = '2026-03-15T09:00:00-03:00';
    const dueInstant = new Date('2026-03-15T12:00:00.000Z');
    const scheduled = await publishValid({ titulo: 'Programada', publicar_en: due });
    expect(scheduled).toMatchObject({
      estado: 'publicada',
      publicar_en: dueInstant.toISOString(),
      fecha: dueInstant.toISOString(),
      actualizado: dueInstant.toISOString(),
    });

    // Cached, with its ETag, before it is due.
    const before = await get(API_PATHS.news);
    expect(before.json<NewsItem[]>().map((item) => item.id)).toEqual([now.id]);
    const etag = before.headers.etag as string;
    expect((await get(API_PATHS.news, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(
      (await get(`${API_PATHS.news}?incluir=borradores`, bearer(token)))
        .json<NewsItem[]>()
        .map((item) => item.id),
    ).toEqual([scheduled.id, now.id]);

    clock = new Date(dueInstant.getTime() - 1);
    expect((await visitorList()).map((item) => item.id)).toEqual([now.id]);
    expect((await get(`${API_PATHS.news}?limit=5`)).json<NewsItem[]>()).toHaveLength(1);

    // No write, no job: the next request after the due moment sees it, and the old ETag is stale.
    clock = dueInstant;
    const after = await get(API_PATHS.news, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<NewsItem[]>().map((item) => item.id)).toEqual([scheduled.id, now.id]);
    expect(after.json<NewsItem[]>()[0]).toMatchObject({ fecha: dueInstant.toISOString() });
    expect((await get(`${API_PATHS.news}?limit=5`)).json<NewsItem[]>()).toHaveLength(2);
    expect((await get(`${API_PATHS.news}?q=programada`)).json<NewsItem[]>()).toHaveLength(1);
  });

  it('PATCH schedules a public item, and an empty publicar_en publishes it now', async () => {
    const item = await publishValid();
    const later = await patch(item.id, { publicar_en: '2026-04-01T08:00:00-03:00' });
    expect(later.json<NewsItem>()).toMatchObject({
      fecha: '2026-04-01T11:00:00.000Z',
      publicar_en: '2026-04-01T11:00:00.000Z',
      actualizado: '2026-04-01T11:00:00.000Z',
    });
    expect(await visitorList()).toEqual([]);

    clock = new Date(NOW.getTime() + HOUR);
    const now = await patch(item.id, { publicar_en: '' });
    expect(now.json<NewsItem>()).toMatchObject({
      fecha: clock.toISOString(),
      publicar_en: null,
    });
    expect((await visitorList()).map((listed) => listed.id)).toEqual([item.id]);
  });

  it('a draft with a date stays hidden after the date, until it is published', async () => {
    const item = await publishValid({ estado: 'borrador', publicar_en: '2026-03-14T16:00:00Z' });
    clock = new Date('2026-03-20T00:00:00Z');
    expect(await visitorList()).toEqual([]);
    const shown = await patch(item.id, { estado: 'publicada' });
    expect(shown.json<NewsItem>()).toMatchObject({ fecha: '2026-03-14T16:00:00.000Z' });
    expect((await visitorList()).map((listed) => listed.id)).toEqual([item.id]);
  });

  it('POST refuses a bad estado or publicar_en with its message, storing nothing', async () => {
    for (const [fields, message, field] of [
      [{ estado: 'archivada' }, NEWS_MESSAGES.invalidState, 'estado'],
      [{ publicar_en: '2026-03-20T08:00' }, NEWS_MESSAGES.invalidPublishAt, 'publicar_en'],
    ] as const) {
      const response = await publish({
        ...VALID_FIELDS,
        ...fields,
        imagen: jpegPart(await solidImage(64, 64)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: message, message, field });
    }
    expect(storedState(t.dataDir)).toEqual({ rows: [], files: [] });
  });
});
