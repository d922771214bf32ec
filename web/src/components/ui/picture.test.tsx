import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageSet } from '../../lib/images.ts';
import { Picture } from './picture.tsx';

const image: ImageSet = {
  width: 1600,
  height: 900,
  avifSrcSet: '/generated/a-480.avif 480w, /generated/a-960.avif 960w',
  webpSrcSet: '/generated/a-480.webp 480w, /generated/a-960.webp 960w',
  src: '/generated/a-960.webp',
  isPhoto: true,
};

describe('Picture', () => {
  it('offers AVIF then WebP at the given sizes, with a WebP img that reserves its box', () => {
    const { container } = render(
      <Picture
        image={image}
        alt="Patio del colegio"
        sizes="100vw"
        className="pic"
        imgClassName="im"
      />,
    );
    const sources = Array.from(container.querySelectorAll('source'));
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', image.avifSrcSet],
      ['image/webp', image.webpSrcSet],
    ]);
    expect(sources.every((s) => s.getAttribute('sizes') === '100vw')).toBe(true);
    expect(container.querySelector('picture')?.getAttribute('class')).toBe('pic');
    const img = screen.getByRole('img', { name: 'Patio del colegio' });
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('srcset')).toBe(image.webpSrcSet);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('class')).toBe('im');
  });

  it('loads lazily, decoded off the main thread, at normal priority by default', () => {
    render(<Picture image={image} alt="Patio" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Patio' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  it('the priority (LCP) image loads at once, decoded in sync, at high priority', () => {
    render(<Picture image={image} alt="Patio" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Patio' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('decoding')).toBe('sync');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
