import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_NEWS_KEY, PAGE_DATA_ID, type NewsTeaser } from '@lbj/shared';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { LatestNews } from './latest-news.tsx';

const teaser = (id: number, titulo: string, fecha: string): NewsTeaser => ({
  id,
  titulo,
  categoria: 'Deportes',
  fecha,
  ruta: `/news/${String(id)}-${titulo.toLowerCase().replace(/\W+/g, '-')}`,
  imagen: {
    src: `/uploads/k${String(id)}-960.webp`,
    srcSet: `/uploads/k${String(id)}-480.webp 480w`,
  },
});

const ITEMS = [
  // 02:30 UTC on 1 March is still 28 February in Chile (UTC−3 in summer).
  teaser(3, 'Campeonato <b>comunal</b>', '2026-03-01T02:30:00.000Z'),
  teaser(2, 'Día del libro', '2026-02-20T15:00:00.000Z'),
  teaser(1, 'Feria científica', '2026-02-10T15:00:00.000Z'),
];

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  loadNewPage();
  vi.restoreAllMocks();
});

const onServer = (data: unknown) =>
  render(
    <PageDataContext value={{ [LATEST_NEWS_KEY]: data }}>
      <MemoryRouter initialEntries={['/']}>
        <LatestNews />
      </MemoryRouter>
    </PageDataContext>,
  );

describe('LatestNews', () => {
  it('shows each item as a card linking to its own page, with its category and Chile’s date', () => {
    onServer(ITEMS);
    const section = screen.getByRole('region', { name: 'Últimas noticias' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    // Text, never markup.
    const link = within(first).getByRole('link', { name: 'Campeonato <b>comunal</b>' });
    expect(link.getAttribute('href')).toBe(ITEMS[0]?.ruta);
    expect(within(first).getByText('Deportes')).toBeTruthy();
    expect(within(first).getByText('28 de febrero de 2026').getAttribute('datetime')).toBe(
      '2026-03-01T02:30:00.000Z',
    );
    const image = first.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/k3-960.webp');
    expect(image?.getAttribute('width')).toBe('960');
    expect(image?.getAttribute('height')).toBe('540');
    expect(
      within(section).getByRole('link', { name: 'Ver todas las noticias' }).getAttribute('href'),
    ).toBe('/news');
  });

  it.each([
    ['no news yet', []],
    ['no news module', null],
  ])('shows nothing when there is %s', (_case, data) => {
    const { container } = onServer(data);
    expect(container.innerHTML).toBe('');
  });

  it('reads the items the server embedded in the page, without a request', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = JSON.stringify({ [LATEST_NEWS_KEY]: ITEMS.slice(0, 1) });
    document.body.append(script);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <MemoryRouter initialEntries={['/']}>
        <LatestNews />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the API for the three latest after a client-side navigation', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify([
          {
            id: 9,
            titulo: 'Nueva',
            descripcion: 'Texto',
            tipo_noticia: 'Eventos',
            fecha: '2026-04-01T15:00:00.000Z',
            imagen: '/uploads/k9-960.webp',
            ruta: '/news/9-nueva',
          },
        ]),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    render(
      <MemoryRouter initialEntries={['/']}>
        <LatestNews />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Nueva' });
    expect(link.getAttribute('href')).toBe('/news/9-nueva');
    const [requested] = fetchSpy.mock.calls[0] ?? [];
    expect(requested instanceof Request ? requested.url : requested).toMatch(
      /\/api\/news\?limit=3$/,
    );
  });

  it('names each card by its title and offers the picture in its sizes', () => {
    onServer(ITEMS);
    const card = screen.getByRole('article', { name: 'Día del libro' });
    const image = card.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe('/uploads/k2-480.webp 480w');
    expect(image?.getAttribute('sizes')).toContain('112px');
  });
});
