import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnStyle, Grid } from './grid.tsx';

describe('Grid', () => {
  it('gives each breakpoint its count and leaves the others to fall back (initial)', () => {
    expect(columnStyle({ sm: 2, xl: 3 })).toEqual({
      '--grid-base': '1',
      '--grid-sm': '2',
      '--grid-md': 'initial',
      '--grid-lg': 'initial',
      '--grid-xl': '3',
    });
    expect(columnStyle({ base: 2, sm: 3, xl: 4 })).toMatchObject({
      '--grid-base': '2',
      '--grid-sm': '3',
      '--grid-xl': '4',
    });
  });

  it('is a list by default, with the column properties inline and the caller class kept', () => {
    render(
      <Grid columns={{ md: 3 }} className="mine" aria-label="Destacados">
        <li>Uno</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Destacados' });
    expect(list.tagName).toBe('UL');
    expect(list.className).toBe('grid mine');
    expect(list.style.getPropertyValue('--grid-md')).toBe('3');
    expect(list.style.getPropertyValue('--grid-sm')).toBe('initial');
  });
});
