import { act } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWS_FINDING_KEY, PAGE_DATA_ID, type NewsFinding, type NewsItem } from '@lbj/shared';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { getNews } from '../api/news-api.ts';
import { NewsFinder } from './news-finder.tsx';
import { pageNumbers } from './news-finding.tsx';

// /news from the server's page data (ADR 0033): a visitor's page needs no API call, and its
// links and form carry the category, the search and the page in the address.

vi.mock('../api/news-api.ts', () => ({ getNews: vi.fn() }));

const item = (id: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  titulo: `Noticia ${String(id)}`,
  descripcion: `Texto completo de la noticia ${String(id)}.`,
  tipo_noticia: 'Deportes',
  imagen: `/uploads/k${String(id)}-960.webp`,
  fecha: '2026-03-01T15:00:00.000Z',
  ruta: `/news/${String(id)}-noticia-${String(id)}`,
  ...extra,
});

const finding = (extra: Partial<NewsFinding> = {}): NewsFinding => ({
  items: [item(14), item(13)],
  pagina: 2,
  paginas: 3,
  total: 26,
  categoria: 'Deportes',
  q: 'torneo',
  ...extra,
});

const ADDRESS = '/news?categoria=Deportes&q=torneo&pagina=2';

beforeAll(() => {
  installDialogPolyfill();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById(PAGE_DATA_ID)?.remove();
  loadNewPage();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const app = (address: string) => (
  <MemoryRouter initialEntries={[address]}>
    <NewsFinder featured={<p>Destacados</p>} />
  </MemoryRouter>
);

/** The server's HTML, then the browser's hydration from the embedded data, as on /news. */
async function hydrate(data: NewsFinding, address = ADDRESS) {
  const pageData = { [NEWS_FINDING_KEY]: data };
  const serverHtml = renderToString(
    <PageDataContext value={pageData}>{app(address)}</PageDataContext>,
  );
  window.history.replaceState(null, '', address);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(pageData);
  document.head.append(script);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const before = container.innerHTML;
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, app(address), { onRecoverableError: recoverable });
    await Promise.resolve();
  });
  return { container, before, fetch, errors, recoverable };
}

