import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_EVENT_KEY,
  CALENDAR_NEXT_KEY,
  CALENDAR_PAGE_KEY,
  type CalendarEventPageData,
  type CalendarEventView,
  type CalendarPageData,
  type Lang,
} from '@lbj/shared';
import { NextEvents } from '../features/calendar/components/next-events.tsx';
import { catalogues } from '../i18n/catalogues.ts';
import { LangContext } from '../i18n/lang.tsx';
import { TextsContext } from '../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import CalendarEventPage from './routes/calendar-event.tsx';
import CalendarPage from './routes/calendar.tsx';

// The events' own texts on French and English pages: a translation shown as the page's own; an
// event without one in Spanish, inside `lang="es"`, never hidden; an event's page with its note,
// canonical, alternates and og:locale by case; the feeds' addresses on the site's scheme.

const ORIGIN = 'https://lebeaujour.cl';

const TRANSLATED: CalendarEventView = {
  id: 3,
  titulo: 'Cérémonie de la Journée de l’élève',
  path: '/calendario/3-ceremonie-de-la-journee-de-l-eleve',
  dia: '2027-04-03',
  diaFin: '2027-04-03',
  cuando: 'samedi 3 avril 2027 · de 19\u00a0h à 21\u00a0h',
  inicio: '2027-04-03T19:00:00-03:00',
  todo_el_dia: false,
  lugar: 'Gimnasio',
  niveles: '1º básico, 4º básico',
  categoria: 'acto',
  estado: 'programado',
};

const SPANISH_ONLY: CalendarEventView = {
  id: 4,
  titulo: 'Reunión de apoderados',
  path: '/calendario/4-reunion-de-apoderados',
  dia: '2027-04-06',
  diaFin: '2027-04-06',
  cuando: 'mardi 6 avril 2027, toute la journée',
  inicio: '2027-04-06',
  todo_el_dia: true,
  lugar: null,
  niveles: 'Tout le collège',
  categoria: 'reunion-apoderados',
  estado: 'programado',
  idioma: 'es',
};

