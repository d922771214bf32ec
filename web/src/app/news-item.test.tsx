import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_DATA_ID, type NewsItem, type NewsPageData } from '@lbj/shared';
import { NewsPageTemplateContext } from '../features/news/page/news-page-data.ts';
import { loadNewPageData } from '../features/news/page/news-page-data.test-support.ts';
import { VIEW } from '../features/news/page/news-page.test-support.ts';
import Page from './routes/news-item.tsx';

vi.mock(
  '../features/news/page/news-page-data.ts',
  () => import('../features/news/page/news-page-data.test-support.ts'),
);

const PATH = '/news/42-feria-script-cientifica';

function app(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news/:slug" element={<Page />} />
        <Route path="/news" element={<p>lista</p>} />
      </Routes>
    </MemoryRouter>
  );
}

function embed(data: NewsPageData) {
  window.history.replaceState(null, '', PATH);
  document.head.innerHTML = `<script type="application/json" id="${NEWS_PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  loadNewPageData();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the item page', () => {
  it("hydrates the server's markup from the embedded data: no fetch, no mismatch", async () => {
    // The server's HTML: the same tree rendered from the same data (as the build's template is).
    const serverHtml = renderToString(
      <NewsPageTemplateContext value={{ noticia: VIEW }}>{app(PATH)}</NewsPageTemplateContext>,
    );
    embed({ noticia: VIEW });
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const before = container.innerHTML;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app(PATH), { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(VIEW.titulo);
  });

  it('hydrates the 404 page from its data without asking the server', async () => {
    embed({ noticia: null });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(app(PATH));
    expect(
      await screen.findByRole('heading', { name: 'No encontramos esta noticia' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las noticias' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a client-side navigation, fetches the item through the API and shows it', async () => {
    const item: NewsItem = {
      id: 7,
      titulo: 'Matrícula 2027',
      descripcion: 'Primero.\n\nSegundo.',
      tipo_noticia: 'Comunicados',
      imagen: '/uploads/k-960.webp',
      fecha: '2026-03-14T15:09:26.000Z',
      imagenes: [{ width: 960, url: '/uploads/k-960.webp' }],
      ruta: '/news/7-matricula-2027',
    };
    const fetch = vi.fn().mockResolvedValue(Response.json(item));
    vi.stubGlobal('fetch', fetch);
    render(app('/news/7-matricula-2027'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matrícula 2027' })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/news/7');
    expect(screen.getByText('Segundo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Todas las noticias' }).getAttribute('href')).toBe(
      '/news',
    );
    // "Compartir" shares the item's text as its summary.
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      screen.getByRole('button', { name: 'Compartir la noticia «Matrícula 2027»' }).click();
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: 'Primero. Segundo.' }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
    // The title is set by an effect, which may run after the heading is on screen.
    await waitFor(() => {
      expect(document.title).toBe('Matrícula 2027 · Colegio Le Beau Jour');
    });
  });

  it('shows the not-found view when the API answers 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: 'No existe' }, { status: 404 })),
    );
    render(app('/news/9-nada'));
    expect(
      await screen.findByRole('heading', { name: 'No encontramos esta noticia' }),
    ).toBeTruthy();
  });
});
