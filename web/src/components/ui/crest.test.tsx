import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Crest } from './crest.tsx';

describe('Crest', () => {
  it('is decorative (hidden, no role) when no title is given', () => {
    const { container } = render(<Crest />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.hasAttribute('role')).toBe(false);
    expect(svg?.hasAttribute('aria-label')).toBe(false);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its title when given one', () => {
    render(<Crest title="Escudo del colegio" />);
    const img = screen.getByRole('img', { name: 'Escudo del colegio' });
    expect(img.hasAttribute('aria-hidden')).toBe(false);
  });

  it('keeps the shield proportions: 48 px wide by default, 15% taller than wide', () => {
    const { container, rerender } = render(<Crest className="logo" />);
    const svg = () => container.querySelector('svg');
    expect(svg()?.getAttribute('width')).toBe('48');
    expect(svg()?.getAttribute('height')).toBe('55');
    expect(svg()?.getAttribute('class')).toBe('logo');
    rerender(<Crest size={100} />);
    expect(svg()?.getAttribute('width')).toBe('100');
    expect(svg()?.getAttribute('height')).toBe('115');
    expect(svg()?.querySelector('text')?.textContent).toBe('LBJ');
  });
});