afterEach(() => {
  loadNewPage();
  vi.restoreAllMocks();
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

const href = (element: Element | null | undefined) => element?.getAttribute('href');
const head = () => document.head;
const alternates = () =>
  [...head().querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const ogLocale = () => head().querySelector('meta[property="og:locale"]')?.getAttribute('content');

describe('/fr/calendario: the events’ titles', () => {
  const DATA: CalendarPageData = {
    desde: '2027-04',
    meses: [{ mes: '2027-04', titulo: 'Avril 2027', eventos: [TRANSLATED, SPANISH_ONLY] }],
    anterior: '2027-01',
    siguiente: '2027-07',
    nivel: null,
    categoria: null,
    cambios: [{ evento: SPANISH_ONLY, cambio: 'agregado', fecha: 'il y a 2 jours' }],
    hoy: '2027-04-01',
    origen: ORIGIN,
  };

  it('shows a translated title as French, and a Spanish one inside lang="es" in the list, the grid and the changes', () => {
    const { container } = renderIn(
      'fr',
      <CalendarPage />,
      { [CALENDAR_PAGE_KEY]: DATA },
      '/fr/calendario',
    );
    const translated = screen.getByRole('link', { name: TRANSLATED.titulo });
    expect(translated.hasAttribute('lang')).toBe(false);
    expect(href(translated)).toBe('/fr/calendario/3-ceremonie-de-la-journee-de-l-eleve');
    const spanish = screen.getAllByRole('link', { name: 'Reunión de apoderados' });
    expect(spanish).toHaveLength(2);
    for (const link of spanish) {
      expect(link.getAttribute('lang')).toBe('es');
      expect(href(link)).toBe('/fr/calendario/4-reunion-de-apoderados');
    }
    const grid = screen.getByRole('table', { hidden: true });
    expect(within(grid).getByText('Reunión de apoderados').getAttribute('lang')).toBe('es');
    expect(within(grid).getByText(TRANSLATED.titulo).hasAttribute('lang')).toBe(false);
    // The place is the staff's Spanish.
    expect(within(container).getByText('Gimnasio').getAttribute('lang')).toBe('es');
    expect(screen.getByText(/il y a 2 jours/)).toBeTruthy();
  });
});

describe('/fr/calendario/{id}', () => {
  const spanishUrl = `${ORIGIN}/calendario/3-acto-del-dia-del-alumno`;
  const frenchUrl = `${ORIGIN}/fr/calendario/3-ceremonie-de-la-journee-de-l-eleve`;
  const ALTERNATES: CalendarEventPageData['alternativas'] = [
    { hreflang: 'es', url: spanishUrl },
    { hreflang: 'fr', url: frenchUrl },
    { hreflang: 'x-default', url: spanishUrl },
  ];
  const translatedPage: CalendarEventPageData = {
    evento: { ...TRANSLATED, descripcion: 'Au gymnase.', fin: '2027-04-03T21:00:00-03:00' },
    jsonLd: {},
    url: frenchUrl,
    alternativas: ALTERNATES,
    urlEspanol: '/calendario/3-acto-del-dia-del-alumno',
  };
  const eventPage = (lang: Lang, data: CalendarEventPageData, address: string) =>
    renderIn(lang, <CalendarEventPage />, { [CALENDAR_EVENT_KEY]: data }, address);

  it('translated: French texts with no note, canonical itself, the alternates and fr_FR', () => {
    eventPage('fr', translatedPage, '/fr/calendario/3-ceremonie-de-la-journee-de-l-eleve');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe(TRANSLATED.titulo);
    expect(title.hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Au gymnase.').hasAttribute('lang')).toBe(false);
    expect(screen.queryByText(/espagnol/)).toBeNull();
    expect(href(head().querySelector('link[rel="canonical"]'))).toBe(frenchUrl);
    expect(alternates()).toEqual([
      ['es', spanishUrl],
      ['fr', frenchUrl],
      ['x-default', spanishUrl],
    ]);
    expect(ogLocale()).toBe('fr_FR');
    expect(head().querySelector('title')?.textContent).toBe(
      `${TRANSLATED.titulo} · Calendrier · Collège Le Beau Jour`,
    );
  });

  it('untranslated: a French note over the Spanish texts in lang="es", the Spanish page canonical, no alternates', () => {
    eventPage(
      'fr',
      {
        evento: {
          ...TRANSLATED,
          titulo: 'Acto del Día del Alumno',
          idioma: 'es',
          descripcion: 'En el gimnasio.',
          idiomaDescripcion: 'es',
          fin: '2027-04-03T21:00:00-03:00',
        },
        jsonLd: {},
        url: spanishUrl,
        aviso: 'solo-espanol',
        urlEspanol: '/calendario/3-acto-del-dia-del-alumno',
      },
      '/fr/calendario/3-acto-del-dia-del-alumno',
    );
    expect(screen.getByText('Cet événement n’est affiché qu’en espagnol.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('es');
    expect(screen.getByText('En el gimnasio.').getAttribute('lang')).toBe('es');
    expect(screen.getByText('Gimnasio').getAttribute('lang')).toBe('es');
    expect(screen.getByText('Quand')).toBeTruthy();
    expect(href(head().querySelector('link[rel="canonical"]'))).toBe(spanishUrl);
    expect(alternates()).toEqual([]);
    expect(ogLocale()).toBe('es_CL');
  });

  it('untranslated in English: the note in English, the English title suffix', () => {
    eventPage(
      'en',
      {
        evento: { ...SPANISH_ONLY, descripcion: null, fin: '2027-04-06' },
        jsonLd: {},
        url: `${ORIGIN}/calendario/4-reunion-de-apoderados`,
        aviso: 'solo-espanol',
        urlEspanol: '/calendario/4-reunion-de-apoderados',
      },
      '/en/calendario/4-reunion-de-apoderados',
    );
    expect(screen.getByText('This event is only available in Spanish.')).toBeTruthy();
    expect(head().querySelector('title')?.textContent).toBe(
      'Reunión de apoderados · Calendar · Le Beau Jour School',
    );
  });

  it('outdated: the translation under a note that links to the Spanish page', () => {
    eventPage(
      'fr',
      { ...translatedPage, aviso: 'desactualizada' },
      '/fr/calendario/3-ceremonie-de-la-journee-de-l-eleve',
    );
    const note = screen.getByText(/Le texte espagnol de cet événement a été modifié/);
    const link = within(note).getByRole('link', { name: 'Lire la version espagnole' });
    expect([href(link), link.getAttribute('hreflang')]).toEqual([
      '/calendario/3-acto-del-dia-del-alumno',
      'es',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRANSLATED.titulo);
    expect(href(head().querySelector('link[rel="canonical"]'))).toBe(frenchUrl);
    expect(alternates()).toHaveLength(3);
  });

  it('in Spanish: no note, no language marks, the alternates of a translated event', () => {
    eventPage(
      'es',
      {
        evento: {
          ...TRANSLATED,
          titulo: 'Acto del Día del Alumno',
          descripcion: 'En el gimnasio.',
          fin: '2027-04-03T21:00:00-03:00',
        },
        jsonLd: {},
        url: spanishUrl,
        alternativas: ALTERNATES,
      },
      '/calendario/3-acto-del-dia-del-alumno',
    );
    expect(screen.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('En el gimnasio.').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Gimnasio').hasAttribute('lang')).toBe(false);
    expect(screen.queryByText(/español/)).toBeNull();
    expect(alternates()).toHaveLength(3);
    expect(ogLocale()).toBe('es_CL');
  });
});

describe('the feeds’ addresses follow the site’s scheme', () => {
  const page = (origen: string) =>
    renderIn(
      'fr',
      <CalendarPage />,
      {
        [CALENDAR_PAGE_KEY]: {
          desde: '2027-04',
          meses: [],
          anterior: '2027-01',
          siguiente: '2027-07',
          nivel: null,
          categoria: null,
          cambios: [],
          hoy: '2027-04-01',
          origen,
        } satisfies CalendarPageData,
      },
      '/fr/calendario',
    );

  it('on a plain-http site: the address to copy is http://, the app link still webcal://', () => {
    page('http://colegio.local:8080');
    const copy = screen.getByRole('link', { name: 'http://colegio.local:8080/fr/calendario.ics' });
    expect(href(copy)).toBe('http://colegio.local:8080/fr/calendario.ics');
    expect(href(screen.getByRole('link', { name: 'Ouvrir dans mon calendrier' }))).toBe(
      'webcal://colegio.local:8080/fr/calendario.ics',
    );
    expect(href(screen.getByRole('link', { name: 'http' }))).toBe(
      'http://colegio.local:8080/fr/calendario/cambios.ics',
    );
    expect(screen.queryByText(/https:\/\//)).toBeNull();
    expect(screen.getAllByText(/collez l’adresse http:\/\/ et/)).toHaveLength(2);
  });

  it('on an https site: https:// to copy', () => {
    page(ORIGIN);
    expect(href(screen.getByRole('link', { name: 'https' }))).toBe(
      `${ORIGIN}/fr/calendario/cambios.ics`,
    );
    expect(screen.getAllByText(/collez l’adresse https:\/\/ et/)).toHaveLength(2);
  });
});

describe('the home page’s next events in French', () => {
  it('marks a Spanish title, and asks the API in French when the page has none', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json([TRANSLATED, SPANISH_ONLY], { status: 200 }));
    render(
      <LangContext value="fr">
        <TextsContext value={catalogues.fr}>
          <MemoryRouter initialEntries={['/fr/']}>
            <NextEvents />
          </MemoryRouter>
        </TextsContext>
      </LangContext>,
    );
    const spanish = await screen.findByRole('link', { name: 'Reunión de apoderados' });
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('link', { name: TRANSLATED.titulo }).hasAttribute('lang')).toBe(false);
    const [requested] = fetchSpy.mock.calls[0] ?? [];
    expect(requested instanceof Request ? requested.url : requested).toMatch(
      /\/api\/calendar\/proximos\?idioma=fr$/,
    );
  });

  it('renders the server’s events with their marks', () => {
    renderIn('fr', <NextEvents />, { [CALENDAR_NEXT_KEY]: [SPANISH_ONLY] }, '/fr/');
    expect(screen.getByRole('link', { name: 'Reunión de apoderados' }).getAttribute('lang')).toBe(
      'es',
    );
  });
});
