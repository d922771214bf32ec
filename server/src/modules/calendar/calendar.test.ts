// @time-zones
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CALENDAR_API_PATHS,
  CALENDAR_MESSAGES as M,
  type AuditEntry,
  type CalendarEvent,
  type SchoolYearLayout,
} from '@lbj/shared';
import { useCalendarApp } from './calendar.test-support.ts';

// The calendar's API contract: who may write, the exact answer, PATCH of only the fields sent,
// Spanish refusals that name their field and store nothing, the activity log, the school year.

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

const post = (payload: unknown, headers = c.auth) =>
  c.t.app.inject({
    method: 'POST',
    url: CALENDAR_API_PATHS.events,
    headers,
    payload: payload as object,
  });

const list = async (query = 'desde=2027-01-01&hasta=2027-12-31') => {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `${CALENDAR_API_PATHS.events}?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent[]>();
};

const log = async () =>
  (await c.t.app.inject({ method: 'GET', url: API_PATHS.auditLog, headers: c.auth })).json<
    AuditEntry[]
  >();

describe('/api/calendar/events', () => {
  it('creates an event for an administrator and answers it exactly (201)', async () => {
    const response = await post(ACTO);
    expect(response.statusCode).toBe(201);
    const event = response.json<CalendarEvent>();
    expect(event).toEqual({
      id: event.id,
      titulo: ACTO.titulo,
      descripcion: ACTO.descripcion,
      inicio: ACTO.inicio,
      fin: ACTO.fin,
      todo_el_dia: false,
      lugar: 'Gimnasio',
      niveles: ['1-basico', '4-basico'],
      categoria: 'acto',
      estado: 'programado',
      url: `https://colegio.example/calendario/${String(event.id)}-acto-del-dia-del-alumno`,
      traducciones: {},
    });
    expect(await list()).toEqual([event]);
    expect((await log())[0]).toMatchObject({
      accion: 'calendario.crear',
      detalle: M.created(ACTO.titulo),
    });
  });

  it('answers an offset of UTC as Chile time', async () => {
    const event = (
      await post({ ...ACTO, inicio: '2027-05-11T14:00:00Z', fin: '2027-05-11T15:00:00Z' })
    ).json<CalendarEvent>();
    expect(event.inicio).toBe('2027-05-11T10:00:00-04:00');
  });

  it('refuses without a token (401) and stores nothing', async () => {
    expect((await post(ACTO, {})).statusCode).toBe(401);
    const patch = await c.t.app.inject({
      method: 'PATCH',
      url: CALENDAR_API_PATHS.event(1),
      payload: {},
    });
    expect(patch.statusCode).toBe(401);
    const del = await c.t.app.inject({ method: 'DELETE', url: CALENDAR_API_PATHS.event(1) });
    expect(del.statusCode).toBe(401);
    expect(await list()).toEqual([]);
  });

  it.each([
    [{ titulo: '' }, 'titulo', M.titleRequired],
    [{ titulo: 'x'.repeat(121) }, 'titulo', M.titleTooLong],
    [{ descripcion: 'x'.repeat(2001) }, 'descripcion', M.descriptionTooLong],
    [{ inicio: '2027-05-11T10:00:00' }, 'inicio', M.badStartTime],
    [{ fin: '2027-05-11T09:00:00-04:00' }, 'fin', M.endBeforeStart],
    [{ fin: '2027-09-11T09:00:00-03:00' }, 'fin', M.tooLong],
    [{ niveles: ['9-basico'] }, 'niveles.0', M.badLevels],
    [{ categoria: 'fiesta' }, 'categoria', M.badCategory],
    [{ estado: 'borrado' }, 'estado', M.badState],
    [{ todo_el_dia: true, inicio: '2027-02-30' }, 'inicio', M.badStartDay],
    [{ todo_el_dia: true, inicio: '2027-07-12', fin: '2027-07-01' }, 'fin', M.lastDayBeforeFirst],
  ])(
    'refuses %j with a Spanish 400 naming its field, and stores nothing',
    async (change, field, message) => {
      const response = await post({ ...ACTO, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, field });
      expect(await list()).toEqual([]);
    },
  );

  it('changes only the fields a PATCH sends, and logs edits and cancellations', async () => {
    const created = (await post(ACTO)).json<CalendarEvent>();
    const patch = (payload: object) =>
      c.t.app.inject({
        method: 'PATCH',
        url: CALENDAR_API_PATHS.event(created.id),
        headers: c.auth,
        payload,
      });
    const moved = await patch({
      inicio: '2027-05-12T10:00:00-04:00',
      fin: '2027-05-12T11:00:00-04:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CalendarEvent>()).toEqual({
      ...created,
      inicio: '2027-05-12T10:00:00-04:00',
      fin: '2027-05-12T11:00:00-04:00',
    });
    const bad = await patch({ titulo: '' });
    expect(bad.statusCode).toBe(400);
    expect((await list())[0]?.titulo).toBe(ACTO.titulo);
    const cancelled = await patch({ estado: 'cancelado' });
    expect(cancelled.json<CalendarEvent>().estado).toBe('cancelado');
    expect((await log()).slice(0, 2).map((entry) => entry.accion)).toEqual([
      'calendario.cancelar',
      'calendario.editar',
    ]);
    const missing = await c.t.app.inject({
      method: 'PATCH',
      url: CALENDAR_API_PATHS.event(999),
      headers: c.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an event (204), then it is gone (404)', async () => {
    const created = (await post(ACTO)).json<CalendarEvent>();
    const url = CALENDAR_API_PATHS.event(created.id);
    expect((await c.t.app.inject({ method: 'DELETE', url, headers: c.auth })).statusCode).toBe(204);
    expect((await c.t.app.inject({ method: 'DELETE', url, headers: c.auth })).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    expect((await log())[0]?.accion).toBe('calendario.eliminar');
  });

  it("filters by level (that level's and the whole school's) and by days", async () => {
    const first = (await post({ ...ACTO, niveles: ['1-basico'] })).json<CalendarEvent>();
    const school = (await post({ ...ACTO, niveles: [] })).json<CalendarEvent>();
    await post({ ...ACTO, niveles: ['8-basico'] });
    const july = (
      await post({
        ...ACTO,
        todo_el_dia: true,
        inicio: '2027-07-12',
        fin: '2027-07-23',
        niveles: ['1-basico'],
      })
    ).json<CalendarEvent>();
    expect(
      (await list('desde=2027-01-01&hasta=2027-12-31&nivel=1-basico')).map((e) => e.id),
    ).toEqual([first.id, school.id, july.id]);
    expect((await list('desde=2027-07-20&hasta=2027-07-20')).map((e) => e.id)).toEqual([july.id]);
    const bad = await c.t.app.inject({
      method: 'GET',
      url: `${CALENDAR_API_PATHS.events}?desde=ayer`,
    });
    expect(bad.json()).toMatchObject({ field: 'desde', error: M.badFrom });
    const level = await c.t.app.inject({
      method: 'GET',
      url: `${CALENDAR_API_PATHS.events}?nivel=9-basico`,
    });
    expect(level.json()).toMatchObject({ field: 'nivel' });
  });
});

describe('/api/calendar/school-years/{year}', () => {
  const YEAR_2026 = {
    inicio_clases: '2026-03-02',
    vacaciones_invierno: { desde: '2026-06-22', hasta: '2026-07-03' },
    feriados: [
      { fecha: '2026-05-21', nombre: 'Día de las Glorias Navales' },
      { fecha: '2026-09-18', nombre: 'Fiestas Patrias' },
    ],
    fin_anio: '2026-12-11',
  };
  const put = (year: number, payload: object) =>
    c.t.app.inject({
      method: 'PUT',
      url: CALENDAR_API_PATHS.schoolYear(year),
      headers: c.auth,
      payload,
    });
  const get = (year: number) =>
    c.t.app.inject({ method: 'GET', url: CALENDAR_API_PATHS.schoolYear(year), headers: c.auth });

  it("stores the year's key dates as whole-school all-day events, and logs it", async () => {
    const saved = await put(2026, YEAR_2026);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SchoolYearLayout>()).toEqual({ anio: 2026, propuesta: false, ...YEAR_2026 });
    const events = await list('desde=2026-01-01&hasta=2026-12-31');
    expect(events.map((e) => [e.titulo, e.inicio, e.fin])).toEqual([
      [M.classesStart, '2026-03-02', '2026-03-02'],
      ['Día de las Glorias Navales', '2026-05-21', '2026-05-21'],
      [M.winterBreak, '2026-06-22', '2026-07-03'],
      ['Fiestas Patrias', '2026-09-18', '2026-09-18'],
      [M.yearEnd, '2026-12-11', '2026-12-11'],
    ]);
    expect((await log())[0]?.accion).toBe('calendario.anio_escolar');
  });

  it("offers last year's layout, a year later, as the starting point", async () => {
    await put(2026, YEAR_2026);
    const proposal = (await get(2027)).json<SchoolYearLayout>();
    expect(proposal).toMatchObject({
      anio: 2027,
      propuesta: true,
      inicio_clases: '2027-03-02',
      fin_anio: '2027-12-11',
      vacaciones_invierno: { desde: '2027-06-22', hasta: '2027-07-03' },
    });
    expect(proposal.feriados[1]).toEqual({ fecha: '2027-09-18', nombre: 'Fiestas Patrias' });
  });

  it('keeps the events of a saved year when saved again, and cancels a removed holiday', async () => {
    await put(2026, YEAR_2026);
    const before = await list('desde=2026-01-01&hasta=2026-12-31');
    await put(2026, { ...YEAR_2026, feriados: YEAR_2026.feriados.slice(0, 1) });
    const after = await list('desde=2026-01-01&hasta=2026-12-31');
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after.find((e) => e.titulo === 'Fiestas Patrias')?.estado).toBe('cancelado');
  });

  it('refuses dates of another year, with the field, and stores nothing', async () => {
    const response = await put(2026, { ...YEAR_2026, fin_anio: '2027-01-10' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'fin_anio', error: M.keyDateOutsideYear(2026) });
    expect(await list('desde=2026-01-01&hasta=2026-12-31')).toEqual([]);
    const missing = await put(2026, { ...YEAR_2026, inicio_clases: '' });
    expect(missing.json()).toMatchObject({ field: 'inicio_clases', error: M.classesStartRequired });
    expect(
      (await c.t.app.inject({ method: 'GET', url: CALENDAR_API_PATHS.schoolYear(2026) }))
        .statusCode,
    ).toBe(401);
  });
});
