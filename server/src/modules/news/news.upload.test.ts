import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, NEWS_MESSAGES } from '@lbj/shared';
import { registerMultipart } from '../../lib/multipart.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { handWrittenBody, type RawPart } from '../../test/multipart.ts';
import { readNewsPatch, readNewsUpload } from './news.upload.ts';

// The form of POST and PATCH /api/news as it is read, before anything is stored: a bare route
// around each reader (no accounts, no images written), answering what it read or the error.

const BOUNDARY = 'lbj-news-form';

type Part = RawPart & { value: string };

const text = (name: string, value: string, type?: string): Part =>
  type === undefined ? { name, value } : { name, value, type };
const file = (name: string, value: string, fileName = 'foto.jpg'): Part => ({
  name,
  value,
  filename: fileName,
  type: 'image/jpeg',
});

const body = (parts: readonly Part[]) => handWrittenBody(parts, BOUNDARY);

const VALID = [
  text('titulo', 'Feria científica'),
  text('descripcion', 'Los cursos muestran sus proyectos.'),
  text('tipo_noticia', 'Académico'),
];

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function send(
  method: 'POST' | 'PATCH',
  parts: readonly Part[],
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(async (news) => {
    await registerMultipart(news);
    const answer = ({ fields, image }: { fields: object; image?: Buffer }) =>
      image === undefined ? { fields } : { fields, image: image.toString() };
    news.post('/', async (request) => answer(await readNewsUpload(request)));
    news.patch('/', async (request) => answer(await readNewsPatch(request)));
  });
  close = () => app.close();
  const response = await app.inject({
    method,
    url: '/',
    headers: { 'content-type': contentType },
    payload: body(parts),
  });
  return { status: response.statusCode, json: response.json<Record<string, unknown>>() };
}

const refused = (status: number, message: string, field?: string) => ({
  status,
  json: {
    statusCode: status,
    error: message,
    message,
    ...(field === undefined ? {} : { field }),
  },
});

