import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featuredHome } from '../../content/featured.ts';
import { FeaturedCardGrid } from './featured-card.tsx';

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
});
