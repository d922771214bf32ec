// @time-zones
import { CALENDAR_API_PATHS, CALENDAR_MESSAGES, type SchoolYearLayout } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { CalendarPanelSection } from './calendar-panel-section.tsx';

// The panel's "Calendario" against the calendar API faked at the network edge: what the form does
// with the server's refusal of a field (the rule itself is the server's:
// server/src/modules/calendar/calendar.test.ts).

const LAYOUT: Omit<SchoolYearLayout, 'anio'> = {
  inicio_clases: '',
  vacaciones_invierno: { desde: '', hasta: '' },
  feriados: [],
  fin_anio: '',
  propuesta: false,
};

/** The calendar API: no events, an empty school year, and `onPost` for a new event. */
function serveCalendar(onPost: (body: unknown) => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://localhost',
      );
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === CALENDAR_API_PATHS.events) {
        return Promise.resolve(Response.json([]));
      }
      const year = /^\/api\/calendar\/school-years\/(\d{4})$/.exec(url.pathname)?.[1];
      if (method === 'GET' && year) {
        return Promise.resolve(Response.json({ ...LAYOUT, anio: Number(year) }));
      }
      if (method === 'POST' && url.pathname === CALENDAR_API_PATHS.events) {
        const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
        posted.push(body);
        return Promise.resolve(onPost(body));
      }
      return Promise.reject(new Error(`unexpected ${method} ${url.pathname}`));
    }),
  );
  return posted;
}

const form = () => screen.getByRole('form', { name: 'Agregar un evento' });
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Calendario: adding an event', () => {
  it('says the server’s refusal of a field beside that field, and keeps everything typed', async () => {
    const posted = serveCalendar(() =>
      Response.json(
        {
          statusCode: 400,
          error: CALENDAR_MESSAGES.titleRequired,
          message: CALENDAR_MESSAGES.titleRequired,
          field: 'titulo',
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWithQuery(<CalendarPanelSection />);
    await user.type(field('Lugar (opcional)'), 'Sala 12');
    await user.click(within(form()).getByRole('button', { name: 'Guardar evento' }));

    const title = field('Título');
    await waitFor(() => {
      expect(title.getAttribute('aria-invalid')).toBe('true');
    });
    const described = (title.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain(CALENDAR_MESSAGES.titleRequired);
    expect(within(form()).getByText(CALENDAR_MESSAGES.titleRequired)).toBeTruthy();
    // Sent once, with what was typed; nothing typed is lost.
    expect(posted).toEqual([expect.objectContaining({ titulo: '', lugar: 'Sala 12' })]);
    expect(field('Lugar (opcional)').value).toBe('Sala 12');
    expect(screen.queryByText(/^Evento guardado/)).toBeNull();

    // Typing in the field clears its error.
    await user.type(title, 'Reunión de apoderados');
    expect(title.getAttribute('aria-invalid')).not.toBe('true');
    expect(within(form()).queryByText(CALENDAR_MESSAGES.titleRequired)).toBeNull();
  });
});
