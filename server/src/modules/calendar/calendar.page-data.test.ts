// @time-zones
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_API_PATHS,
  CALENDAR_EVENT_KEY,
  CALENDAR_NEXT_KEY,
  CALENDAR_PAGE_KEY,
  CALENDAR_PATHS,
  type CalendarEvent,
  type CalendarEventPageData,
  type CalendarEventView,
  type CalendarPageData,
} from '@lbj/shared';
import { openDatabase } from '../../lib/db.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { createCalendarPageData } from './calendar.page-data.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { createCalendarService } from './calendar.service.ts';
import { useCalendarApp } from './calendar.test-support.ts';

// What the server-rendered pages read: /calendario's months and filters from the address, one
// event's page with its schema.org Event, and the home page's next five events.

const T0 = new Date('2027-03-28T15:00:00.000Z'); // Sunday 28 March 2027, 12:00 in Chile
const c = useCalendarApp(T0);

async function create(body: Record<string, unknown>): Promise<CalendarEvent> {
  const response = await c.t.app.inject({
    method: 'POST',
    url: CALENDAR_API_PATHS.events,
    headers: c.auth,
    payload: { categoria: 'actividad', todo_el_dia: true, ...body },
  });
  return response.json<CalendarEvent>();
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
    return (await loaders[key]?.({
      url: new URL(address, 'https://colegio.example'),
      cookies: {},
    })) as T;
  } finally {
    await database.close();
  }
}

describe('calendar page data', () => {
  it('lists the coming events by month from today, with the filters of the address', async () => {
    await create({ titulo: 'Pasado', inicio: '2027-03-10' });
    const april = await create({
      titulo: 'Reunión 1º',
      inicio: '2027-04-06',
      niveles: ['1-basico'],
    });
    await create({ titulo: 'Reunión 4º', inicio: '2027-04-07', niveles: ['4-basico'] });
    const may = await create({
      titulo: 'Glorias Navales',
      inicio: '2027-05-21',
      categoria: 'feriado',
    });
    const data = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/calendario?nivel=1-basico');
    expect(data.meses.map((m) => m.titulo)).toEqual([
      'Marzo de 2027',
      'Abril de 2027',
      'Mayo de 2027',
    ]);
    expect(data.meses.map((m) => m.eventos.map((e) => e.id))).toEqual([[], [april.id], [may.id]]);
    expect(data.meses[1]?.eventos[0]).toMatchObject({
      cuando: 'martes 6 de abril de 2027, todo el día',
      niveles: '1º Básico',
      path: `/calendario/${String(april.id)}-reunion-1o`,
    });
    expect(data).toMatchObject({ nivel: '1-basico', anterior: '2026-12', siguiente: '2027-06' });
    expect(data.cambios.map((change) => change.cambio)).toEqual([
      'agregado',
      'agregado',
      'agregado',
    ]);
    const holidays = await load<CalendarPageData>(
      CALENDAR_PAGE_KEY,
      '/calendario?categoria=feriado&nivel=nada',
    );
    expect(holidays.nivel).toBeNull();
    expect(holidays.meses.flatMap((m) => m.eventos.map((e) => e.titulo))).toEqual([
      'Glorias Navales',
    ]);
    const past = await load<CalendarPageData>(CALENDAR_PAGE_KEY, '/calendario?mes=2027-03');
    expect(past.meses[0]?.eventos.map((e) => e.titulo)).toEqual(['Pasado']);
  });

  it("gives an event's page its schema.org Event, EventCancelled once cancelled", async () => {
    const event = await create({
      titulo: 'Acto',
      todo_el_dia: false,
      inicio: '2027-04-03T19:00:00-03:00',
      fin: '2027-04-03T21:00:00-03:00',
    });
    await c.t.app.inject({
      method: 'PATCH',
      url: CALENDAR_API_PATHS.event(event.id),
      headers: c.auth,
      payload: { estado: 'cancelado' },
    });
    const data = await load<CalendarEventPageData>(
      CALENDAR_EVENT_KEY,
      `/calendario/${String(event.id)}-acto`,
    );
    expect(data.jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Acto',
      startDate: '2027-04-03T19:00:00-03:00',
      eventStatus: 'https://schema.org/EventCancelled',
    });
    expect(data.evento.cuando).toBe('sábado 3 de abril de 2027 · 19:00 a 21:00');
    expect(await load(CALENDAR_EVENT_KEY, '/calendario/999-nada')).toBeNull();
  });

  it('gives the home page the next five scheduled events', async () => {
    for (let day = 1; day <= 7; day++) {
      await create({ titulo: `Evento ${String(day)}`, inicio: `2027-04-0${String(day)}` });
    }
    const next = await load<CalendarEventView[]>(CALENDAR_NEXT_KEY, '/');
    expect(next.map((e) => e.titulo)).toEqual([
      'Evento 1',
      'Evento 2',
      'Evento 3',
      'Evento 4',
      'Evento 5',
    ]);
    // The same five from the API, for a home page reached through the site's own navigation.
    const answer = await c.t.app.inject({ url: CALENDAR_PATHS.next });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json<CalendarEventView[]>()).toEqual(next);
  });
});
