// The home page, the fixed pages, contact and the public forms in French and English: each reads
// its words in the page's language and keeps its links and form addresses in it.
import {
  PHOTO_REQUEST_PAGE_DATA_KEY,
  type AdmissionFormState,
  type AdmissionProcess,
  type Lang,
  type PhotoRequestPageData,
} from '@lbj/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../i18n/catalogues.ts';
import { LangContext } from '../../i18n/lang.tsx';
import { TextsContext } from '../../i18n/texts.tsx';
import { PageDataContext, type PageData } from '../../lib/page-data.ts';
import { RouteErrorView } from '../error-views.tsx';
import AboutPage from './about.tsx';
import AdmissionPage from './admission.tsx';
import ContactPage from './contact.tsx';
import HistoryPage from './history.tsx';
import HomePage from './home.tsx';
import HoursPage from './hours.tsx';
import MailPage from './mail.tsx';
import PhotoRequestSentPage from './photo-request-sent.tsx';
import PhotoRequestPage from './photo-request.tsx';
import RecognitionsPage from './recognitions.tsx';
import TeamPage from './team.tsx';

// The home page's later sections (news, next events) are other features', loaded on their own.
vi.mock('../../features/news/components/latest-news.tsx', () => ({ LatestNews: () => null }));
vi.mock('../../features/calendar/components/next-events.tsx', () => ({ NextEvents: () => null }));

function renderIn(lang: Lang, page: ReactNode, data: PageData = {}) {
  return render(
    <LangContext value={lang}>
      <TextsContext value={catalogues[lang]}>
        <PageDataContext value={data}>
          <MemoryRouter>{page}</MemoryRouter>
        </PageDataContext>
      </TextsContext>
    </LangContext>,
  );
}

const link = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the home page', () => {
  // The carousel asks for the visitor's reduced-motion wish.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const data = { 'utiles-anio': { anio: 2026 }, 'admision-abierta': { anio: 2027 } };

  it('speaks French and links to the French pages', () => {
    renderIn('fr', <HomePage />, data);
    expect(screen.getByText('Collège Chrétien Le Beau Jour')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À la une' })).toBeTruthy();
    expect(link('Mieux nous connaître')).toBe('/fr/aboutus');
    expect(link('Admissions 2027 ouvertes')).toBe('/fr/admision');
    expect(link('Lire la suite: Liste de fournitures 2026')).toBe('/fr/listado-utiles');
    expect(link('Nous contacter')).toBe('/fr/contacto');
    expect(screen.getByRole('region', { name: 'Images du collège' })).toBeTruthy();
    expect(screen.getByText('Depuis 1983')).toBeTruthy();
    // Each language's name in its own words, marked where the page speaks another.
    expect(screen.getByText('Español').getAttribute('lang')).toBe('es');
    expect(screen.getByText('English').getAttribute('lang')).toBe('en');
  });

  it('speaks English and links to the English pages', () => {
    renderIn('en', <HomePage />, data);
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeTruthy();
    expect(link('Get to know us')).toBe('/en/aboutus');
    expect(link('Send us a message')).toBe('/en/correo');
    expect(screen.getByRole('link', { name: 'Show the map' })).toBeTruthy();
  });
});

