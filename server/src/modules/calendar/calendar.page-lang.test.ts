// @time-zones
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_API_PATHS,
  CALENDAR_EVENT_KEY,
  CALENDAR_NEXT_KEY,
  CALENDAR_PAGE_KEY,
  CALENDAR_PATHS,
  TRANSLATION_MESSAGES,
  type CalendarEvent,
  type CalendarEventPageData,
  type CalendarEventView,
  type CalendarPageData,
} from '@lbj/shared';
import { createAuditLog } from '../../lib/audit.ts';
import { openDatabase } from '../../lib/db.ts';
import { whenWords } from './calendar.dates.ts';
import { createCalendarPageData } from './calendar.page-data.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { createCalendarService } from './calendar.service.ts';
import { useCalendarApp } from './calendar.test-support.ts';

// The calendar's pages in French and English: the dates, the levels and "Qué cambió" in the
// page's language; each event's title and description its translation's, or the Spanish marked
// `idioma: 'es'`; an event's page canonical, alternates and note by case (translated, only in
// Spanish, outdated); one address per page and language; the Spanish pages as they were.

const T0 = new Date('2027-03-28T15:00:00.000Z'); // Sunday 28 March 2027, 12:00 in Chile
const c = useCalendarApp(T0);
const ORIGIN = 'https://colegio.example';

const ACTO = {
  titulo: 'Acto del Día del Alumno',
  descripcion: 'En el gimnasio.',
  todo_el_dia: false,
  inicio: '2027-04-03T19:00:00-03:00',
  fin: '2027-04-03T21:00:00-03:00',
  lugar: 'Gimnasio',
  niveles: ['4-basico', '1-basico'],
  categoria: 'acto',
};
const ACTO_FR = { titulo: 'Cérémonie de la Journée de l’élève', descripcion: 'Au gymnase.' };
const REUNION = {
  titulo: 'Reunión de apoderados',
  descripcion: 'Traer la libreta.',
  todo_el_dia: true,
  inicio: '2027-04-06',
  categoria: 'reunion-apoderados',
};

