import type { ImageName } from '../lib/images.ts';

/**
 * The four carousel slides' images, in order; the first one is the page's LCP image. Their
 * alternative texts and captions are the `home` text section's `slides`, in the same order.
 */
export const homeSlides: readonly { image: ImageName }[] = [
  { image: 'slide-escuela' },
  { image: 'slide-lectura' },
  { image: 'slide-patio' },
  { image: 'slide-idiomas' },
];

/** The carousel's rendered width at each breakpoint (matches home.module.css). */
export const HOME_SLIDE_SIZES =
  '(min-width: 1152px) 607px, (min-width: 960px) calc((100vw - 112px) * 0.584), (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)';