describe('the fixed pages', () => {
  it('about us, in French, with French alternative texts', () => {
    renderIn('fr', <AboutPage />);
    expect(h1()).toBe('Qui sommes-nous');
    expect(screen.getByRole('heading', { name: 'Ce qui nous guide' })).toBeTruthy();
    expect(
      screen.getByAltText('Illustration de familles et d’élèves qui arrivent au collège le matin.'),
    ).toBeTruthy();
  });

  it('history, in French, linking to the French pages', () => {
    renderIn('fr', <HistoryPage />);
    expect(h1()).toBe('Notre histoire');
    expect(link('distinctions')).toBe('/fr/reconocimientos');
    expect(link('équipe de direction')).toBe('/fr/equipo-directivo');
  });

  it('the team, in English', () => {
    renderIn('en', <TeamPage />);
    expect(h1()).toBe('Leadership team');
    expect(screen.getByText('Headteacher')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Qualifications' }).length).toBeGreaterThan(0);
  });

  it('opening hours, in French hours', () => {
    renderIn('fr', <HoursPage />);
    expect(h1()).toBe('Horaires d’accueil');
    expect(screen.getByText('Du lundi au vendredi')).toBeTruthy();
    // No-break spaces: a line never ends between an hour and its "h".
    expect(screen.getByText('9\u00a0h à 19\u00a0h', { normalizer: (text) => text }).tagName).toBe(
      'SPAN',
    );
  });

  it('recognitions, in French, the Spanish book marked as such', () => {
    renderIn('fr', <RecognitionsPage />);
    expect(h1()).toBe('Distinctions');
    expect(screen.getByText('Buenas Ideas para una Mejor Educación').getAttribute('lang')).toBe(
      'es',
    );
    expect(
      screen.getByText(
        'Site de la Superintendencia de Educación, en espagnol. S’ouvre dans un nouvel onglet.',
      ),
    ).toBeTruthy();
  });
});

describe('contact', () => {
  it('/contacto in French links to the French hours and form', () => {
    renderIn('fr', <ContactPage />);
    expect(h1()).toBe('Contact');
    expect(link('Voir les horaires')).toBe('/fr/horarios-atencion');
    expect(link('Nous écrire un message')).toBe('/fr/correo');
    expect(screen.getByText(/Viña del Mar, Région de Valparaíso, Chile/)).toBeTruthy();
  });

  it('/correo in English checks the fields in English', async () => {
    const user = userEvent.setup();
    renderIn('en', <MailPage />);
    expect(h1()).toBe('Write to us');
    await user.click(screen.getByRole('button', { name: 'Prepare the email' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });
});

describe('admission', () => {
  const process: AdmissionProcess = {
    anio: 2027,
    abierto: true,
    vacantes: { 'pre-kinder': 1, kinder: 0 },
    criterios: 'Orden de llegada.',
    postulacion_desde: '2026-08-01',
    postulacion_hasta: '2026-09-30',
    fecha_resultados: '',
    requisitos: 'Certificado de nacimiento.',
    pruebas: 'No se aplican pruebas',
    aranceles: 'Sin costo',
    pei_url: '/documentos/pei.pdf',
    proxima_apertura: '',
    actualizado: null,
  };
  const form: AdmissionFormState = { stamp: 'sello' };

  it('in French: the facts, the dates in French, the form posted to the French page', () => {
    renderIn('fr', <AdmissionPage />, { admision: process, 'admision-formulario': form });
    expect(h1()).toBe('Admissions 2027');
    expect(
      screen.getByText(
        'Les admissions sont ouvertes : nous recevons les candidatures jusqu’au 30 septembre 2026.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('1 place')).toBeTruthy();
    expect(within(table).getByText('Aucune place')).toBeTruthy();
    // What staff wrote stays Spanish, and says so.
    expect(screen.getByText('Orden de llegada.').getAttribute('lang')).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Niveau souhaité' })).toBeTruthy();
    const action = screen.getByRole('button', { name: 'Envoyer' }).closest('form');
    expect(action?.getAttribute('action')).toBe('/fr/admision#consulta');
  });

  it('in English: the thank-you links back to the English form', () => {
    renderIn('en', <AdmissionPage />, {
      admision: null,
      'admision-formulario': { ...form, enviada: true },
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your question' })).toBeTruthy();
    expect(link('Send another question')).toBe('/en/admision#consulta');
  });
});

describe('the photo removal request', () => {
  const data: PhotoRequestPageData = {
    stamp: 'sello',
    foto: { clave: 'abc', vista: '/uploads/abc.jpg', origen: { tipo: 'galeria', anio: 2025 } },
  };

  it('in French: labels, and the form posted to the French page', () => {
    renderIn('fr', <PhotoRequestPage />, { [PHOTO_REQUEST_PAGE_DATA_KEY]: data });
    expect(h1()).toBe('Demander le retrait d’une photo');
    expect(screen.getByText('Publiée dans la galerie 2025.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Lien avec l’élève' })).toBeTruthy();
    const formElement = screen.getByRole('button', { name: 'Envoyer la demande' }).closest('form');
    expect(formElement?.getAttribute('action')).toBe('/fr/fotos/solicitar-retiro?foto=abc');
  });

  it('in English, a news item’s photo: its title quoted in Spanish', () => {
    renderIn('en', <PhotoRequestPage />, {
      [PHOTO_REQUEST_PAGE_DATA_KEY]: {
        ...data,
        foto: { ...data.foto!, origen: { tipo: 'noticia', titulo: 'Gala de fin de año' } },
      },
    });
    const title = screen.getByText('Gala de fin de año');
    expect([title.tagName, title.getAttribute('lang')]).toEqual(['Q', 'es']);
    expect(title.parentElement?.textContent).toBe('Published in the news item Gala de fin de año.');
  });

  it('its confirmation in English leads back to the English home page', () => {
    renderIn('en', <PhotoRequestSentPage />);
    expect(h1()).toBe('We have received your request');
    expect(link('Back to the home page')).toBe('/en/');
  });
});

describe('the error views', () => {
  it('a page that failed, in French, leads to the French home page', () => {
    renderIn('fr', <RouteErrorView error={new Error('boom')} />);
    expect(h1()).toBe('Un problème est survenu sur cette page');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(link('Retour à l’accueil')).toBe('/fr/');
  });
});
