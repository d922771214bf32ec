// @time-zones
import type { NewsItem } from '@lbj/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPlainClick, NewsCard } from './news-card.tsx';
import { NewsDetailDialog } from './news-detail-dialog.tsx';

// The card's title in the served HTML and once the code runs: a link to the item's page that the
// code turns into the detail dialog's opener, and a detail dialog that is absent while closed.

const ITEM: NewsItem = {
  id: 12,
  titulo: 'Feria científica',
  descripcion: 'Los cursos presentan sus proyectos.',
  tipo_noticia: 'Académico',
  imagen: '/uploads/a-960.webp',
  fecha: '2026-03-02T11:00:00.000Z',
  ruta: '/news/12-feria-cientifica',
};

/** /news with one card, and the item's page as a route of its own to see a navigation. */
function renderCard(item: NewsItem = ITEM) {
  const onOpen = vi.fn();
  render(
    <MemoryRouter initialEntries={['/news']}>
      <Routes>
        <Route path="/news" element={<NewsCard item={item} onOpen={onOpen} />} />
        <Route path="/news/:slug" element={<p>Página de la noticia</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onOpen };
}

const title = () => screen.getByRole('link', { name: ITEM.titulo });

describe('NewsCard title', () => {
  it("is a link to the item's own page in the served HTML", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/news']}>
        <NewsCard item={ITEM} onOpen={() => undefined} />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const heading = container.querySelector('h3');
    const link = heading?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/news/12-feria-cientifica');
    expect(link?.textContent).toBe(ITEM.titulo);
    expect(heading?.querySelector('button')).toBeNull();
  });

  it('opens the detail on a plain click, by mouse or Enter, without leaving the page', async () => {
    const { onOpen } = renderCard();
    const user = userEvent.setup();
    await user.click(title());
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(ITEM);
    title().focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Página de la noticia')).toBeNull();
    // fireEvent returns false when the handler called preventDefault(): no navigation.
    expect(fireEvent.click(title())).toBe(false);
  });

  it('leaves a modifier click to the browser (a new tab or window), as any link', () => {
    const { onOpen } = renderCard();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(fireEvent.click(title(), { [modifier]: true })).toBe(true);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('is a button for a draft or a scheduled item, which has no page yet', async () => {
    const { onOpen } = renderCard({ ...ITEM, estado: 'borrador' });
    expect(screen.queryByRole('link', { name: ITEM.titulo })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: ITEM.titulo }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ ...ITEM, estado: 'borrador' });
  });
});

describe('isPlainClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };

  it('is true for the main button alone', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is false with a modifier key, another button, or a click already handled', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('NewsDetailDialog', () => {
  it('puts nothing in the page while closed (no empty heading in the served HTML)', () => {
    const html = renderToString(
      <MemoryRouter>
        <NewsDetailDialog item={null} onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });
});
