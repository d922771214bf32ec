import { describe, expect, it, vi } from 'vitest';
import { imageSet, portraitSet, preloadAttributes } from './images.ts';

// The generated manifest, with one staff portrait dropped in (the real one has none yet).
vi.mock('../content/generated/images.json', () => ({
  default: {
    images: {
      'slide-escuela': {
        width: 1600,
        height: 900,
        widths: [480, 800, 1200, 1600],
        source: 'illustration',
      },
    },
    portraits: {
      'ana-perez': { width: 600, height: 750, widths: [200, 400], source: 'photo' },
      solo: { width: 500, height: 500, widths: [300], source: 'photo' },
    },
  },
}));

describe('generated image sets', () => {
  it('lists every width of both formats, with the second width as the fallback', () => {
    expect(imageSet('slide-escuela')).toEqual({
      width: 1600,
      height: 900,
      avifSrcSet:
        '/generated/slide-escuela-480.avif 480w, /generated/slide-escuela-800.avif 800w, ' +
        '/generated/slide-escuela-1200.avif 1200w, /generated/slide-escuela-1600.avif 1600w',
      webpSrcSet:
        '/generated/slide-escuela-480.webp 480w, /generated/slide-escuela-800.webp 800w, ' +
        '/generated/slide-escuela-1200.webp 1200w, /generated/slide-escuela-1600.webp 1600w',
      src: '/generated/slide-escuela-800.webp',
      isPhoto: false,
    });
  });

  it("gives a staff member's portrait when one was dropped in, and nothing otherwise", () => {
    expect(portraitSet('ana-perez')).toEqual({
      width: 600,
      height: 750,
      avifSrcSet:
        '/generated/retrato-ana-perez-200.avif 200w, /generated/retrato-ana-perez-400.avif 400w',
      webpSrcSet:
        '/generated/retrato-ana-perez-200.webp 200w, /generated/retrato-ana-perez-400.webp 400w',
      src: '/generated/retrato-ana-perez-400.webp',
      isPhoto: true,
    });
    expect(portraitSet('solo')?.src).toBe('/generated/retrato-solo-300.webp');
    expect(portraitSet('nadie')).toBeUndefined();
  });

  it('preloads the AVIF the picture will pick, at high priority', () => {
    expect(preloadAttributes('slide-escuela', '100vw')).toBe(
      'href="/generated/slide-escuela-800.webp" imagesrcset="' +
        imageSet('slide-escuela').avifSrcSet +
        '" imagesizes="100vw" type="image/avif" fetchpriority="high"',
    );
  });
});
