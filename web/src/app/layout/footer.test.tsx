// @time-zones
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer.tsx';

const copyright = () => document.querySelector('footer p.container')?.textContent;

describe('Footer year in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // 23:59 on 31 December in Chile (UTC-3 in summer): already the new year in UTC and UTC+14.
    ['2026-01-01T02:59:00Z', '2025'],
    ['2026-01-01T03:00:00Z', '2026'],
    ['2026-12-31T12:00:00Z', '2026'],
  ])('a page the browser renders on its own, at %s, says © %s', (instant, year) => {
    vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
    render(<Footer />);
    expect(copyright()).toBe(`© ${year} Colegio Le Beau Jour. Todos los derechos reservados.`);
  });

  it('keeps the year the server wrote when the code takes over the page, whatever the phone’s clock says', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    // The server's document, its token replaced with the server's year.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Footer />).replace('2026', '2031');
    document.body.append(container);
    const recoverable = vi.fn();
    render(<Footer />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    expect(copyright()).toBe('© 2031 Colegio Le Beau Jour. Todos los derechos reservados.');
  });
});
