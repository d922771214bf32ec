// News in French and English: each item's translation into the page's language where it has one,
// else its Spanish marked lang="es", never left out. The cards of /news, the detail dialog, the
// home page's latest news and the item page (its note above the title).
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LATEST_NEWS_KEY, PAGE_DATA_ID, toNewsTeaser, type Lang, type NewsItem } from '@lbj/shared';
import { catalogues } from '../../../i18n/catalogues.ts';
import { LangContext } from '../../../i18n/lang.tsx';
import { TextsContext } from '../../../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { VIEW } from '../page/news-page.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { LatestNews } from './latest-news.tsx';
import { NewsArticle } from './news-article.tsx';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsList } from './news-list.tsx';

const FECHA = '2026-03-03T15:00:00.000Z';

/** Translated into French only. */
const TRANSLATED: NewsItem = {
  id: 12,
  titulo: 'Torneo comunal',
  descripcion: 'Nuestros alumnos ganaron el torneo.',
  tipo_noticia: 'Deportes',
  imagen: null,
  fecha: FECHA,
  ruta: '/news/12-torneo-comunal',
  traducciones: {
    fr: {
      titulo: 'Tournoi communal',
      descripcion: 'Nos élèves ont remporté le tournoi.',
      desactualizada: false,
    },
  },
};

/** In Spanish only. */
const SPANISH_ONLY: NewsItem = {
  id: 13,
  titulo: 'Feria científica',
  descripcion: 'Los cursos presentan sus proyectos.',
  tipo_noticia: 'Académico',
  imagen: null,
  fecha: FECHA,
  ruta: '/news/13-feria-cientifica',
  traducciones: {},
};

const inLang = (lang: Lang, node: ReactNode) => (
  <LangContext value={lang}>
    <TextsContext value={catalogues[lang]}>
      <MemoryRouter initialEntries={[lang === 'es' ? '/news' : `/${lang}/news`]}>
        {node}
      </MemoryRouter>
    </TextsContext>
  </LangContext>
);

/** The `lang` of the nearest element around `node` that has one, inside `container`. */
const langAround = (node: HTMLElement, container: HTMLElement) => {
  const marked = node.closest('[lang]');
  return marked && container.contains(marked) ? marked.getAttribute('lang') : null;
};

beforeAll(() => {
  installDialogPolyfill();
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  loadNewPage();
});

describe('the cards of /fr/news', () => {
  const list = (lang: Lang) =>
    render(
      inLang(
        lang,
        <NewsList items={[TRANSLATED, SPANISH_ONLY]} status="ready" onOpen={() => undefined} />,
      ),
    );

  it('show an item’s French title and text, linked to its French page', () => {
    list('fr');
    const card = screen.getByRole('article', { name: 'Tournoi communal' });
    const title = within(card).getByRole('link', { name: 'Tournoi communal' });
    expect(title.getAttribute('href')).toBe('/fr/news/12-tournoi-communal');
    expect(langAround(title, card)).toBeNull();
    const text = within(card).getByText('Nos élèves ont remporté le tournoi.');
    expect(langAround(text, card)).toBeNull();
    expect(within(card).queryByText('Torneo comunal')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Lire l’article' }).getAttribute('href')).toBe(
      '/fr/news/12-tournoi-communal',
    );
  });

  it('show an item without a French translation in Spanish, marked lang="es"', () => {
    list('fr');
    const card = screen.getByRole('article', { name: 'Feria científica' });
    const title = within(card).getByRole('link', { name: 'Feria científica' });
    expect(langAround(title, card)).toBe('es');
    expect(title.getAttribute('href')).toBe('/fr/news/13-feria-cientifica');
    expect(langAround(within(card).getByText('Los cursos presentan sus proyectos.'), card)).toBe(
      'es',
    );
    // The card's own words stay French.
    expect(langAround(within(card).getByText('Pédagogie'), card)).toBeNull();
  });

  it('leave out no item: both cards, in English the translated one in Spanish too', () => {
    list('en');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'Torneo comunal' });
    expect(langAround(within(card).getByRole('link', { name: 'Torneo comunal' }), card)).toBe('es');
    expect(screen.queryByText('Tournoi communal')).toBeNull();
  });

  it('show the Spanish with no lang of its own on a Spanish page', () => {
    list('es');
    const card = screen.getByRole('article', { name: 'Torneo comunal' });
    expect(card.querySelector('[lang]')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Torneo comunal' }).getAttribute('href')).toBe(
      '/news/12-torneo-comunal',
    );
  });
});

