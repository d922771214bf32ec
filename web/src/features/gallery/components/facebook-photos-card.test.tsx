import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacebookPhotosCard } from './facebook-photos-card.tsx';

describe('FacebookPhotosCard', () => {
  it('is a real link that opens the photo page in a new tab and says so', () => {
    render(<FacebookPhotosCard href="https://www.facebook.com/colegio/photos_by" />);
    const link = screen.getByRole('link', { name: /Nuestras fotos en Facebook/ });
    expect(link.getAttribute('href')).toBe('https://www.facebook.com/colegio/photos_by');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('Se abre en una pestaña nueva');
  });
});
