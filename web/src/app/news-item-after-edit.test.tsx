import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_DATA_ID, type NewsItem } from '@lbj/shared';
import { markNewsChanged } from '../features/news/hooks/news-changes.ts';
import { loadNewPage } from '../features/news/hooks/news-changes.test-support.ts';
import { loadNewPageData } from '../features/news/page/news-page-data.test-support.ts';
import { VIEW } from '../features/news/page/news-page.test-support.ts';
import Page from './routes/news-item.tsx';

vi.mock(
  '../features/news/hooks/news-changes.ts',
  () => import('../features/news/hooks/news-changes.test-support.ts'),
);
vi.mock(
  '../features/news/page/news-page-data.ts',
  () => import('../features/news/page/news-page-data.test-support.ts'),
);

// The document was loaded at an item's page, the administrator went to /news and edited that
// item: back on its page, the copy the server embedded at load time is stale.

const PATH = '/news/42-feria-script-cientifica';

afterEach(() => {
  document.head.innerHTML = '';
  loadNewPageData();
  loadNewPage();
  vi.unstubAllGlobals();
});

describe('the item page after an edit in this tab', () => {
  it('asks the API instead of showing the copy the page was loaded with', async () => {
    window.history.replaceState(null, '', PATH);
    document.head.innerHTML = `<script type="application/json" id="${NEWS_PAGE_DATA_ID}">${JSON.stringify({ noticia: VIEW }).replace(/</g, '\\u003c')}</script>`;
    const edited: NewsItem = {
      id: 42,
      titulo: 'Feria científica (corregida)',
      descripcion: 'Texto nuevo.',
      tipo_noticia: 'Académico',
      imagen: '/uploads/k-960.webp',
      fecha: VIEW.fecha,
      ruta: PATH,
    };
    const fetch = vi.fn().mockResolvedValue(Response.json(edited));
    vi.stubGlobal('fetch', fetch);
    markNewsChanged();
    render(
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path="/news/:slug" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feria científica (corregida)' }),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/news/42');
    expect(screen.getByText('Texto nuevo.')).toBeTruthy();
  });
});