describe('the detail dialog', () => {
  it('shows the French translation, linking to its French page', async () => {
    render(inLang('fr', <NewsDetailDialog item={TRANSLATED} onClose={() => undefined} />));
    const dialog = await screen.findByRole('dialog', { name: 'Tournoi communal' });
    expect(within(dialog).getByText('Nos élèves ont remporté le tournoi.')).toBeDefined();
    expect(
      within(dialog).getByRole('link', { name: 'Voir la page de l’article' }).getAttribute('href'),
    ).toBe('/fr/news/12-tournoi-communal');
    expect(dialog.querySelector('[lang]')).toBeNull();
  });

  it('shows the Spanish marked lang="es" for an item with no translation', async () => {
    render(inLang('en', <NewsDetailDialog item={SPANISH_ONLY} onClose={() => undefined} />));
    const dialog = await screen.findByRole('dialog', { name: 'Feria científica' });
    const heading = within(dialog).getByRole('heading', { name: 'Feria científica' });
    expect(heading.querySelector('[lang="es"]')?.textContent).toBe('Feria científica');
    expect(
      langAround(within(dialog).getByText('Los cursos presentan sus proyectos.'), dialog),
    ).toBe('es');
    expect(
      within(dialog).getByRole('link', { name: 'Open the story’s page' }).getAttribute('href'),
    ).toBe('/en/news/13-feria-cientifica');
  });
});

describe('the home page’s latest news', () => {
  it('shows each teaser’s translated title, or its Spanish one marked lang="es"', () => {
    render(
      <PageDataContext value={{ [LATEST_NEWS_KEY]: [TRANSLATED, SPANISH_ONLY].map(toNewsTeaser) }}>
        {inLang('fr', <LatestNews />)}
      </PageDataContext>,
    );
    const section = screen.getByRole('region', { name: 'Dernières actualités' });
    const translated = within(section).getByRole('link', { name: 'Tournoi communal' });
    expect(translated.getAttribute('href')).toBe('/fr/news/12-tournoi-communal');
    expect(langAround(translated, section)).toBeNull();
    const spanish = within(section).getByRole('link', { name: 'Feria científica' });
    expect(spanish.getAttribute('href')).toBe('/fr/news/13-feria-cientifica');
    expect(langAround(spanish, section)).toBe('es');
  });
});

describe('the item page', () => {
  it('shows the Spanish under a French note, marked lang="es"', () => {
    const view = {
      ...VIEW,
      aviso: { texto: 'Cette actualité n’est disponible qu’en espagnol.', enlace: null },
    };
    const { container } = render(inLang('fr', <NewsArticle view={view} />));
    const article = screen.getByRole('article');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Cette actualité n’est disponible qu’en espagnol.');
    expect(container.querySelector('[data-news-note]')).toBe(note);
    const title = screen.getByRole('heading', { level: 1 });
    expect(langAround(title, article)).toBe('es');
    expect(langAround(screen.getByText('Uno.'), article)).toBe('es');
    // The note comes before the title.
    expect(note.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('writes the outdated note as the server does: its text, a space, the link to the Spanish', () => {
    const view = {
      ...VIEW,
      idioma: 'en',
      aviso: {
        texto: 'The Spanish text has changed since this translation.',
        enlace: { href: '/news/42-feria', texto: 'Read the Spanish version' },
      },
    };
    const html = renderToString(inLang('en', <NewsArticle view={view} />));
    // The server fills its template's note with exactly this (news.page.ts).
    expect(html).toMatch(
      /<p [^>]*data-news-note=""[^>]*>The Spanish text has changed since this translation\. <a href="\/news\/42-feria" hrefLang="es">Read the Spanish version<\/a><\/p>/i,
    );
    // Translated: the title and text in the page's language need no lang.
    expect(html).not.toMatch(/<h1[^>]* lang=/);
  });

  it('has no note and no lang of its own on a Spanish page', () => {
    render(inLang('es', <NewsArticle view={VIEW} />));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('article').querySelector('[lang]')).toBeNull();
  });
});
