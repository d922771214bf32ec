// @vitest-environment node
// @time-zones
import { CHILE_YEAR_TOKEN } from '@lbj/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

describe('Footer year in the server’s and the build’s HTML', () => {
  it('is the token the server replaces with this year in Chile as it sends the page', () => {
    const html = renderToString(<Footer />);
    expect(html).toContain(`© <span>${CHILE_YEAR_TOKEN}</span>`);
    // No year of the build machine's clock is baked into the page.
    expect(html).not.toMatch(/© (<!-- -->)?\d{4}/);
    expect(html.replace(/<[^>]+>/g, '')).toContain(
      `© ${CHILE_YEAR_TOKEN} Colegio Le Beau Jour. Todos los derechos reservados.`,
    );
  });
});