async function create(body: Record<string, unknown>): Promise<CalendarEvent> {
  const response = await c.t.app.inject({
    method: 'POST',
    url: CALENDAR_API_PATHS.events,
    headers: c.auth,
    payload: { categoria: 'actividad', todo_el_dia: true, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

async function translate(id: number, idioma: string, payload: object): Promise<void> {
  const response = await c.t.app.inject({
    method: 'PUT',
    url: CALENDAR_API_PATHS.eventTranslation(id, idioma),
    headers: c.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function patch(id: number, payload: object): Promise<void> {
  const response = await c.t.app.inject({
    method: 'PATCH',
    url: CALENDAR_API_PATHS.event(id),
    headers: c.auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The loaders over the test app's database, at the app's clock. */
async function load<T>(key: string, address: string): Promise<T> {
  const database = openDatabase(c.t.dataDir);
  try {
    const service = createCalendarService({
      repository: createCalendarRepository(database.db),
      audit: createAuditLog({ db: database.db, clock: () => c.now, log: console }),
      clock: () => c.now,
    });
    const loaders = createCalendarPageData(service);
    return (await loaders[key]?.({ url: new URL(address, ORIGIN), cookies: {} })) as T;
  } finally {
    await database.close();
  }
}

/** The act (translated into French only) and the meeting (in Spanish only). */
async function twoEvents() {
  const acto = await create(ACTO);
  await translate(acto.id, 'fr', ACTO_FR);
  const reunion = await create(REUNION);
  return { acto, reunion };
}

const eventsOf = (data: CalendarPageData) => data.meses.flatMap((month) => month.eventos);
const slugPath = (id: number, slug: string) => `/calendario/${String(id)}-${slug}`;

describe('/calendario in French and English', () => {
  it('writes the months, dates, levels and changes in French, titles translated or marked Spanish', async () => {
    const { acto, reunion } = await twoEvents();
    const data = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/fr/calendario');
    expect(data.meses.map((month) => month.titulo)).toEqual([
      'Mars 2027',
      'Avril 2027',
      'Mai 2027',
    ]);
    const [act, meeting] = eventsOf(data);
    expect(act).toEqual({
      id: acto.id,
      titulo: ACTO_FR.titulo,
      path: slugPath(acto.id, 'ceremonie-de-la-journee-de-l-eleve'),
      dia: '2027-04-03',
      diaFin: '2027-04-03',
      cuando: 'samedi 3 avril 2027 · de 19\u00a0h à 21\u00a0h',
      inicio: '2027-04-03T19:00:00-03:00',
      todo_el_dia: false,
      lugar: 'Gimnasio',
      niveles: '1º básico, 4º básico',
      categoria: 'acto',
      estado: 'programado',
    });
    expect(meeting).toMatchObject({
      titulo: 'Reunión de apoderados',
      idioma: 'es',
      path: slugPath(reunion.id, 'reunion-de-apoderados'),
      cuando: 'mardi 6 avril 2027, toute la journée',
      niveles: 'Tout le collège',
    });
    expect(data.cambios.map((change) => [change.evento.titulo, change.fecha])).toEqual([
      ['Reunión de apoderados', 'aujourd’hui'],
      [ACTO_FR.titulo, 'aujourd’hui'],
    ]);
    expect(data.cambios[0]?.evento.idioma).toBe('es');
    c.now = new Date(T0.getTime() + 2 * 86_400_000);
    const later = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/fr/calendario?mes=2027-04');
    expect(later.cambios.map((change) => change.fecha)).toEqual([
      'il y a 2 jours',
      'il y a 2 jours',
    ]);
    c.now = new Date(T0.getTime() + 86_400_000);
    const yesterday = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/fr/calendario');
    expect(yesterday.cambios[0]?.fecha).toBe('hier');
  });

  it('writes them in British English; an event without an English translation keeps its Spanish title, marked', async () => {
    const { acto } = await twoEvents();
    await create({ titulo: 'Día del Trabajo', inicio: '2027-05-01', categoria: 'feriado' });
    await create({ titulo: 'Semana del libro', inicio: '2027-04-12', fin: '2027-04-16' });
    c.now = new Date(T0.getTime() + 3 * 86_400_000);
    const data = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/en/calendario?mes=2027-03');
    expect(data.meses.map((month) => month.titulo)).toEqual([
      'March 2027',
      'April 2027',
      'May 2027',
    ]);
    expect(
      eventsOf(data).map((event) => [event.titulo, event.idioma, event.cuando, event.niveles]),
    ).toEqual([
      [ACTO.titulo, 'es', 'Saturday 3 April 2027 · 19:00 to 21:00', '1º básico, 4º básico'],
      [REUNION.titulo, 'es', 'Tuesday 6 April 2027, all day', 'Whole school'],
      ['Semana del libro', 'es', 'Monday 12 April to Friday 16 April 2027', 'Whole school'],
      ['Día del Trabajo', 'es', 'Saturday 1 May 2027, all day', 'Whole school'],
    ]);
    expect(eventsOf(data)[0]?.path).toBe(slugPath(acto.id, 'acto-del-dia-del-alumno'));
    expect(data.cambios.map((change) => change.fecha)).toEqual([
      '3 days ago',
      '3 days ago',
      '3 days ago',
      '3 days ago',
    ]);
    const french = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/fr/calendario?mes=2027-03');
    expect(eventsOf(french).map((event) => event.cuando)).toEqual([
      'samedi 3 avril 2027 · de 19\u00a0h à 21\u00a0h',
      'mardi 6 avril 2027, toute la journée',
      'du lundi 12 avril au vendredi 16 avril 2027',
      'samedi 1er mai 2027, toute la journée',
    ]);
  });

  it('says a timed event over several days in each language', () => {
    const event = {
      todo_el_dia: false,
      comienza: new Date('2027-05-07T23:00:00Z'), // Friday 7 May, 19:00 in Chile
      termina: new Date('2027-05-08T16:30:00Z'), // Saturday 8 May, 12:30 in Chile
      dias: null,
    };
    expect(whenWords(event)).toBe('viernes 7 de mayo, 19:00, al sábado 8 de mayo de 2027, 12:30');
    expect(whenWords(event, 'fr')).toBe(
      'du vendredi 7 mai à 19\u00a0h au samedi 8 mai 2027 à 12\u00a0h\u00a030',
    );
    expect(whenWords(event, 'en')).toBe('Friday 7 May, 19:00, to Saturday 8 May 2027, 12:30');
  });

  it('leaves the Spanish page as it was: Spanish texts, no language marks, translations unread', async () => {
    const { acto, reunion } = await twoEvents();
    const data = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/calendario');
    expect(data.meses.map((month) => month.titulo)).toEqual([
      'Marzo de 2027',
      'Abril de 2027',
      'Mayo de 2027',
    ]);
    expect(eventsOf(data)).toEqual([
      {
        id: acto.id,
        titulo: ACTO.titulo,
        path: slugPath(acto.id, 'acto-del-dia-del-alumno'),
        dia: '2027-04-03',
        diaFin: '2027-04-03',
        cuando: 'sábado 3 de abril de 2027 · 19:00 a 21:00',
        inicio: '2027-04-03T19:00:00-03:00',
        todo_el_dia: false,
        lugar: 'Gimnasio',
        niveles: '1º Básico, 4º Básico',
        categoria: 'acto',
        estado: 'programado',
      },
      {
        id: reunion.id,
        titulo: REUNION.titulo,
        path: slugPath(reunion.id, 'reunion-de-apoderados'),
        dia: '2027-04-06',
        diaFin: '2027-04-06',
        cuando: 'martes 6 de abril de 2027, todo el día',
        inicio: '2027-04-06',
        todo_el_dia: true,
        lugar: null,
        niveles: 'Todo el colegio',
        categoria: 'reunion-apoderados',
        estado: 'programado',
      },
    ]);
    expect(data.cambios.map((change) => change.fecha)).toEqual(['hoy', 'hoy']);
    expect(JSON.stringify(data)).not.toContain('idioma');
    expect(JSON.stringify(data)).not.toContain('Cérémonie');
  });
});

describe("an event's page in French and English", () => {
  const spanishUrl = (id: number) => `${ORIGIN}${slugPath(id, 'acto-del-dia-del-alumno')}`;
  const frenchUrl = (id: number) =>
    `${ORIGIN}/fr${slugPath(id, 'ceremonie-de-la-journee-de-l-eleve')}`;

  it('translated: its own canonical, the French texts, alternates for Spanish and French, no note', async () => {
    const { acto } = await twoEvents();
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      `/fr${slugPath(acto.id, 'ceremonie-de-la-journee-de-l-eleve')}`,
    );
    expect(data.url).toBe(frenchUrl(acto.id));
    expect(data.evento).toMatchObject({
      titulo: ACTO_FR.titulo,
      descripcion: ACTO_FR.descripcion,
      cuando: 'samedi 3 avril 2027 · de 19\u00a0h à 21\u00a0h',
      niveles: '1º básico, 4º básico',
    });
    expect(data.evento.idioma).toBeUndefined();
    expect(data.evento.idiomaDescripcion).toBeUndefined();
    expect(data.aviso).toBeUndefined();
    expect(data.urlEspanol).toBe(slugPath(acto.id, 'acto-del-dia-del-alumno'));
    expect(data.alternativas).toEqual([
      { hreflang: 'es', url: spanishUrl(acto.id) },
      { hreflang: 'fr', url: frenchUrl(acto.id) },
      { hreflang: 'x-default', url: spanishUrl(acto.id) },
    ]);
    expect(data.jsonLd).toMatchObject({
      name: ACTO_FR.titulo,
      description: ACTO_FR.descripcion,
      url: frenchUrl(acto.id),
      inLanguage: 'fr',
      organizer: { url: `${ORIGIN}/fr/` },
    });
    // The Spanish page names the French one back.
    const spanish = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      slugPath(acto.id, 'acto-del-dia-del-alumno'),
    );
    expect(spanish.url).toBe(spanishUrl(acto.id));
    expect(spanish.alternativas).toEqual(data.alternativas);
    expect(spanish.evento.titulo).toBe(ACTO.titulo);
    expect(spanish.aviso).toBeUndefined();
    expect(spanish.jsonLd).toMatchObject({ name: ACTO.titulo, inLanguage: 'es-CL' });
  });

  it('untranslated: the Spanish texts marked, a note, the Spanish page canonical, no alternates', async () => {
    const { acto } = await twoEvents();
    const spanish = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      slugPath(acto.id, 'acto-del-dia-del-alumno'),
    );
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      `/en${slugPath(acto.id, 'acto-del-dia-del-alumno')}`,
    );
    expect(data.aviso).toBe('solo-espanol');
    expect(data.url).toBe(spanishUrl(acto.id));
    expect(data.alternativas).toBeUndefined();
    expect(data.evento).toMatchObject({
      titulo: ACTO.titulo,
      idioma: 'es',
      descripcion: ACTO.descripcion,
      idiomaDescripcion: 'es',
      cuando: 'Saturday 3 April 2027 · 19:00 to 21:00',
      niveles: '1º básico, 4º básico',
      path: slugPath(acto.id, 'acto-del-dia-del-alumno'),
    });
    // What search engines read of it is the Spanish page's.
    expect(data.jsonLd).toEqual(spanish.jsonLd);
  });

  it('outdated: the translation under a note, with the Spanish page to read, still canonical itself', async () => {
    const { acto } = await twoEvents();
    await patch(acto.id, { titulo: 'Acto del Día del Alumno y la Alumna' });
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      `/fr${slugPath(acto.id, 'ceremonie-de-la-journee-de-l-eleve')}`,
    );
    expect(data.aviso).toBe('desactualizada');
    expect(data.evento.titulo).toBe(ACTO_FR.titulo);
    expect(data.url).toBe(frenchUrl(acto.id));
    expect(data.urlEspanol).toBe(slugPath(acto.id, 'acto-del-dia-del-alumno-y-la-alumna'));
    expect(data.alternativas?.map((alternate) => alternate.hreflang)).toEqual([
      'es',
      'fr',
      'x-default',
    ]);
  });

  it('a translation without a description leaves the Spanish one on the page, marked, and out of schema.org', async () => {
    const { acto } = await twoEvents();
    await translate(acto.id, 'en', { titulo: 'Students’ Day ceremony' });
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      `/en${slugPath(acto.id, 'students-day-ceremony')}`,
    );
    expect(data.evento).toMatchObject({
      titulo: 'Students’ Day ceremony',
      descripcion: ACTO.descripcion,
      idiomaDescripcion: 'es',
    });
    expect(data.evento.idioma).toBeUndefined();
    expect(data.aviso).toBeUndefined();
    expect(data.jsonLd.description).toBeUndefined();
    expect(data.alternativas?.map((alternate) => alternate.hreflang)).toEqual([
      'es',
      'fr',
      'en',
      'x-default',
    ]);
  });

  it('leaves the Spanish page of an untranslated event as it was', async () => {
    const { reunion } = await twoEvents();
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      slugPath(reunion.id, 'reunion-de-apoderados'),
    );
    expect(Object.keys(data)).toEqual(['evento', 'jsonLd', 'url']);
    expect(data.evento).toEqual({
      id: reunion.id,
      titulo: REUNION.titulo,
      path: slugPath(reunion.id, 'reunion-de-apoderados'),
      dia: '2027-04-06',
      diaFin: '2027-04-06',
      cuando: 'martes 6 de abril de 2027, todo el día',
      inicio: '2027-04-06',
      todo_el_dia: true,
      lugar: null,
      niveles: 'Todo el colegio',
      categoria: 'reunion-apoderados',
      estado: 'programado',
      descripcion: REUNION.descripcion,
      fin: '2027-04-06',
    });
    expect(data.url).toBe(`${ORIGIN}${slugPath(reunion.id, 'reunion-de-apoderados')}`);
    expect(data.jsonLd).toMatchObject({
      name: REUNION.titulo,
      description: REUNION.descripcion,
      inLanguage: 'es-CL',
      organizer: { url: `${ORIGIN}/` },
    });
  });
});

describe("an event's page has one address per language", () => {
  const get = (url: string) => c.t.app.inject({ url });

  it('sends any other spelling to the slug of the title the page shows, keeping the query', async () => {
    const { acto, reunion } = await twoEvents();
    const french = `/fr${slugPath(acto.id, 'ceremonie-de-la-journee-de-l-eleve')}`;
    for (const asked of [
      `/fr${slugPath(acto.id, 'acto-del-dia-del-alumno')}`,
      `/fr/calendario/${String(acto.id)}`,
      `${french}/`,
    ]) {
      const answer = await get(asked);
      expect([asked, answer.statusCode, answer.headers.location]).toEqual([asked, 301, french]);
    }
    const english = await get(`/en${slugPath(acto.id, 'anything')}?x=1`);
    expect([english.statusCode, english.headers.location]).toEqual([
      301,
      `/en${slugPath(acto.id, 'acto-del-dia-del-alumno')}?x=1`,
    ]);
    const spanish = await get(slugPath(reunion.id, 'reunion'));
    expect([spanish.statusCode, spanish.headers.location]).toEqual([
      301,
      slugPath(reunion.id, 'reunion-de-apoderados'),
    ]);
    // The right addresses, an unknown event and the event's feed are left alone.
    for (const left of [
      french,
      `/fr${slugPath(reunion.id, 'reunion-de-apoderados')}`,
      slugPath(acto.id, 'acto-del-dia-del-alumno'),
      '/fr/calendario/999-nada',
    ]) {
      expect((await get(left)).statusCode, left).not.toBe(301);
    }
    const feed = await get(CALENDAR_PATHS.eventFeed(acto.id));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
  });
});

describe("the home page's next events", () => {
  it('in the home page’s language, from its page data and from the API', async () => {
    const { acto } = await twoEvents();
    const french = await load<CalendarEventView[]>(CALENDAR_NEXT_KEY, '/fr/');
    expect(french.map((event) => [event.titulo, event.idioma, event.cuando])).toEqual([
      [ACTO_FR.titulo, undefined, 'samedi 3 avril 2027 · de 19\u00a0h à 21\u00a0h'],
      [REUNION.titulo, 'es', 'mardi 6 avril 2027, toute la journée'],
    ]);
    expect(french[0]?.path).toBe(slugPath(acto.id, 'ceremonie-de-la-journee-de-l-eleve'));
    const api = await c.t.app.inject({ url: `${CALENDAR_PATHS.next}?idioma=fr` });
    expect(api.statusCode).toBe(200);
    expect(api.json<CalendarEventView[]>()).toEqual(french);

    const spanish = await load<CalendarEventView[]>(CALENDAR_NEXT_KEY, '/');
    expect(spanish.map((event) => event.titulo)).toEqual([ACTO.titulo, REUNION.titulo]);
    expect((await c.t.app.inject({ url: CALENDAR_PATHS.next })).json()).toEqual(spanish);
    const english = await load<CalendarEventView[]>(CALENDAR_NEXT_KEY, '/en/');
    expect((await c.t.app.inject({ url: `${CALENDAR_PATHS.next}?idioma=en` })).json()).toEqual(
      english,
    );
    expect(english[0]?.cuando).toBe('Saturday 3 April 2027 · 19:00 to 21:00');

    const wrong = await c.t.app.inject({ url: `${CALENDAR_PATHS.next}?idioma=de` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: TRANSLATION_MESSAGES.badLanguage,
      field: 'idioma',
    });
  });
});
