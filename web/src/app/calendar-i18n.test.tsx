import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_EVENT_KEY,
  CALENDAR_PAGE_KEY,
  type CalendarEventPageData,
  type CalendarEventView,
  type CalendarPageData,
  type Lang,
} from '@lbj/shared';
import { catalogues } from '../i18n/catalogues.ts';
import { LangContext } from '../i18n/lang.tsx';
import { TextsContext } from '../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import CalendarEventPage from './routes/calendar-event.tsx';
import CalendarPage from './routes/calendar.tsx';

// The calendar's pages in French and English: their words, the month and weekday names in the
// page's language, and every link, filter and feed under the language's prefix.

const EVENT: CalendarEventView = {
  id: 4,
  titulo: 'Reunión de apoderados',
  path: '/calendario/4-reunion-de-apoderados',
  dia: '2026-03-12',
  diaFin: '2026-03-12',
  cuando: 'jueves 12 de marzo de 2026 · 19:00 a 20:30',
  inicio: '2026-03-12T19:00:00-03:00',
  todo_el_dia: false,
  lugar: null,
  niveles: '1º Básico',
  categoria: 'reunion-apoderados',
  estado: 'programado',
};

const DATA: CalendarPageData = {
  desde: '2026-03',
  meses: [{ mes: '2026-03', titulo: 'Marzo de 2026', eventos: [EVENT] }],
  anterior: '2025-12',
  siguiente: '2026-06',
  nivel: '1-basico',
  categoria: null,
  cambios: [{ evento: EVENT, cambio: 'movido', fecha: 'hace 2 días' }],
  hoy: '2026-03-02',
  origen: 'https://lebeaujour.cl',
};

afterEach(() => {
  loadNewPage();
});

function renderIn(lang: Lang, page: ReactNode, data: Record<string, unknown>, address: string) {
  return render(
    <LangContext value={lang}>
      <TextsContext value={catalogues[lang]}>
        <PageDataContext value={data}>
          <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
        </PageDataContext>
      </TextsContext>
    </LangContext>,
  );
}

const href = (link: HTMLElement) => link.getAttribute('href');

describe('/fr/calendario', () => {
  const page = () =>
    renderIn('fr', <CalendarPage />, { [CALENDAR_PAGE_KEY]: DATA }, '/fr/calendario');

  it('speaks French: its heading, its filters in use, the month and the weekdays from Intl', () => {
    const { container } = page();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Calendrier scolaire');
    expect(container.querySelector('summary')?.textContent).toBe(
      'Filtres : 1º básico · toutes les catégories',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mars 2026' })).toBeTruthy();
    const monday = within(screen.getByRole('table', { hidden: true })).getAllByRole(
      'columnheader',
      { hidden: true },
    )[0];
    expect([monday?.textContent, monday?.getAttribute('abbr')]).toEqual(['Lu', 'lundi']);
    const event = screen.getAllByRole('listitem').find((item) => item.querySelector('time'));
    expect(event?.textContent).toContain('Réunion de parents');
  });

  it('keeps the filters, the months, the events and the feeds under /fr/', () => {
    page();
    expect(href(screen.getByRole('link', { name: 'Cours', hidden: true }))).toBe(
      '/fr/calendario?mes=2026-03&nivel=1-basico&categoria=clases',
    );
    expect(href(screen.getByRole('link', { name: '← Mois précédents' }))).toBe(
      '/fr/calendario?mes=2025-12&nivel=1-basico',
    );
    for (const link of screen.getAllByRole('link', { name: 'Reunión de apoderados' })) {
      expect(href(link)).toBe('/fr/calendario/4-reunion-de-apoderados');
    }
    expect(
      screen.getByText('1º básico (CP) uniquement (avec les événements de tout le collège)'),
    ).toBeTruthy();
    expect(
      href(screen.getByRole('link', { name: 'https://lebeaujour.cl/fr/calendario.ics' })),
    ).toBe('https://lebeaujour.cl/fr/calendario.ics');
    expect(
      screen.getAllByRole('link', { name: 'Ouvrir dans mon calendrier' }).map((link) => href(link)),
    ).toEqual([
      'webcal://lebeaujour.cl/fr/calendario.ics',
      'webcal://lebeaujour.cl/fr/calendario.ics?niveles=1-basico',
    ]);
    expect(href(screen.getByRole('link', { name: 'S’abonner à « Ce qui a changé »' }))).toBe(
      'webcal://lebeaujour.cl/fr/calendario/cambios.ics?niveles=1-basico',
    );
  });
});

describe('/en/calendario', () => {
  it('speaks British English, with the weekdays and links of its language', () => {
    renderIn('en', <CalendarPage />, { [CALENDAR_PAGE_KEY]: DATA }, '/en/calendario');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('School calendar');
    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeTruthy();
    expect(
      screen.getAllByRole('columnheader', { hidden: true }).map((day) => day.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(href(screen.getByRole('link', { name: 'Back to today' }))).toBe(
      '/en/calendario?nivel=1-basico',
    );
  });
});

describe('/fr/calendario/{id}', () => {
  const DETAIL: CalendarEventPageData = {
    evento: { ...EVENT, descripcion: null, fin: '2026-03-12T20:30:00-03:00' },
    jsonLd: {},
    url: 'https://lebeaujour.cl/fr/calendario/4-reunion-de-apoderados',
  };

  it('names the category and the facts in French, and links back and to its feed under /fr/', () => {
    renderIn(
      'fr',
      <CalendarEventPage />,
      { [CALENDAR_EVENT_KEY]: DETAIL },
      '/fr/calendario/4-reunion-de-apoderados',
    );
    expect(screen.getByText('Réunion de parents')).toBeTruthy();
    expect(screen.getByText('Quand')).toBeTruthy();
    expect(href(screen.getByRole('link', { name: '← Retour au calendrier' }))).toBe(
      '/fr/calendario',
    );
    expect(href(screen.getByRole('link', { name: 'Ajouter à mon calendrier' }))).toBe(
      '/fr/calendario/4.ics',
    );
  });

  it('says in French that there is no such event', () => {
    renderIn('fr', <CalendarEventPage />, { [CALENDAR_EVENT_KEY]: null }, '/fr/calendario/99');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Événement introuvable');
    expect(href(screen.getByRole('link', { name: 'Retour au calendrier' }))).toBe('/fr/calendario');
  });
});
