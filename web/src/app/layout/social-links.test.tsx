import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { school } from '../../content/school.ts';
import { SocialLinks } from './social-links.tsx';

describe('SocialLinks', () => {
  it('icon only (footer): each link is named by its label and opens safely in a new tab', () => {
    render(<SocialLinks iconSize={22} label="icon" />);
    const facebook = screen.getByRole('link', {
      name: 'Facebook del colegio (se abre en una pestaña nueva)',
    });
    expect(facebook.getAttribute('href')).toBe(school.social.facebook);
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen.getByRole('link', { name: 'Instagram del colegio (se abre en una pestaña nueva)' }),
    ).toHaveProperty('href', school.social.instagram);
    expect(facebook.textContent).toBe('');
  });

  it('with names (contact page): the visible name, then the hidden note', () => {
    render(<SocialLinks iconSize={20} label="name" className="list" linkClassName="chip" />);
    const list = screen.getByRole('list');
    expect(list.className).toBe('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Facebook del colegio (se abre en una pestaña nueva)',
      'Instagram del colegio (se abre en una pestaña nueva)',
    ]);
    expect(links[0]?.hasAttribute('aria-label')).toBe(false);
    expect(links[0]?.className).toBe('chip');
  });
});