describe('POST /api/news form (readNewsUpload)', () => {
  it('reads the text fields and the image, ignoring other fields and other fields’ files', async () => {
    const response = await send('POST', [
      file('adjunto', 'no-es-la-imagen', 'otro.jpg'),
      ...VALID,
      text('estado', 'borrador'),
      text('publicar_en', '2026-12-01T09:00:00-03:00'),
      text('autor', 'alguien'),
      file('imagen', 'bytes-de-la-imagen'),
    ]);
    expect(response).toEqual({
      status: 200,
      json: {
        fields: {
          titulo: 'Feria científica',
          descripcion: 'Los cursos muestran sus proyectos.',
          tipo_noticia: 'Académico',
          estado: 'borrador',
          publicar_en: '2026-12-01T09:00:00-03:00',
        },
        image: 'bytes-de-la-imagen',
      },
    });
  });

  it('refuses a body that is not a form (415)', async () => {
    const response = await send('POST', VALID, 'text/plain');
    expect(response).toEqual(refused(415, MESSAGES.multipartRequired));
  });

  it.each([
    ['no image at all', [...VALID]],
    ['an empty image', [...VALID, file('imagen', '')]],
    ['only a file of another field', [...VALID, file('adjunto', 'bytes')]],
  ])('asks for an image when the form has %s', async (_name, parts) => {
    expect(await send('POST', parts)).toEqual(refused(400, MESSAGES.imageRequired, 'imagen'));
  });

  it('refuses two images (400 about the image)', async () => {
    const response = await send('POST', [
      ...VALID,
      file('imagen', 'una', 'a.jpg'),
      file('imagen', 'otra', 'b.jpg'),
    ]);
    expect(response).toEqual(refused(400, MESSAGES.badRequest, 'imagen'));
  });

  it('refuses a field sent twice (400 about that field)', async () => {
    const response = await send('POST', [
      ...VALID,
      text('titulo', 'Otro título'),
      file('imagen', 'bytes'),
    ]);
    expect(response).toEqual(refused(400, MESSAGES.badRequest, 'titulo'));
  });

  it('ignores a field it does not know, even sent twice', async () => {
    const response = await send('POST', [
      ...VALID,
      text('autor', 'uno'),
      text('autor', 'dos'),
      file('imagen', 'bytes'),
    ]);
    expect(response.status).toBe(200);
  });

  // Past the parser's 128 KB per field, a value arrives cut: far over any field's limit.
  it.each([
    ['titulo', MESSAGES.titleTooLong(LIMITS.tituloMax)],
    ['descripcion', MESSAGES.descriptionTooLong(LIMITS.descripcionMax)],
    ['tipo_noticia', MESSAGES.unknownCategory],
    ['estado', NEWS_MESSAGES.invalidState],
    ['publicar_en', NEWS_MESSAGES.invalidPublishAt],
  ])('a %s over the form’s field size gets that field’s own message', async (name, message) => {
    const others = VALID.filter((part) => part.name !== name);
    const response = await send('POST', [
      ...others,
      text(name, 'x'.repeat(129 * 1024)),
      file('imagen', 'bytes'),
    ]);
    expect(response).toEqual(refused(400, message, name));
  });

  it('answers a cut field at once, without reading the image that follows', async () => {
    const response = await send('POST', [
      text('titulo', 'Feria científica'),
      text('descripcion', 'x'.repeat(129 * 1024)),
      text('tipo_noticia', 'Académico'),
      file('imagen', 'x'.repeat(LIMITS.imageMaxBytes + 1)),
    ]);
    expect(response).toEqual(
      refused(400, MESSAGES.descriptionTooLong(LIMITS.descripcionMax), 'descripcion'),
    );
  });

  it('takes a field sent as JSON as no text: a Spanish 400, never a 500', async () => {
    const response = await send('POST', [
      text('titulo', 'Feria científica'),
      text('descripcion', 'Los cursos muestran sus proyectos.'),
      text('tipo_noticia', '5', 'application/json'),
      file('imagen', 'bytes'),
    ]);
    expect(response).toEqual(refused(400, MESSAGES.categoryRequired, 'tipo_noticia'));
  });

  describe('the first broken rule, in form order, is the answer', () => {
    it('a missing title comes before a missing category', async () => {
      const response = await send('POST', [text('descripcion', 'Texto.'), file('imagen', 'b')]);
      expect(response).toEqual(refused(400, MESSAGES.required, 'titulo'));
    });

    it('a text that is too long comes before a blank category', async () => {
      const response = await send('POST', [
        text('titulo', 'Título'),
        text('descripcion', 'x'.repeat(LIMITS.descripcionMax + 1)),
        text('tipo_noticia', ' '),
        file('imagen', 'b'),
      ]);
      expect(response).toEqual(
        refused(400, MESSAGES.descriptionTooLong(LIMITS.descripcionMax), 'descripcion'),
      );
    });

    it.each([
      ['missing', [text('titulo', 'Título'), text('descripcion', 'Texto.')]],
      [
        'blank',
        [text('titulo', 'Título'), text('descripcion', 'Texto.'), text('tipo_noticia', '  ')],
      ],
    ])(
      'a %s category, with title and text right, says "Elige una categoría"',
      async (_n, parts) => {
        const response = await send('POST', [...parts, file('imagen', 'b')]);
        expect(response).toEqual(refused(400, MESSAGES.categoryRequired, 'tipo_noticia'));
      },
    );

    it('an unknown category says so', async () => {
      const response = await send('POST', [
        text('titulo', 'Título'),
        text('descripcion', 'Texto.'),
        text('tipo_noticia', 'Farándula'),
        file('imagen', 'b'),
      ]);
      expect(response).toEqual(refused(400, MESSAGES.unknownCategory, 'tipo_noticia'));
    });

    it('the fields are checked before the image is asked for', async () => {
      const response = await send('POST', [text('titulo', 'Título')]);
      expect(response).toEqual(refused(400, MESSAGES.required, 'descripcion'));
    });
  });
});

describe('PATCH /api/news/{id} form (readNewsPatch)', () => {
  it('reads only the fields sent', async () => {
    const response = await send('PATCH', [text('titulo', 'Nuevo título')]);
    expect(response).toEqual({ status: 200, json: { fields: { titulo: 'Nuevo título' } } });
  });

  it('an image alone is a change; an empty file part keeps the image', async () => {
    expect(await send('PATCH', [file('imagen', 'nueva')])).toEqual({
      status: 200,
      json: { fields: {}, image: 'nueva' },
    });
    expect(await send('PATCH', [text('estado', 'borrador'), file('imagen', '')])).toEqual({
      status: 200,
      json: { fields: { estado: 'borrador' } },
    });
  });

  it.each([
    ['nothing', []],
    ['an empty image only', [file('imagen', '')]],
    ['only fields it does not know', [text('autor', 'alguien')]],
  ])('refuses %s to change', async (_name, parts) => {
    expect(await send('PATCH', parts)).toEqual(refused(400, NEWS_MESSAGES.nothingToUpdate));
  });

  it('a missing category is no change to it, a blank one is refused as in the publish form', async () => {
    expect((await send('PATCH', [text('descripcion', 'Texto.')])).status).toBe(200);
    const blank = await send('PATCH', [text('tipo_noticia', ' ')]);
    expect(blank).toEqual(refused(400, MESSAGES.categoryRequired, 'tipo_noticia'));
  });

  it('a blank title is refused before a blank category', async () => {
    const response = await send('PATCH', [text('titulo', ' '), text('tipo_noticia', ' ')]);
    expect(response).toEqual(refused(400, MESSAGES.required, 'titulo'));
  });

  it('each field keeps the publishing rules', async () => {
    const response = await send('PATCH', [text('publicar_en', 'mañana')]);
    expect(response).toEqual(refused(400, NEWS_MESSAGES.invalidPublishAt, 'publicar_en'));
  });
});
