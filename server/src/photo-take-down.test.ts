// @time-zones
// Taking a photo down everywhere in one step (POST /api/photos/{key}/retirar) and the families'
// requests (GET and PATCH /api/photos/solicitudes): refusals in Spanish that change nothing, and
// after a take-down no page, feed, sitemap or share tag names the photo and its addresses are gone.
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  PHOTO_API_PATHS,
  PHOTO_MESSAGES,
  photoKeyOf,
  type NewsItem,
  type PhotoRequest,
} from '@lbj/shared';
import { fixtures, uploadPhotos } from './modules/gallery/gallery.test-support.ts';
import { newsCalls } from './modules/news/news.test-support.ts';
import { createAdmin, loginAs, withDatabase } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

const NOW = new Date('2026-05-04T14:00:00.000Z');
const ORIGIN = 'https://pruebas.lebeaujour.example';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { now: () => NOW });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const { publishValid, get, bearer } = newsCalls(() => ({ app: t.app, token }));

const takeDown = (key: string, body: unknown, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({
    method: 'POST',
    url: PHOTO_API_PATHS.takeDown(key),
    headers,
    payload: body as Record<string, unknown>,
  });

const filesOf = (key: string) =>
  fs.readdirSync(t.config.uploadsDir).filter((name) => name.startsWith(`${key}-`));

const keyOf = (item: NewsItem) => photoKeyOf(item.imagen ?? '') ?? 'none';

describe('POST /api/photos/{key}/retirar', () => {
  it('asks for a token (401), a reason (400, in Spanish) and a known photo (404, in Spanish), and then changes nothing', async () => {
    const item = await publishValid();
    const key = keyOf(item);
    const before = filesOf(key);
    expect(before.length).toBeGreaterThan(1);

    expect((await takeDown(key, { motivo: 'x' }, {})).statusCode).toBe(401);
    const blank = await takeDown(key, { motivo: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: PHOTO_MESSAGES.motivoRequired });
    const long = await takeDown(key, { motivo: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: PHOTO_MESSAGES.motivoTooLong });
    const unknown = await takeDown('0'.repeat(32), { motivo: 'Pedido de la familia' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: PHOTO_MESSAGES.notFound });
    expect((await takeDown('no-es-una-clave', { motivo: 'x' })).statusCode).toBe(404);

    expect(filesOf(key)).toEqual(before);
    expect((await get(item.imagen ?? '')).statusCode).toBe(200);
    expect((await get(API_PATHS.newsItem(item.id))).json<NewsItem>().imagen).toBe(item.imagen);
  });

  it('takes a news photo off every page, the feed, the sitemap and the share tags at once; its addresses answer 410 and its files are gone', async () => {
    const item = await publishValid({ titulo: 'Salida a terreno' });
    const key = keyOf(item);
    const page = item.ruta ?? '';
    const addresses = [
      ...(item.imagenes ?? []).map((variant) => variant.url),
      `/uploads/${key}-share.jpg`,
    ];
    // Everything names the photo first, and the page's ETag is kept.
    const first = await get(page);
    expect(first.body).toContain(key);
    const etag = String(first.headers.etag);
    expect((await get(page, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/news/feed.xml')).body).toContain(key);
    expect((await get('/sitemap.xml')).body).toContain(`<image:loc>${ORIGIN}/uploads/${key}-`);
    expect((await get(API_PATHS.news)).body).toContain(key);
    for (const address of addresses) expect((await get(address)).statusCode).toBe(200);

    const response = await takeDown(key, { motivo: 'La familia lo pidió' });
    expect(response.statusCode).toBe(204);

    // The next request: nothing names it.
    const after = await get(page, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).not.toContain(key);
    expect(after.body).toContain('Salida a terreno');
    expect(after.body).not.toContain('og:image');
    for (const url of ['/news/feed.xml', '/sitemap.xml', API_PATHS.news, '/news']) {
      expect((await get(url)).body).not.toContain(key);
    }
    const stored = (await get(API_PATHS.newsItem(item.id))).json<NewsItem>();
    expect(stored).toMatchObject({ titulo: 'Salida a terreno', imagen: null, imagenes: [] });
    // Its addresses are gone, and say so in Spanish; its files too.
    for (const address of addresses) {
      const gone = await get(address);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('fue retirada');
      expect(gone.headers['cache-control']).toBe('no-store');
    }
    expect(filesOf(key)).toEqual([]);
    // The activity log says who and why.
    const log = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.auditLog}?accion=foto.retirar`,
      headers: bearer(token),
    });
    expect(log.json()).toEqual([
      expect.objectContaining({
        usuario: 'directora',
        detalle: expect.stringContaining('La familia lo pidió') as unknown,
      }),
    ]);
    // A second take-down of the same photo is done already.
    expect((await takeDown(key, { motivo: 'otra vez' })).statusCode).toBe(204);
  });

  it('takes a gallery photo down, and its addresses stay gone after a restart', async () => {
    const upload = await uploadPhotos(
      t,
      2025,
      [{ name: 'a.jpg', bytes: await fixtures.jpeg(), type: 'image/jpeg' }],
      token,
    );
    const [photo] = upload.json<{ photos: { url: string }[] }>().photos;
    const key = photoKeyOf(photo?.url ?? '') ?? 'none';
    expect((await takeDown(key, { motivo: 'Pedido del apoderado' })).statusCode).toBe(204);
    expect((await get('/api/facebook-photos?year=2025')).body).not.toContain(key);
    expect(filesOf(key)).toEqual([]);

    await t.app.close();
    const again = await createTestApp({ DATA_DIR: t.dataDir }, { now: () => NOW });
    try {
      expect((await again.app.inject({ url: photo?.url ?? '' })).statusCode).toBe(410);
    } finally {
      await again.app.close();
    }
  });
});

/** Requests straight into the database, as the form stores them. */
async function insertRequests(foto: string, count = 1) {
  await withDatabase(t.dataDir, async ({ db }) => {
    for (let i = 0; i < count; i++) {
      await db
        .insertInto('photo_requests')
        .values({
          foto,
          nombre: `Apoderada ${String(i + 1)}`,
          email: `familia${String(i + 1)}@example.cl`,
          relacion: 'Madre',
          motivo: 'No autorizamos la publicación.',
          estado: 'recibida',
          creada: new Date(NOW.getTime() - (i + 1) * 86_400_000).toISOString(),
        })
        .execute();
    }
  });
}

describe('GET and PATCH /api/photos/solicitudes', () => {
  it('lists the requests for administrators only, with their 5-day target', async () => {
    const item = await publishValid();
    await insertRequests(keyOf(item));
    expect((await get(PHOTO_API_PATHS.requests)).statusCode).toBe(401);
    const response = await get(PHOTO_API_PATHS.requests, bearer(token));
    expect(response.statusCode).toBe(200);
    const [request] = response.json<PhotoRequest[]>();
    expect(request).toMatchObject({
      id: 1,
      foto: keyOf(item),
      nombre: 'Apoderada 1',
      email: 'familia1@example.cl',
      relacion: 'Madre',
      motivo: 'No autorizamos la publicación.',
      estado: 'recibida',
      creada: '2026-05-03T14:00:00.000Z',
      plazo: '2026-05-08T14:00:00.000Z',
    });
    expect(request?.vista).toContain(keyOf(item));
  });

  it('marks a request refused only with a reason (400 in Spanish, nothing stored), and 404 for an unknown one', async () => {
    const item = await publishValid();
    await insertRequests(keyOf(item));
    const patch = (id: string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({
        method: 'PATCH',
        url: PHOTO_API_PATHS.request(id),
        headers,
        payload: payload as Record<string, unknown>,
      });
    expect((await patch('1', { estado: 'rechazada' }, {})).statusCode).toBe(401);
    const noReason = await patch('1', { estado: 'rechazada', respuesta: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: PHOTO_MESSAGES.respuestaRequired });
    const badState = await patch('1', { estado: 'archivada' });
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({ error: PHOTO_MESSAGES.estadoInvalid });
    expect((await patch('99', { estado: 'recibida' })).statusCode).toBe(404);
    expect((await patch('abc', { estado: 'recibida' })).statusCode).toBe(404);
    const [unchanged] = (await get(PHOTO_API_PATHS.requests, bearer(token))).json<PhotoRequest[]>();
    expect(unchanged?.estado).toBe('recibida');

    const refused = await patch('1', {
      estado: 'rechazada',
      respuesta: 'La foto no muestra a su hijo.',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      estado: 'rechazada',
      respuesta: 'La foto no muestra a su hijo.',
    });
  });

  it('marks the open requests of a photo done when it is taken down', async () => {
    const item = await publishValid();
    await insertRequests(keyOf(item), 2);
    expect((await takeDown(keyOf(item), { motivo: 'Solicitud de la familia' })).statusCode).toBe(
      204,
    );
    const requests = (await get(PHOTO_API_PATHS.requests, bearer(token))).json<PhotoRequest[]>();
    expect(requests.map((request) => request.estado)).toEqual(['foto-retirada', 'foto-retirada']);
    expect(requests[0]?.vista).toBeNull();
  });
});
