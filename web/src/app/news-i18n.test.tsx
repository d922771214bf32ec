// /news and a news item's page in French: their words, dates and addresses in the page's
// language, and the island of /news naming every text section its later parts read.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_FINDING_KEY, type NewsFinding, type NewsItem } from '@lbj/shared';
import { catalogues } from '../i18n/catalogues.ts';
import { LangContext } from '../i18n/lang.tsx';
import { TextsContext, TextsUsageContext } from '../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';
import { loadNewPageData } from '../features/news/page/news-page-data.test-support.ts';
import { NewsBoard } from './islands/news-board.tsx';
import NewsItemPage from './routes/news-item.tsx';
import NewsPage from './routes/news.tsx';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
vi.mock(
  '../features/news/page/news-page-data.ts',
  () => import('../features/news/page/news-page-data.test-support.ts'),
);

const ITEM: NewsItem = {
  id: 7,
  titulo: 'Matrícula 2027',
  descripcion: 'Primero.\n\nSegundo.',
  tipo_noticia: 'Comunicados',
  imagen: '/uploads/k-960.webp',
  fecha: '2026-03-14T15:09:26.000Z',
  imagenes: [{ width: 960, url: '/uploads/k-960.webp' }],
  ruta: '/news/7-matricula-2027',
};

const FINDING: NewsFinding = {
  items: [ITEM],
  pagina: 1,
  paginas: 1,
  total: 1,
  categoria: null,
  q: '',
};

const DATA = { [NEWS_FINDING_KEY]: FINDING, 'utiles-anio': { anio: 2026 } };

const inFrench = (node: ReactNode) => (
  <LangContext value="fr">
    <TextsContext value={catalogues.fr}>{node}</TextsContext>
  </LangContext>
);

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

afterEach(() => {
  loadNewPage();
  loadNewPageData();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/fr/news', () => {
  it('speaks French and links its items under /fr/', () => {
    render(
      inFrench(
        <PageDataContext value={DATA}>
          <MemoryRouter initialEntries={['/fr/news']}>
            <NewsPage />
          </MemoryRouter>
        </PageDataContext>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Actualités' })).toBeTruthy();
    expect(screen.getByText('Communauté Le Beau Jour')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À la une' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Matrícula 2027' });
    expect(within(card).getByText('Communiqués')).toBeTruthy();
    expect(within(card).getByText('14 mars 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lire l’article' }).getAttribute('href')).toBe(
      '/fr/news/7-matricula-2027',
    );
  });

  it('names in its island every section its dialog and "Partager" read later', () => {
    const sections = new Set<string>();
    renderToString(
      inFrench(
        <TextsUsageContext value={sections}>
          <PageDataContext value={DATA}>
            <MemoryRouter initialEntries={['/fr/news']}>
              <NewsBoard />
            </MemoryRouter>
          </PageDataContext>
        </TextsUsageContext>,
      ),
    );
    for (const section of ['news', 'newsFinding', 'newsShare', 'ui', 'featured']) {
      expect(sections).toContain(section);
    }
  });
});

describe('/fr/news/{id}-{slug}', () => {
  const app = (path: string) =>
    inFrench(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fr/news/:slug" element={<NewsItemPage />} />
        </Routes>
        <Address />
      </MemoryRouter>,
    );

  it('shows a fetched item in French, titled in French, with its links under /fr/', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(ITEM)));
    render(app('/fr/news/7-matricula-2027'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matrícula 2027' })).toBeTruthy();
    expect(screen.getByText('14 mars 2026')).toBeTruthy();
    expect(screen.getByText('Communiqués')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Toutes les actualités/ }).getAttribute('href')).toBe(
      '/fr/news',
    );
    expect(screen.getByTestId('address').textContent).toBe('/fr/news/7-matricula-2027');
    await waitFor(() => {
      expect(document.title).toBe('Matrícula 2027 · Collège Le Beau Jour');
    });
  });

  it('makes an address canonical in French', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(ITEM)));
    render(app('/fr/news/7'));
    await waitFor(() => {
      expect(screen.getByTestId('address').textContent).toBe('/fr/news/7-matricula-2027');
    });
  });

  it('says in French that there is no such item', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: 'No existe' }, { status: 404 })),
    );
    render(app('/fr/news/9-nada'));
    expect(await screen.findByRole('heading', { name: 'Article introuvable' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Article introuvable · Collège Le Beau Jour');
    });
  });
});
