import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnClasses, Grid } from './grid.tsx';

describe('Grid', () => {
  it('maps each breakpoint to its column class, one column below all', () => {
    expect(columnClasses({ sm: 2, xl: 3 })).toEqual(['sm2', 'xl3']);
    expect(columnClasses({ base: 2, sm: 3, xl: 4 })).toEqual(['base2', 'sm3', 'xl4']);
    expect(columnClasses({ base: 1, md: 3 })).toEqual(['md3']);
  });

  it('is a list by default and keeps the caller class and attributes', () => {
    render(
      <Grid columns={{ md: 3 }} className="mine" aria-label="Destacados">
        <li>Uno</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Destacados' });
    expect(list.tagName).toBe('UL');
    expect(list.className.split(' ')).toEqual(['grid', 'md3', 'mine']);
  });
});
