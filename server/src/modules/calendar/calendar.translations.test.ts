// @time-zones
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CALENDAR_API_PATHS,
  CALENDAR_LIMITS as L,
  CALENDAR_MESSAGES as M,
  MESSAGES,
  TRANSLATION_MESSAGES,
  type AuditEntry,
  type CalendarEvent,
} from '@lbj/shared';
import { ADMIN_NAME, withDatabase } from '../../test/admin.ts';
import { useCalendarApp } from './calendar.test-support.ts';

// Staff's French and English translations of an event over the API: every answer that carries
// the event carries them, an edit of its Spanish title or description makes them outdated (its
// dates, place, levels or category do not), the refusals store nothing, the activity log.

const T0 = new Date('2027-01-10T12:00:00.000Z');

const c = useCalendarApp(T0);

const ACTO = {
  titulo: 'Acto del Día del Alumno',
  descripcion: 'En el gimnasio.',
  inicio: '2027-05-11T10:00:00-04:00',
  fin: '2027-05-11T11:30:00-04:00',
  lugar: 'Gimnasio',
  niveles: ['4-basico', '1-basico'],
  categoria: 'acto',
};
const FR = { titulo: 'Cérémonie de la Journée de l’élève', descripcion: 'Au gymnase.' };
const EN = { titulo: 'Students’ Day ceremony', descripcion: 'In the gym.' };

