import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featuredCards, type FeaturedItem } from '../../content/featured.ts';
import { FEATURED_TEXT } from '../../content/featured-text.ts';
import { FeaturedCard, FeaturedCardGrid } from './featured-card.tsx';

/** The card's decorative icon: its lucide name, size and stroke. */
function iconOf(card: HTMLElement) {
  const svg = card.querySelector('[aria-hidden="true"] > svg');
  return {
    name: (svg?.getAttribute('class') ?? '').split(' ').find((c) => c !== 'lucide'),
    size: svg?.getAttribute('width'),
    stroke: svg?.getAttribute('stroke-width'),
  };
}

const featuredHome = featuredCards(FEATURED_TEXT, 'home', null);

describe('FeaturedCardGrid', () => {
  it('lists each featured card as an article with its h3 and a link named by its title', () => {
    render(
      <MemoryRouter>
        <FeaturedCardGrid items={featuredHome} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(featuredHome.length);
    featuredHome.forEach((item, i) => {
      const card = within(items[i] as HTMLElement);
      expect(card.getByRole('article')).toBeTruthy();
      expect(card.getByRole('heading', { level: 3 }).textContent).toBe(item.title);
      const link = card.getByRole('link');
      expect(link.getAttribute('href')).toBe(item.to);
      expect(link.textContent).toBe(`${item.action}: ${item.title}`);
    });
  });

  it('puts the cards three to a row from 768 px', () => {
    render(
      <MemoryRouter>
        <FeaturedCardGrid items={featuredHome} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--grid-md')).toBe('3');
  });

  it('draws each card’s own icon, 26 px with a 1.75 stroke', () => {
    render(
      <MemoryRouter>
        <FeaturedCardGrid items={featuredHome} />
      </MemoryRouter>,
    );
    const icons = screen.getAllByRole('article').map(iconOf);
    expect(featuredHome.map((item) => item.id)).toEqual(['recognitions', 'supplies', 'hours']);
    expect(icons).toEqual([
      { name: 'lucide-award', size: '26', stroke: '1.75' },
      { name: 'lucide-notebook-pen', size: '26', stroke: '1.75' },
      { name: 'lucide-clock', size: '26', stroke: '1.75' },
    ]);
  });
});

describe('FeaturedCard', () => {
  const item = featuredHome[0] as FeaturedItem;

  it('titles the card with an h3 by default, or an h2 when the page asks', () => {
    const { unmount } = render(
      <MemoryRouter>
        <FeaturedCard item={item} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(item.title);
    unmount();
    render(
      <MemoryRouter>
        <FeaturedCard item={item} headingLevel={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(item.title);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
