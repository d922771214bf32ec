import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials, Monogram } from './monogram.tsx';

const fills = (svg: SVGSVGElement) => {
  const [disc, ring] = Array.from(svg.querySelectorAll('circle'));
  return {
    background: disc?.getAttribute('fill'),
    ring: ring?.getAttribute('stroke'),
    text: svg.querySelector('text')?.getAttribute('fill'),
  };
};

function renderMonogram(props: Parameters<typeof Monogram>[0]): SVGSVGElement {
  const { container } = render(<Monogram {...props} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
}

describe('initials', () => {
  it.each([
    ['Marisol Bastos', 'MB'],
    ['  marisol   de la   bastos ', 'MB'],
    ['Ñuño', 'Ñ'],
    ['ángela órdenes', 'ÁÓ'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j (first and last word, upper case)', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Monogram', () => {
  it('draws the initials in a decorative circle of the given size', () => {
    const svg = renderMonogram({ name: 'Hernán Bastos', size: 96 });
    expect(svg.querySelector('text')?.textContent).toBe('HB');
    expect(svg.getAttribute('width')).toBe('96');
    expect(svg.getAttribute('height')).toBe('96');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('monogram');
  });

  it('is 128 px by default and adds a given class', () => {
    const svg = renderMonogram({ name: 'Ana', className: 'extra' });
    expect(svg.getAttribute('width')).toBe('128');
    expect(svg.getAttribute('class')).toBe('monogram extra');
  });

  it('takes a chosen tone, wrapping past the fourth', () => {
    const tones = [0, 1, 2, 3].map((tone) => fills(renderMonogram({ name: 'Ana', tone })));
    expect(tones.map((t) => t.background)).toEqual(['#b71c1c', '#1f3a6b', '#f3ead6', '#fbeaea']);
    expect(tones.map((t) => t.text)).toEqual(['#ffffff', '#ffffff', '#7a5d17', '#8e1414']);
    expect(tones.every((t) => t.ring === t.text)).toBe(true);
    expect(fills(renderMonogram({ name: 'Ana', tone: 5 }))).toEqual(tones[1]);
  });

  it('gives each name a stable tone of its own, derived from all its letters', () => {
    // 31-hash of the code points, modulo 4: "A" → 65 % 4 = 1, "B" → 66 % 4 = 2, "AB" → 2081 % 4 = 1,
    // "Ana" → 65972 % 4 = 0.
    const background = (name: string) => fills(renderMonogram({ name })).background;
    expect(background('A')).toBe('#1f3a6b');
    expect(background('B')).toBe('#f3ead6');
    expect(background('AB')).toBe('#1f3a6b');
    expect(background('Ana')).toBe('#b71c1c');
    expect(background('Ana')).toBe(background('Ana'));
    // Large enough to overflow 32 bits: the hash stays an unsigned integer.
    expect(['#b71c1c', '#1f3a6b', '#f3ead6', '#fbeaea']).toContain(
      background('María Fernanda de los Ángeles Bastos Riquelme'),
    );
  });
});