const linkNamed = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('/news from the server’s page data', () => {
  it('hydrates the server’s markup exactly, without a request, and opens the detail of an item', async () => {
    const { container, before, fetch, errors, recoverable } = await hydrate(finding());
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['noticia-14', 'noticia-13']);
    await userEvent.click(screen.getByRole('link', { name: 'Noticia 13' }));
    const dialog = screen.getByRole('dialog', { name: 'Noticia 13' });
    expect(within(dialog).getByText('Texto completo de la noticia 13.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves each title as a link to its page, and no empty heading for the closed dialog', async () => {
    const { before } = await hydrate(finding());
    expect(before).not.toMatch(/<h([1-6])\b[^>]*>\s*<\/h\1>/);
    expect(before).not.toContain('<dialog');
    const card = screen.getByRole('article', { name: 'Noticia 14' });
    expect(linkNamed(card, 'Noticia 14')).toBe('/news/14-noticia-14');
  });

  it('offers the categories as links that keep the search, the current one marked', async () => {
    await hydrate(finding());
    const nav = screen.getByRole('navigation', { name: 'Categorías de noticias' });
    expect(linkNamed(nav, 'Todas')).toBe('/news?q=torneo');
    expect(linkNamed(nav, 'Académico')).toBe('/news?categoria=Acad%C3%A9mico&q=torneo');
    const current = within(nav).getByRole('link', { name: 'Deportes' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('searches with a GET form to /news, within the chosen category', async () => {
    await hydrate(finding());
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/news');
    const box = within(form).getByLabelText('Buscar noticias');
    expect(box.getAttribute('name')).toBe('q');
    expect((box as HTMLInputElement).value).toBe('torneo');
    expect(within(form).getByRole('button', { name: 'Buscar' }).getAttribute('type')).toBe(
      'submit',
    );
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"]');
    expect([hidden?.name, hidden?.value]).toEqual(['categoria', 'Deportes']);
    expect(screen.getByText('26 noticias en Deportes para «torneo».')).toBeTruthy();
  });

  it('numbers the pages as links that keep the category and search, the current one marked', async () => {
    await hydrate(finding());
    const nav = screen.getByRole('navigation', { name: 'Páginas de noticias' });
    expect(linkNamed(nav, 'Anterior')).toBe('/news?categoria=Deportes&q=torneo');
    expect(linkNamed(nav, 'Siguiente')).toBe('/news?categoria=Deportes&q=torneo&pagina=3');
    expect(linkNamed(nav, 'Página 3')).toBe('/news?categoria=Deportes&q=torneo&pagina=3');
    const current = within(nav).getByRole('link', { name: 'Página 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([current]);
  });

  it('has no "Anterior" on the first page, no "Siguiente" on the last, no pages when there is one', async () => {
    await hydrate(finding({ pagina: 1, categoria: null, q: '' }), '/news');
    const first = screen.getByRole('navigation', { name: 'Páginas de noticias' });
    expect(within(first).queryByRole('link', { name: 'Anterior' })).toBeNull();
    expect(linkNamed(first, 'Siguiente')).toBe('/news?pagina=2');
    document.body.innerHTML = '';
    loadNewPage();
    document.getElementById(PAGE_DATA_ID)?.remove();
    await hydrate(finding({ pagina: 3, categoria: null, q: '' }), '/news?pagina=3');
    const last = screen.getByRole('navigation', { name: 'Páginas de noticias' });
    expect(within(last).queryByRole('link', { name: 'Siguiente' })).toBeNull();
    document.body.innerHTML = '';
    loadNewPage();
    document.getElementById(PAGE_DATA_ID)?.remove();
    await hydrate(finding({ pagina: 1, paginas: 1, total: 2 }));
    expect(screen.queryByRole('navigation', { name: 'Páginas de noticias' })).toBeNull();
  });

  it('says clearly when nothing was found, with a link back to all news', async () => {
    await hydrate(finding({ items: [], pagina: 1, paginas: 1, total: 0 }));
    expect(screen.getByText('No encontramos noticias en Deportes para «torneo».')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las noticias' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(screen.queryByText('Aún no hay noticias publicadas.')).toBeNull();
  });

  it('says there is no news yet when nothing is filtered and nothing is published', async () => {
    await hydrate(
      finding({ items: [], pagina: 1, paginas: 1, total: 0, categoria: null, q: '' }),
      '/news',
    );
    expect(screen.getByText('Aún no hay noticias publicadas.')).toBeTruthy();
  });
});

describe('pageNumbers', () => {
  it('lists every page up to 7, else the ends and the current one’s neighbours with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    // The last page: no page after it.
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('/news: what was found, the pages, the dialog', () => {
  const summaryOf = (container: HTMLElement) => container.querySelector('p[class*="summary"]');

  it('sums up what a category alone, or a search alone, found; never the whole list', async () => {
    const byCategory = await hydrate(finding({ q: '' }), '/news?categoria=Deportes&pagina=2');
    expect(summaryOf(byCategory.container)?.textContent).toBe('26 noticias en Deportes.');
    document.body.innerHTML = '';
    loadNewPage();
    document.getElementById(PAGE_DATA_ID)?.remove();

    const bySearch = await hydrate(finding({ categoria: null }), '/news?q=torneo&pagina=2');
    expect(summaryOf(bySearch.container)?.textContent).toBe('26 noticias para «torneo».');
    document.body.innerHTML = '';
    loadNewPage();
    document.getElementById(PAGE_DATA_ID)?.remove();

    const whole = await hydrate(finding({ categoria: null, q: '' }), '/news?pagina=2');
    expect(summaryOf(whole.container)).toBeNull();
  });

  it('gives no count when nothing was found, only the message', async () => {
    const { container } = await hydrate(finding({ items: [], pagina: 1, paginas: 1, total: 0 }));
    expect(summaryOf(container)).toBeNull();
  });

  it('shows a gap between far pages as a hidden "…", not as a page', async () => {
    await hydrate(finding({ pagina: 10, paginas: 20, total: 240 }));
    const nav = screen.getByRole('navigation', { name: 'Páginas de noticias' });
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(numbers).toEqual([
      'Anterior',
      'Página 1',
      'Página 9',
      'Página 10',
      'Página 11',
      'Página 20',
      'Siguiente',
    ]);
    const gaps = [...nav.querySelectorAll('li[aria-hidden="true"]')];
    expect(gaps.map((gap) => gap.textContent?.trim())).toEqual(['…', '…']);
  });

  it('has a heading reached by script only, and a list that is not busy', async () => {
    const { container } = await hydrate(finding());
    const heading = screen.getByRole('heading', { name: 'Últimas noticias' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(container.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('closes the detail dialog with "Cerrar"', async () => {
    await hydrate(finding());
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Noticia 14' }));
    const dialog = screen.getByRole('dialog', { name: 'Noticia 14' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(dialog).toHaveProperty('open', false);
  });

  it('gives a logged-in administrator the live board, with "Subir Noticia"', async () => {
    vi.mocked(getNews).mockResolvedValue([item(14), item(13)]);
    logInForTests();
    try {
      renderWithQuery(
        <PageDataContext value={{ [NEWS_FINDING_KEY]: finding() }}>{app(ADDRESS)}</PageDataContext>,
      );
      expect(await screen.findByRole('button', { name: 'Subir Noticia' })).toBeDefined();
    } finally {
      resetSession();
    }
  });
});
