// @time-zones
// The removal request form (/fotos/solicitar-retiro), posted without JavaScript: the same spam
// defence as every public form (honeypot, 3-second fill time, 5 an hour per address), a Spanish
// message per field, and nothing stored on a refusal while everything typed comes back.
import { describe, expect, it } from 'vitest';
import {
  PHOTO_MESSAGES,
  PHOTO_REQUEST_PAGE_DATA_KEY,
  PHOTO_REQUEST_PATHS,
  PUBLIC_FORM_FIELDS,
  type PhotoRequestPageData,
} from '@lbj/shared';
import { createPublicFormGuard, PUBLIC_FORM_MESSAGES } from '../../lib/public-form.ts';
import { createPhotoRequestPage } from './photos.page.ts';

const KEY = 'ab'.repeat(16);
const START = new Date('2026-05-04T14:00:00.000Z');

function setup() {
  let now = START;
  const stored: unknown[] = [];
  const guard = createPublicFormGuard({ secret: new Uint8Array(32).fill(7), clock: () => now });
  const page = createPhotoRequestPage({
    guard,
    service: {
      find: (key) =>
        Promise.resolve(
          key === KEY
            ? {
                lugar: 'la noticia «Gala»',
                origen: { tipo: 'noticia', titulo: 'Gala' },
                vista: `/uploads/${KEY}-480.webp`,
              }
            : undefined,
        ),
      submit: (request) => {
        stored.push(request);
        return Promise.resolve({
          ...request,
          id: stored.length,
          estado: 'recibida',
          respuesta: null,
          creada: now.toISOString(),
          actualizada: null,
        });
      },
    },
  });
  const handler = page.pageForms[PHOTO_REQUEST_PATHS.form];
  const loader = page.pageData[PHOTO_REQUEST_PAGE_DATA_KEY];
  if (!handler || !loader) throw new Error('the form page is not declared');
  const url = new URL(`https://colegio.example${PHOTO_REQUEST_PATHS.form}?foto=${KEY}`);
  const load = async (address = url) =>
    (await loader({ url: address, cookies: {} })) as PhotoRequestPageData;
  /** Loads the form, waits `seconds`, sends it with `fields` from `ip`. */
  const send = async (fields: Record<string, string>, seconds = 10, ip = '203.0.113.9') => {
    const { stamp } = await load();
    now = new Date(now.getTime() + seconds * 1000);
    return handler({
      url,
      cookies: {},
      ip,
      fields: { [PUBLIC_FORM_FIELDS.stamp]: stamp, ...fields },
    });
  };
  return { stored, load, send };
}

const VALID = {
  foto: KEY,
  nombre: 'Carolina Muñoz',
  email: 'carolina@example.cl',
  relacion: 'Madre',
  motivo: 'No autorizamos que se publique la imagen de nuestro hijo.',
};

const pageOf = (answer: unknown) =>
  (answer as { data: Record<string, PhotoRequestPageData> }).data[PHOTO_REQUEST_PAGE_DATA_KEY];

describe('the removal request form', () => {
  it('shows the photo named in the address, with a fresh stamp each time', async () => {
    const { load } = setup();
    const first = await load();
    expect(first.foto).toEqual({
      clave: KEY,
      origen: { tipo: 'noticia', titulo: 'Gala' },
      vista: `/uploads/${KEY}-480.webp`,
    });
    expect(first.stamp).toMatch(/^\d+\./);
    const none = await load(new URL('https://colegio.example/fotos/solicitar-retiro?foto=zz'));
    expect(none.foto).toBeNull();
  });

  it('stores a whole request and sends the family to what happens next (303)', async () => {
    const { stored, send } = setup();
    expect(await send(VALID)).toEqual({ redirect: PHOTO_REQUEST_PATHS.sent });
    expect(stored).toEqual([VALID]);
  });

  it('gives a Spanish message beside each field, keeps what was typed, and stores nothing', async () => {
    const { stored, send } = setup();
    const answer = await send({
      foto: KEY,
      nombre: ' ',
      email: 'carolina',
      relacion: '',
      motivo: '',
    });
    expect(answer).toMatchObject({ status: 400 });
    expect(pageOf(answer)).toMatchObject({
      values: { nombre: '', email: 'carolina' },
      errors: {
        nombre: PHOTO_MESSAGES.nombreRequired,
        email: PHOTO_MESSAGES.emailInvalid,
        relacion: PHOTO_MESSAGES.relacionRequired,
        motivo: PHOTO_MESSAGES.requestMotivoRequired,
      },
      foto: { clave: KEY },
    });
    const unknown = await send({ ...VALID, foto: 'cd'.repeat(16) });
    expect(unknown).toMatchObject({ status: 400 });
    expect(pageOf(unknown)?.message).toBe(PHOTO_MESSAGES.photoMissing);
    expect(stored).toEqual([]);
  });

  it('refuses a form sent in under 3 seconds or with a forged stamp (400), keeping what was typed', async () => {
    const { stored, send } = setup();
    const fast = await send(VALID, 1);
    expect(fast).toMatchObject({ status: 400 });
    expect(pageOf(fast)).toMatchObject({ message: PUBLIC_FORM_MESSAGES.tooFast, values: VALID });
    const forged = await send({ ...VALID, [PUBLIC_FORM_FIELDS.stamp]: '1.forjado' });
    expect(forged).toMatchObject({ status: 400 });
    expect(stored).toEqual([]);
  });

  it('thanks a robot that filled the honeypot and stores nothing', async () => {
    const { stored, send } = setup();
    const answer = await send({ ...VALID, [PUBLIC_FORM_FIELDS.honeypot]: 'https://spam.example' });
    expect(answer).toEqual({ redirect: PHOTO_REQUEST_PATHS.sent });
    expect(stored).toEqual([]);
  });

  it('takes 5 an hour from one address, then answers 429 with what was typed', async () => {
    const { stored, send } = setup();
    for (let i = 0; i < 5; i++) await send(VALID);
    const sixth = await send(VALID);
    expect(sixth).toMatchObject({ status: 429 });
    expect(pageOf(sixth)).toMatchObject({ message: PUBLIC_FORM_MESSAGES.tooMany, values: VALID });
    expect(stored).toHaveLength(5);
    // Another family is not held back.
    expect(await send(VALID, 10, '198.51.100.4')).toEqual({ redirect: PHOTO_REQUEST_PATHS.sent });
  });
});