async function create(fields: object = {}): Promise<CalendarEvent> {
  const response = await c.t.app.inject({
    method: 'POST',
    url: CALENDAR_API_PATHS.events,
    headers: c.auth,
    payload: { ...ACTO, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

const putTranslation = (id: number | string, idioma: string, payload: unknown, headers = c.auth) =>
  c.t.app.inject({
    method: 'PUT',
    url: CALENDAR_API_PATHS.eventTranslation(id, idioma),
    headers,
    payload: payload as object,
  });

const deleteTranslation = (id: number | string, idioma: string, headers = c.auth) =>
  c.t.app.inject({
    method: 'DELETE',
    url: CALENDAR_API_PATHS.eventTranslation(id, idioma),
    headers,
  });

async function translate(id: number, idioma: string, payload: unknown): Promise<CalendarEvent> {
  const response = await putTranslation(id, idioma, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent>();
}

async function patch(id: number, payload: object): Promise<CalendarEvent> {
  const response = await c.t.app.inject({
    method: 'PATCH',
    url: CALENDAR_API_PATHS.event(id),
    headers: c.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent>();
}

/** The public list of the year's events. */
async function list(): Promise<CalendarEvent[]> {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `${CALENDAR_API_PATHS.events}?desde=2027-01-01&hasta=2027-12-31`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent[]>();
}

/** The event's translations as the public list shows them. */
const listed = async (id: number) => (await list()).find((event) => event.id === id)?.traducciones;

const storedTranslations = () =>
  withDatabase(c.t.dataDir, ({ db }) =>
    db
      .selectFrom('calendar_event_translations')
      .selectAll()
      .orderBy('event_id')
      .orderBy('idioma')
      .execute(),
  );

const log = async () =>
  (await c.t.app.inject({ method: 'GET', url: API_PATHS.auditLog, headers: c.auth }))
    .json<AuditEntry[]>()
    .map(({ accion, usuario, detalle }) => ({ accion, usuario, detalle }));

describe('an event’s translations', () => {
  it('start with none, then one stored (trimmed) is in the answer and in the public list at once', async () => {
    const event = await create();
    expect(event.traducciones).toEqual({});
    expect(await listed(event.id)).toEqual({});

    const answer = await translate(event.id, 'fr', {
      titulo: ` ${FR.titulo} `,
      descripcion: `${FR.descripcion}\n`,
    });
    expect(answer).toEqual({ ...event, traducciones: { fr: { ...FR, desactualizada: false } } });
    expect(await listed(event.id)).toEqual({ fr: { ...FR, desactualizada: false } });

    await translate(event.id, 'en', EN);
    expect(await listed(event.id)).toEqual({
      fr: { ...FR, desactualizada: false },
      en: { ...EN, desactualizada: false },
    });
  });

  it('may have no description, as the event may not: absent, whether left out, empty or null', async () => {
    const event = await create({ descripcion: null });
    expect(event.descripcion).toBeNull();
    await translate(event.id, 'en', { titulo: EN.titulo });
    expect(await listed(event.id)).toEqual({ en: { titulo: EN.titulo, desactualizada: false } });
    await translate(event.id, 'fr', { titulo: FR.titulo, descripcion: '  ' });
    await translate(event.id, 'en', { titulo: EN.titulo, descripcion: null });
    const translations = await listed(event.id);
    expect(translations).toEqual({
      fr: { titulo: FR.titulo, desactualizada: false },
      en: { titulo: EN.titulo, desactualizada: false },
    });
    expect(translations?.fr).not.toHaveProperty('descripcion');
    // An event with a description may have a translation without one.
    const other = await create();
    expect((await translate(other.id, 'fr', { titulo: FR.titulo })).traducciones).toEqual({
      fr: { titulo: FR.titulo, desactualizada: false },
    });
  });

  it('is outdated once the Spanish title changes, and up to date once saved again', async () => {
    const event = await create();
    await translate(event.id, 'fr', FR);
    await translate(event.id, 'en', EN);
    const edited = await patch(event.id, { titulo: 'Acto del Día del Alumno y la Alumna' });
    expect(edited.traducciones).toEqual({
      fr: { ...FR, desactualizada: true },
      en: { ...EN, desactualizada: true },
    });
    expect(await listed(event.id)).toEqual(edited.traducciones);
    await translate(event.id, 'en', EN);
    expect(await listed(event.id)).toEqual({
      fr: { ...FR, desactualizada: true },
      en: { ...EN, desactualizada: false },
    });
  });

  it('is outdated once the Spanish description changes, is added or is removed', async () => {
    const event = await create({ descripcion: null });
    await translate(event.id, 'fr', { titulo: FR.titulo });
    expect((await patch(event.id, { descripcion: 'En el patio.' })).traducciones).toEqual({
      fr: { titulo: FR.titulo, desactualizada: true },
    });
    await translate(event.id, 'fr', FR);
    expect((await patch(event.id, { descripcion: 'En el gimnasio.' })).traducciones).toEqual({
      fr: { ...FR, desactualizada: true },
    });
    await translate(event.id, 'fr', FR);
    expect((await patch(event.id, { descripcion: '' })).traducciones).toEqual({
      fr: { ...FR, desactualizada: true },
    });
  });

  it('stays up to date when the date, place, levels, category or state change', async () => {
    const event = await create();
    await translate(event.id, 'fr', FR);
    const upToDate = { fr: { ...FR, desactualizada: false } };
    const edits = [
      { inicio: '2027-05-12T10:00:00-04:00', fin: '2027-05-12T11:00:00-04:00' },
      { todo_el_dia: true, inicio: '2027-05-13', fin: '2027-05-13' },
      { lugar: 'Patio central' },
      { niveles: [] },
      { categoria: 'actividad' },
      { estado: 'cancelado' },
      { titulo: ` ${ACTO.titulo}  `, descripcion: ACTO.descripcion },
    ];
    for (const fields of edits) {
      expect((await patch(event.id, fields)).traducciones, JSON.stringify(fields)).toEqual(
        upToDate,
      );
      expect(await listed(event.id), JSON.stringify(fields)).toEqual(upToDate);
    }
  });

  it('DELETE removes that language (204): the key is gone; none left to delete is 204 too', async () => {
    const event = await create();
    await translate(event.id, 'fr', FR);
    await translate(event.id, 'en', EN);
    const removed = await deleteTranslation(event.id, 'en');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const left = await listed(event.id);
    expect(left).toEqual({ fr: { ...FR, desactualizada: false } });
    expect(left).not.toHaveProperty('en');
    expect((await deleteTranslation(event.id, 'en')).statusCode).toBe(204);
    expect((await deleteTranslation(event.id, 'fr')).statusCode).toBe(204);
    expect(await listed(event.id)).toEqual({});
    expect(await storedTranslations()).toEqual([]);
  });

  it('go with their event when it is deleted', async () => {
    const event = await create();
    const other = await create({ titulo: 'Reunión de apoderados' });
    await translate(event.id, 'fr', FR);
    await translate(other.id, 'en', EN);
    const deleted = await c.t.app.inject({
      method: 'DELETE',
      url: CALENDAR_API_PATHS.event(event.id),
      headers: c.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await storedTranslations()).map((row) => [row.event_id, row.idioma])).toEqual([
      [other.id, 'en'],
    ]);
  });

  it('are logged as edits of the event, each save and each deletion', async () => {
    const event = await create();
    await translate(event.id, 'en', EN);
    expect((await deleteTranslation(event.id, 'en')).statusCode).toBe(204);
    expect((await deleteTranslation(event.id, 'en')).statusCode).toBe(204);
    expect((await log()).slice(0, 3)).toEqual([
      {
        accion: 'calendario.editar',
        usuario: ADMIN_NAME,
        detalle: TRANSLATION_MESSAGES.removed('en', ACTO.titulo),
      },
      {
        accion: 'calendario.editar',
        usuario: ADMIN_NAME,
        detalle: 'Traducción al inglés guardada: «Acto del Día del Alumno»',
      },
      { accion: 'calendario.crear', usuario: ADMIN_NAME, detalle: M.created(ACTO.titulo) },
    ]);
  });

  it('refuses, in Spanish and with the field, and then stores, changes and logs nothing', async () => {
    const event = await create();
    await translate(event.id, 'en', EN);
    const cases: {
      name: string;
      send: () => ReturnType<typeof putTranslation>;
      status: number;
      message: string;
      field?: string;
    }[] = [
      {
        name: 'a language other than fr or en',
        send: () => putTranslation(event.id, 'de', FR),
        status: 400,
        message: TRANSLATION_MESSAGES.badLanguage,
        field: 'idioma',
      },
      {
        name: 'DELETE of a language other than fr or en',
        send: () => deleteTranslation(event.id, 'pt'),
        status: 400,
        message: TRANSLATION_MESSAGES.badLanguage,
        field: 'idioma',
      },
      {
        name: 'no title',
        send: () => putTranslation(event.id, 'fr', { descripcion: FR.descripcion }),
        status: 400,
        message: M.titleRequired,
        field: 'titulo',
      },
      {
        name: 'a blank title',
        send: () => putTranslation(event.id, 'fr', { ...FR, titulo: '  ' }),
        status: 400,
        message: M.titleRequired,
        field: 'titulo',
      },
      {
        name: 'a title too long after trimming',
        send: () =>
          putTranslation(event.id, 'fr', { ...FR, titulo: ` ${'x'.repeat(L.tituloMax + 1)} ` }),
        status: 400,
        message: M.titleTooLong,
        field: 'titulo',
      },
      {
        name: 'a description too long',
        send: () =>
          putTranslation(event.id, 'fr', { ...FR, descripcion: 'x'.repeat(L.descripcionMax + 1) }),
        status: 400,
        message: M.descriptionTooLong,
        field: 'descripcion',
      },
      {
        name: 'a list for a body',
        send: () => putTranslation(event.id, 'fr', [FR]),
        status: 400,
        message: MESSAGES.badRequest,
      },
      {
        name: 'no token',
        send: () => putTranslation(event.id, 'fr', FR, {}),
        status: 401,
        message: MESSAGES.unauthorized,
      },
      {
        name: 'DELETE without a token',
        send: () => deleteTranslation(event.id, 'en', {}),
        status: 401,
        message: MESSAGES.unauthorized,
      },
      {
        name: 'an unknown event',
        send: () => putTranslation(999, 'fr', FR),
        status: 404,
        message: M.notFound,
      },
      {
        name: 'DELETE of an unknown event',
        send: () => deleteTranslation(999, 'en'),
        status: 404,
        message: M.notFound,
      },
      {
        name: 'a malformed id',
        send: () => putTranslation('uno', 'fr', FR),
        status: 404,
        message: M.notFound,
      },
    ];
    const stored = await storedTranslations();
    const logged = await log();
    for (const { name, send, status, message, field } of cases) {
      const response = await send();
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual(
        field === undefined
          ? { statusCode: status, error: message, message }
          : { statusCode: status, error: message, message, field },
      );
      expect(await storedTranslations(), name).toEqual(stored);
      expect(await log(), name).toEqual(logged);
    }
    expect(await listed(event.id)).toEqual({ en: { ...EN, desactualizada: false } });
  });
});
