import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_NEXT_KEY, PAGE_DATA_ID, type CalendarEventView } from '@lbj/shared';
import { catalogues } from '../../../i18n/catalogues.ts';
import { LangContext } from '../../../i18n/lang.tsx';
import { TextsContext } from '../../../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { NextEvents } from './next-events.tsx';

const event = (id: number, titulo: string, cuando: string): CalendarEventView => ({
  id,
  titulo,
  path: `/calendario/${String(id)}-evento`,
  dia: '2027-04-03',
  diaFin: '2027-04-03',
  cuando,
  inicio: '2027-04-03T19:00:00-03:00',
  todo_el_dia: false,
  lugar: null,
  niveles: 'Todo el colegio',
  categoria: 'reunion-apoderados',
  estado: 'programado',
});

const EVENTS = [
  event(4, 'Reunión de apoderados', 'sábado 3 de abril · 19:00 a 21:00'),
  event(7, 'Día del libro', 'viernes 23 de abril'),
];

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  loadNewPage();
  vi.restoreAllMocks();
});

const atHome = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <NextEvents />
    </MemoryRouter>,
  );

describe('NextEvents', () => {
  it('shows the events the server rendered the page with, each a link, without a request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <PageDataContext value={{ [CALENDAR_NEXT_KEY]: EVENTS }}>
        <MemoryRouter initialEntries={['/']}>
          <NextEvents />
        </MemoryRouter>
      </PageDataContext>,
    );
    const section = screen.getByRole('region', { name: 'Próximos eventos' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(
      within(section).getByRole('link', { name: 'Reunión de apoderados' }).getAttribute('href'),
    ).toBe('/calendario/4-evento');
    expect(within(section).getByText('sábado 3 de abril · 19:00 a 21:00')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the API for them when the home page was reached through the site’s navigation', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(EVENTS.slice(1), { status: 200 }));
    atHome();
    const link = await screen.findByRole('link', { name: 'Día del libro' });
    expect(link.getAttribute('href')).toBe('/calendario/7-evento');
    const [requested] = fetchSpy.mock.calls[0] ?? [];
    expect(requested instanceof Request ? requested.url : requested).toMatch(
      /\/api\/calendar\/proximos$/,
    );
  });

  it.each([
    ['there are no events ahead', () => Response.json([], { status: 200 })],
    ['the server fails', () => Response.json({ error: 'Error interno' }, { status: 500 })],
  ])('shows nothing when %s', async (_case, answer) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer());
    const errors = vi.fn();
    window.addEventListener('error', errors);
    const { container } = atHome();
    await vi.waitFor(() => {
      expect(fetchSpy).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
    // Quietly: not a section that broke while rendering.
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('NextEvents in French', () => {
  it('names its section in French and links each event and the calendar under /fr/', () => {
    render(
      <LangContext value="fr">
        <TextsContext value={catalogues.fr}>
          <PageDataContext value={{ [CALENDAR_NEXT_KEY]: EVENTS }}>
            <MemoryRouter initialEntries={['/fr/']}>
              <NextEvents />
            </MemoryRouter>
          </PageDataContext>
        </TextsContext>
      </LangContext>,
    );
    const section = screen.getByRole('region', { name: 'Prochains événements' });
    expect(within(section).getByRole('link', { name: 'Día del libro' }).getAttribute('href')).toBe(
      '/fr/calendario/7-evento',
    );
    expect(
      within(section).getByRole('link', { name: 'Voir le calendrier →' }).getAttribute('href'),
    ).toBe('/fr/calendario');
  });
});
