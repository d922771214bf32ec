// @time-zones
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_API_PATHS, CALENDAR_PATHS, pathInLang, type CalendarEvent } from '@lbj/shared';
import { childrenNamed, only, parseXml } from '../../test/xml.ts';
import { useCalendarApp } from './calendar.test-support.ts';

// The served feeds, read by a real iCalendar parser (ical.js), as a family's calendar app would:
// times around Chile's clock changes, all-day spans, UIDs and SEQUENCE across edits, cancelled
// events and their 30 days, one level's feed, and the HTTP around them (type, ETag, 304). The
// French and English feeds: the same events and UIDs, each title translated or marked Spanish.

const DAY_MS = 86_400_000;
const T0 = new Date('2027-01-10T12:00:00.000Z');

const c = useCalendarApp(T0);

/** Chile's UTC offset at an instant, in minutes, from the zone data Intl carries. */
function santiagoOffset(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The days of `year` on which Chile's offset differs from the day before (by the zone data). */
function clockChangeDays(year: number): string[] {
  const changes: string[] = [];
  let previous = santiagoOffset(new Date(Date.UTC(year - 1, 11, 31, 12)));
  for (let ms = Date.UTC(year, 0, 1, 12); ms < Date.UTC(year + 1, 0, 1); ms += DAY_MS) {
    const offset = santiagoOffset(new Date(ms));
    if (offset !== previous) changes.push(new Date(ms).toISOString().slice(0, 10));
    previous = offset;
  }
  return changes;
}

const dayOffset = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 19:00 in Chile on `day`, with the offset of that evening: `2027-04-03T19:00:00-03:00`. */
function sevenPm(day: string): string {
  // 22:00 UTC is 18:00 or 19:00 in Chile: the same evening, after any midnight change.
  const offset = santiagoOffset(new Date(`${day}T22:00:00Z`));
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  return `${day}T19:00:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const santiagoClock = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(', ', ' ');

async function create(body: Record<string, unknown>): Promise<CalendarEvent> {
  const response = await c.t.app.inject({
    method: 'POST',
    url: CALENDAR_API_PATHS.events,
    headers: c.auth,
    payload: { categoria: 'actividad', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

async function patch(id: number, body: Record<string, unknown>) {
  const response = await c.t.app.inject({
    method: 'PATCH',
    url: CALENDAR_API_PATHS.event(id),
    headers: c.auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The served feed at `url`, parsed by ical.js: its events by UID. */
async function feed(url = '/calendario.ics') {
  const response = await c.t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
  return { response, calendar, events };
}

const find = (events: Awaited<ReturnType<typeof feed>>['events'], id: number) =>
  events.find(({ event }) => event.uid === `${String(id)}@colegio.example`);

describe('the served feed, read by ical.js', () => {
  it("keeps 19:00 in Chile on the days around each of Chile's 2027 clock changes", async () => {
    const changes = clockChangeDays(2027);
    // Chile changes its clock twice a year; the zone data says when (decrees move the dates).
    expect(changes).toHaveLength(2);
    const days = changes.flatMap((day) => [dayOffset(day, -1), day, dayOffset(day, 1)]);
    const ids = new Map<number, string>();
    for (const day of days) {
      const start = sevenPm(day);
      const created = await create({
        titulo: `Reunión ${day}`,
        inicio: start,
        fin: start.replace('T19:00', 'T20:30'),
      });
      expect(created.inicio).toBe(start);
      ids.set(created.id, day);
    }
    const { events } = await feed();
    for (const [id, day] of ids) {
      const found = find(events, id);
      expect(found, day).toBeDefined();
      const start = found?.event.startDate.toJSDate() ?? new Date(0);
      const end = found?.event.endDate.toJSDate() ?? new Date(0);
      expect(santiagoClock(start), day).toBe(`${day} 19:00`);
      expect(santiagoClock(end), day).toBe(`${day} 20:30`);
    }
  });

  it('writes an all-day event as dates spanning exactly its days (end exclusive)', async () => {
    const created = await create({
      titulo: 'Vacaciones de invierno',
      todo_el_dia: true,
      inicio: '2027-07-12',
      fin: '2027-07-23',
      categoria: 'clases',
    });
    const oneDay = await create({ titulo: 'Feriado', todo_el_dia: true, inicio: '2027-05-21' });
    expect(created).toMatchObject({ inicio: '2027-07-12', fin: '2027-07-23', todo_el_dia: true });
    const { events, response } = await feed();
    const winter = find(events, created.id)?.event;
    expect(winter?.startDate.isDate).toBe(true);
    expect(winter?.startDate.toString()).toBe('2027-07-12');
    expect(winter?.endDate.toString()).toBe('2027-07-24');
    expect(find(events, oneDay.id)?.event.endDate.toString()).toBe('2027-05-22');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20270712');
  });

  it('keeps the UID of an edited event and raises its SEQUENCE and LAST-MODIFIED', async () => {
    const created = await create({
      titulo: 'Acto de aniversario',
      inicio: '2027-05-07T10:00:00-04:00',
      fin: '2027-05-07T12:00:00-04:00',
    });
    const before = find((await feed()).events, created.id);
    c.now = new Date(T0.getTime() + 3_600_000);
    await patch(created.id, {
      titulo: 'Acto de aniversario (nuevo horario)',
      inicio: '2027-05-07T11:00:00-04:00',
    });
    const after = find((await feed()).events, created.id);
    expect(after?.event.uid).toBe(before?.event.uid);
    expect(after?.event.sequence).toBeGreaterThan(before?.event.sequence ?? 0);
    expect(after?.event.summary).toBe('Acto de aniversario (nuevo horario)');
    const modified = (v: typeof after) =>
      (v?.vevent.getFirstPropertyValue('last-modified') as ICAL.Time | null)?.toJSDate().getTime();
    expect(modified(after)).toBeGreaterThan(modified(before) ?? Infinity);
  });

  it('marks a cancelled event STATUS:CANCELLED, and leaves it out 30 days after', async () => {
    const created = await create({
      titulo: 'Salida pedagógica',
      inicio: '2027-03-20T09:00:00-03:00',
      fin: '2027-03-20T13:00:00-03:00',
    });
    await patch(created.id, { estado: 'cancelado' });
    const cancelled = find((await feed()).events, created.id);
    expect(cancelled?.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    c.now = new Date(T0.getTime() + 29 * DAY_MS);
    expect(find((await feed()).events, created.id)).toBeDefined();
    c.now = new Date(T0.getTime() + 31 * DAY_MS);
    expect(find((await feed()).events, created.id)).toBeUndefined();
  });

  it("gives a level's feed that level's and the whole school's events only", async () => {
    const first = await create({
      titulo: 'Paseo 1º',
      todo_el_dia: true,
      inicio: '2027-04-09',
      niveles: ['1-basico'],
    });
    const fourth = await create({
      titulo: 'Paseo 4º',
      todo_el_dia: true,
      inicio: '2027-04-09',
      niveles: ['4-basico'],
    });
    const all = await create({
      titulo: 'Día del colegio',
      todo_el_dia: true,
      inicio: '2027-04-10',
    });
    const both = await create({
      titulo: 'Reunión 1º y 8º',
      todo_el_dia: true,
      inicio: '2027-04-11',
      niveles: ['1-basico', '8-basico'],
    });
    const { events } = await feed('/calendario.ics?niveles=1-basico');
    expect(events.map(({ event }) => event.uid).sort()).toEqual(
      [first.id, all.id, both.id].map((id) => `${String(id)}@colegio.example`).sort(),
    );
    const two = await feed('/calendario.ics?niveles=1-basico,4-basico');
    expect(two.events).toHaveLength(4);
    expect(find(events, fourth.id)).toBeUndefined();
    const bad = await c.t.app.inject({ method: 'GET', url: '/calendario.ics?niveles=9-basico' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('niveles');
  });

  it('is text/calendar with a refresh interval, an ETag and 304 while unchanged', async () => {
    await create({
      titulo: 'Evaluación',
      todo_el_dia: true,
      inicio: '2027-06-01',
      categoria: 'evaluacion',
    });
    const { response } = await feed();
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(response.body).toContain('X-PUBLISHED-TTL:PT1H');
    const etag = String(response.headers.etag);
    // Later, nothing changed: the same bytes, so the same tag.
    c.now = new Date(T0.getTime() + 3_600_000);
    const again = await c.t.app.inject({
      method: 'GET',
      url: '/calendario.ics',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await create({ titulo: 'Otra', todo_el_dia: true, inicio: '2027-06-02' });
    const changed = await c.t.app.inject({
      method: 'GET',
      url: '/calendario.ics',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('serves one event as its own .ics, and "Qué cambió" as a feed of the last 14 days', async () => {
    const created = await create({
      titulo: 'Feria científica',
      todo_el_dia: true,
      inicio: '2027-09-02',
    });
    const single = await feed(`/calendario/${String(created.id)}.ics`);
    expect(single.events).toHaveLength(1);
    expect(single.response.headers['content-disposition']).toContain('attachment');
    const changes = await feed('/calendario/cambios.ics');
    expect(changes.events.map(({ event }) => event.summary)).toEqual(['Nuevo: Feria científica']);
    c.now = new Date(T0.getTime() + 15 * DAY_MS);
    expect((await feed('/calendario/cambios.ics')).events).toHaveLength(0);
    const missing = await c.t.app.inject({ method: 'GET', url: '/calendario/999.ics' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the feeds in French and English', () => {
  async function translate(id: number, idioma: 'fr' | 'en', body: object) {
    const response = await c.t.app.inject({
      method: 'PUT',
      url: CALENDAR_API_PATHS.eventTranslation(id, idioma),
      headers: c.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** An event's SUMMARY or DESCRIPTION: its text and its LANGUAGE parameter (null when none). */
  const property = (
    found: Awaited<ReturnType<typeof feed>>['events'][number] | undefined,
    name: 'summary' | 'description',
  ) => {
    const prop = found?.vevent.getFirstProperty(name);
    return {
      text: prop?.getFirstValue() as string | undefined,
      language: prop?.getParameter('language') ?? null,
    };
  };

  const uids = (events: Awaited<ReturnType<typeof feed>>['events']) =>
    events.map(({ event }) => event.uid).sort();

  /** Three events: one translated into both, one into French without a description, one in Spanish. */
  async function threeEvents() {
    const both = await create({
      titulo: 'Acto del Día del Alumno',
      descripcion: 'En el gimnasio.',
      todo_el_dia: true,
      inicio: '2027-05-11',
      categoria: 'acto',
    });
    await translate(both.id, 'fr', {
      titulo: 'Cérémonie de la Journée de l’élève',
      descripcion: 'Au gymnase.',
    });
    await translate(both.id, 'en', {
      titulo: 'Students’ Day ceremony',
      descripcion: 'In the gym.',
    });
    const french = await create({
      titulo: 'Reunión de apoderados',
      descripcion: 'Sala de 1º básico.',
      todo_el_dia: true,
      inicio: '2027-04-08',
      niveles: ['1-basico'],
      categoria: 'reunion-apoderados',
    });
    await translate(french.id, 'fr', { titulo: 'Réunion de parents' });
    const spanish = await create({
      titulo: 'Salida pedagógica al Museo de Historia Natural de Valparaíso, con almuerzo',
      descripcion: 'Traer colación, agua y ropa cómoda; volvemos al colegio a las 15:00 horas.',
      todo_el_dia: true,
      inicio: '2027-03-20',
    });
    return { both, french, spanish };
  }

  it('hold the same events with the same UIDs, titles translated or marked LANGUAGE=es, the calendar named in the language', async () => {
    const { both, french, spanish } = await threeEvents();
    const es = await feed();
    const fr = await feed('/fr/calendario.ics');
    const en = await feed('/en/calendario.ics');
    expect(uids(fr.events)).toEqual(uids(es.events));
    expect(uids(en.events)).toEqual(uids(es.events));
    expect(uids(es.events)).toHaveLength(3);

    expect(es.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Calendario · Colegio Le Beau Jour',
    );
    expect(fr.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Calendrier · Collège Le Beau Jour',
    );
    expect(en.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Calendar · Le Beau Jour School',
    );
    expect(fr.response.headers['content-type']).toBe('text/calendar; charset=utf-8');

    // Translated: the French text, with no LANGUAGE parameter; its page's French address.
    const frBoth = find(fr.events, both.id);
    expect(property(frBoth, 'summary')).toEqual({
      text: 'Cérémonie de la Journée de l’élève',
      language: null,
    });
    expect(property(frBoth, 'description')).toEqual({ text: 'Au gymnase.', language: null });
    expect(frBoth?.vevent.getFirstPropertyValue('url')).toBe(
      `https://colegio.example${pathInLang('fr', CALENDAR_PATHS.event(both.id, 'Cérémonie de la Journée de l’élève'))}`,
    );
    expect(frBoth?.vevent.getFirstPropertyValue('categories')).toBe('Cérémonie');
    expect(property(find(en.events, both.id), 'summary')).toEqual({
      text: 'Students’ Day ceremony',
      language: null,
    });
    expect(find(en.events, both.id)?.vevent.getFirstPropertyValue('categories')).toBe(
      'School ceremony',
    );

    // Translated without a description: the title in French, the Spanish description marked.
    expect(property(find(fr.events, french.id), 'summary')).toEqual({
      text: 'Réunion de parents',
      language: null,
    });
    expect(property(find(fr.events, french.id), 'description')).toEqual({
      text: 'Sala de 1º básico.',
      language: 'es',
    });
    // Not translated into English: both in Spanish, marked; its English page's address.
    expect(property(find(en.events, french.id), 'summary')).toEqual({
      text: 'Reunión de apoderados',
      language: 'es',
    });
    expect(find(en.events, french.id)?.vevent.getFirstPropertyValue('url')).toBe(
      `https://colegio.example/en${CALENDAR_PATHS.event(french.id, 'Reunión de apoderados')}`,
    );

    // In Spanish alone: marked in both other feeds, its long line folded within 75 octets.
    for (const other of [fr, en]) {
      expect(property(find(other.events, spanish.id), 'summary')).toEqual({
        text: 'Salida pedagógica al Museo de Historia Natural de Valparaíso, con almuerzo',
        language: 'es',
      });
      expect(property(find(other.events, spanish.id), 'description').language).toBe('es');
      expect(other.response.body).toContain('SUMMARY;LANGUAGE=es:Salida pedag');
      for (const line of other.response.body.split('\r\n')) {
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      }
    }

    // The Spanish feed names no language and carries no translation.
    expect(es.response.body).not.toContain('LANGUAGE=');
    expect(property(find(es.events, both.id), 'summary')).toEqual({
      text: 'Acto del Día del Alumno',
      language: null,
    });
  });

  it('mirror each level’s feed, "Qué cambió" and one event’s under /fr and /en, with the same UIDs', async () => {
    const { both, french, spanish } = await threeEvents();
    await patch(spanish.id, { estado: 'cancelado' });

    const level = '?niveles=1-basico';
    const esLevel = await feed(`/calendario.ics${level}`);
    const frLevel = await feed(`/fr/calendario.ics${level}`);
    expect(uids(frLevel.events)).toEqual(uids(esLevel.events));
    expect(uids(frLevel.events)).toHaveLength(3);
    expect(frLevel.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Calendrier 1º Básico · Collège Le Beau Jour',
    );
    // Cancelled: the language's word before the (Spanish) title.
    expect(property(find(frLevel.events, spanish.id), 'summary').text).toMatch(/^Annulé : Salida/);
    expect(find(frLevel.events, spanish.id)?.vevent.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    const bad = await c.t.app.inject({ method: 'GET', url: '/en/calendario.ics?niveles=9-basico' });
    expect(bad.statusCode).toBe(400);

    for (const lang of ['fr', 'en'] as const) {
      const changes = await feed(`/${lang}/calendario/cambios.ics`);
      const spanishChanges = await feed('/calendario/cambios.ics');
      expect(uids(changes.events)).toEqual(uids(spanishChanges.events));
      expect(uids(changes.events)).toHaveLength(3);
      expect(changes.events.map(({ event }) => event.uid)).toContain(
        `cambio-${String(both.id)}@colegio.example`,
      );
      const single = await feed(`/${lang}/calendario/${String(french.id)}.ics`);
      expect(single.response.headers['content-disposition']).toContain('attachment');
      expect(uids(single.events)).toEqual([`${String(french.id)}@colegio.example`]);
    }
    const frChanges = await feed('/fr/calendario/cambios.ics');
    expect(frChanges.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Ce qui a changé · Calendrier · Collège Le Beau Jour',
    );
    expect(
      frChanges.events.map(({ vevent }) => vevent.getFirstPropertyValue('summary')).sort(),
    ).toEqual([
      'Annulé : Salida pedagógica al Museo de Historia Natural de Valparaíso, con almuerzo',
      'Nouveau : Cérémonie de la Journée de l’élève',
      'Nouveau : Réunion de parents',
    ]);
    const enSingle = await feed(`/en/calendario/${String(french.id)}.ics`);
    expect(enSingle.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Reunión de apoderados');
    const frSingle = await feed(`/fr/calendario/${String(french.id)}.ics`);
    expect(frSingle.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Réunion de parents');
    const missing = await c.t.app.inject({ method: 'GET', url: '/fr/calendario/999.ics' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /calendario/sitemap.xml', () => {
  const sitemap = () => c.t.app.inject({ method: 'GET', url: CALENDAR_PATHS.sitemap });
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists the pages of the feed’s events with their last change, cancelled ones for 30 days', async () => {
    const meeting = await create({
      titulo: 'Reunión de apoderados 4º Básico',
      inicio: sevenPm('2027-04-08'),
      fin: '2027-04-08T20:30:00-03:00',
      niveles: ['4-basico'],
    });
    const trip = await create({
      titulo: 'Salida & paseo',
      todo_el_dia: true,
      inicio: '2027-03-20',
      fin: '2027-03-20',
    });
    c.now = new Date(T0.getTime() + DAY_MS);
    await patch(trip.id, { estado: 'cancelado' });

    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(locations(response.body)).toEqual([
      'https://colegio.example/calendario/' + String(trip.id) + '-salida-paseo',
      `https://colegio.example${CALENDAR_PATHS.event(meeting.id, meeting.titulo)}`,
    ]);
    // Each page's last change: the cancelled one's is the cancellation's, in seconds.
    expect(response.body).toContain(
      `-salida-paseo</loc><lastmod>${new Date(T0.getTime() + DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z')}</lastmod>`,
    );
    // Unchanged: 304; the page of an event cancelled more than 30 days ago goes.
    const again = await c.t.app.inject({
      method: 'GET',
      url: CALENDAR_PATHS.sitemap,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    c.now = new Date(T0.getTime() + 32 * DAY_MS);
    expect(locations((await sitemap()).body)).toEqual([
      `https://colegio.example${CALENDAR_PATHS.event(meeting.id, meeting.titulo)}`,
    ]);
  });

  it('lists a translated event’s page in each of its languages, each naming the others (Spanish as x-default); an untranslated one in Spanish alone', async () => {
    const ceremony = await create({
      titulo: 'Acto del Día del Alumno',
      todo_el_dia: true,
      inicio: '2027-05-11',
    });
    const alone = await create({ titulo: 'Feriado', todo_el_dia: true, inicio: '2027-05-21' });
    c.now = new Date(T0.getTime() + DAY_MS);
    const response = await c.t.app.inject({
      method: 'PUT',
      url: CALENDAR_API_PATHS.eventTranslation(ceremony.id, 'fr'),
      headers: c.auth,
      payload: { titulo: 'Cérémonie de la Journée de l’élève' },
    });
    expect(response.statusCode, response.body).toBe(200);

    const urlset = parseXml((await sitemap()).body);
    const entries = childrenNamed(urlset, 'url').map((entry) => ({
      loc: only(entry, 'loc').text,
      lastmod: only(entry, 'lastmod').text,
      alternates: childrenNamed(entry, 'xhtml:link').map(
        (link) => `${link.attributes.hreflang ?? ''} ${link.attributes.href ?? ''}`,
      ),
    }));
    const site = 'https://colegio.example';
    const spanishPage = `${site}${CALENDAR_PATHS.event(ceremony.id, ceremony.titulo)}`;
    const frenchPage = `${site}/fr/calendario/${String(ceremony.id)}-ceremonie-de-la-journee-de-l-eleve`;
    const alternates = [`es ${spanishPage}`, `fr ${frenchPage}`, `x-default ${spanishPage}`];
    const created = T0.toISOString().replace(/\.\d+Z$/, 'Z');
    expect(entries).toEqual([
      { loc: spanishPage, lastmod: created, alternates },
      {
        loc: frenchPage,
        lastmod: new Date(T0.getTime() + DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z'),
        alternates,
      },
      {
        loc: `${site}${CALENDAR_PATHS.event(alone.id, alone.titulo)}`,
        lastmod: created,
        alternates: [],
      },
    ]);
  });

  it('is named in robots.txt beside the site’s sitemap', async () => {
    const robots = await c.t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.match(/^Sitemap: .*$/gm)).toEqual([
      'Sitemap: https://colegio.example/sitemap.xml',
      'Sitemap: https://colegio.example/calendario/sitemap.xml',
    ]);
  });
});
