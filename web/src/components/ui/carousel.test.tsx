import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { TIMING } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeSlides } from '../../content/home.ts';
import { Carousel } from './carousel.tsx';

const stylesheet = fs.readFileSync(path.join(import.meta.dirname, 'carousel.module.css'), 'utf8');

/** The home page's step (every 5 s). */
const INTERVAL = TIMING.carouselIntervalMs;
const slides = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) => ({
  key: name,
  media: <div>{`imagen ${name}`}</div>,
  caption: `Leyenda ${name}`,
}));

const carousel = (options: { slides?: typeof slides; aspectRatio?: string } = {}) => (
  <Carousel
    slides={options.slides ?? slides}
    label="Imágenes del colegio"
    intervalMs={INTERVAL}
    aspectRatio={options.aspectRatio ?? '16 / 9'}
    slideIdPrefix="diapositiva"
  />
);

function mount(options: { slides?: typeof slides; aspectRatio?: string } = {}) {
  return render(carousel(options));
}

/** The visitor's reduced-motion wish, as matchMedia answers it. */
let reducedMotion = false;

function renderCarousel() {
  mount();
  return screen.getByRole('region', { name: 'Imágenes del colegio' });
}

/** The label ("n de 4") of the one slide exposed to assistive technology. */
function currentSlide(): string {
  const visible = screen.getAllByRole('group').filter((el) => !el.hasAttribute('aria-hidden'));
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute('aria-label') ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    media: query,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel whose slides are named "n de 4"', () => {
    const region = renderCarousel();
    expect(region?.getAttribute('aria-roledescription')).toBe('carrusel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'diapositiva')).toBe(
      true,
    );
    expect(currentSlide()).toBe('1 de 4');
  });

  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    expect(INTERVAL).toBe(5_000);
    renderCarousel();
    advance(INTERVAL - 1);
    expect(currentSlide()).toBe('1 de 4');
    advance(1);
    expect(currentSlide()).toBe('2 de 4');
    advance(INTERVAL);
    expect(currentSlide()).toBe('3 de 4');
    advance(INTERVAL);
    expect(currentSlide()).toBe('4 de 4');
    advance(INTERVAL);
    expect(currentSlide()).toBe('1 de 4');
  });

  it('previous wraps to the last slide and next wraps to the first', () => {
    renderCarousel();
    const previous = screen.getByRole('link', { name: 'Diapositiva anterior' });
    const next = screen.getByRole('link', { name: 'Diapositiva siguiente' });
    fireEvent.click(previous);
    expect(currentSlide()).toBe('4 de 4');
    fireEvent.click(next);
    expect(currentSlide()).toBe('1 de 4');
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(currentSlide()).toBe('4 de 4');
    fireEvent.click(next);
    expect(currentSlide()).toBe('1 de 4');
  });

  it('the dots show a chosen slide and mark the current one', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('link', { name: 'Mostrar diapositiva 3 de 4' }));
    expect(currentSlide()).toBe('3 de 4');
    expect(
      screen
        .getByRole('link', { name: 'Mostrar diapositiva 3 de 4' })
        ?.getAttribute('aria-current'),
    ).toBe('true');
  });

  it('pause stops the rotation for good and play resumes it', () => {
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pausar el carrusel' });
    fireEvent.click(pause);
    // Leave the carousel entirely: only the pause button keeps it still now.
    act(() => {
      pause.blur();
    });
    advance(INTERVAL * 4);
    expect(currentSlide()).toBe('1 de 4');
    const play = screen.getByRole('button', { name: 'Reanudar el carrusel' });
    fireEvent.click(play);
    act(() => {
      play.blur();
    });
    advance(INTERVAL);
    expect(currentSlide()).toBe('2 de 4');
  });

  it('pause holds even when the pointer comes and goes', () => {
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    advance(INTERVAL * 2);
    expect(currentSlide()).toBe('1 de 4');
  });

  it('a single slide never rotates', () => {
    mount({ slides: slides.slice(0, 1) });
    // Not rotating, so a change would be announced; and no rotation timer is waiting.
    expect(document.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    advance(INTERVAL * 2);
    expect(currentSlide()).toBe('1 de 1');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces slide changes politely only while it is not rotating', () => {
    renderCarousel();
    const live = () => document.querySelector('[aria-live]');
    expect(live()?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    expect(live()?.getAttribute('aria-live')).toBe('polite');
  });

  it('stays on its slide while the pointer is over it and resumes when it leaves', () => {
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    advance(INTERVAL * 3);
    expect(currentSlide()).toBe('1 de 4');
    fireEvent.mouseLeave(region);
    advance(INTERVAL);
    expect(currentSlide()).toBe('2 de 4');
  });

  it('stays on its slide while focus is inside and resumes when focus leaves', () => {
    renderCarousel();
    const next = screen.getByRole('link', { name: 'Diapositiva siguiente' });
    act(() => {
      next.focus();
    });
    advance(INTERVAL * 3);
    expect(currentSlide()).toBe('1 de 4');
    act(() => {
      next.blur();
    });
    advance(INTERVAL);
    expect(currentSlide()).toBe('2 de 4');
  });

  it('restarts the 5 s wait after a manual change', () => {
    const region = renderCarousel();
    advance(INTERVAL - 1000);
    fireEvent.click(screen.getByRole('link', { name: 'Diapositiva siguiente' }));
    // The click does not leave focus inside in this test; pointer is not over it either.
    fireEvent.mouseLeave(region);
    advance(INTERVAL - 1);
    expect(currentSlide()).toBe('2 de 4');
    advance(1);
    expect(currentSlide()).toBe('3 de 4');
  });

  it('hides every slide but the current one from assistive technology and from focus', () => {
    renderCarousel();
    const groups = screen.getAllByRole('group', { hidden: true });
    const [first, ...others] = groups;
    expect(first?.hasAttribute('aria-hidden')).toBe(false);
    expect(first?.hasAttribute('inert')).toBe(false);
    expect(first?.classList.contains('current')).toBe(true);
    for (const slide of others) {
      expect(slide.getAttribute('aria-hidden')).toBe('true');
      expect(slide.hasAttribute('inert')).toBe(true);
      expect(slide.classList.contains('current')).toBe(false);
    }
    const dots = screen.getAllByRole('link', { name: /^Mostrar diapositiva/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('labels the pause button visibly and draws each arrow pointing its way', () => {
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pausar el carrusel' });
    expect(pause.textContent).toBe('Pausar');
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Reanudar el carrusel' }).textContent).toBe(
      'Reanudar',
    );
    const icon = (name: string) =>
      screen.getByRole('link', { name }).querySelector('svg')?.getAttribute('class') ?? '';
    expect(icon('Diapositiva anterior')).toContain('chevron-left');
    expect(icon('Diapositiva siguiente')).toContain('chevron-right');
  });

  describe('while the page is still loading', () => {
    beforeEach(() => {
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'readyState');
    });

    // The stylesheet displays the other slides' (lazy) images only once the region is primed.
    const primed = () =>
      screen.getByRole('region', { name: 'Imágenes del colegio' }).hasAttribute('data-primed');

    it('waits for the load event, then 300 ms, before asking for the other slides’ images', () => {
      renderCarousel();
      advance(300);
      expect(primed()).toBe(false);
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      advance(299);
      expect(primed()).toBe(false);
      advance(1);
      expect(primed()).toBe(true);
    });

    it('does not ask for them as it rotates: only the slide on show displays its image', () => {
      renderCarousel();
      advance(INTERVAL);
      expect(currentSlide()).toBe('2 de 4');
      expect(primed()).toBe(false);
    });

    it('a step by the visitor asks for every slide’s image at once', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('link', { name: 'Diapositiva siguiente' }));
      expect(primed()).toBe(true);
    });

    it('leaves no listener or timer behind when it goes away before the load', () => {
      const removed = vi.spyOn(window, 'removeEventListener');
      const { unmount } = mount();
      unmount();
      expect(removed.mock.calls.some(([type]) => type === 'load')).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      removed.mockRestore();
    });
  });

  it('clears the pending 300 ms wait when it goes away after the load', () => {
    const { unmount } = mount({ slides: slides.slice(0, 1) });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reserves the media box at the given aspect ratio', () => {
    const { container } = mount({ aspectRatio: '4 / 3' });
    const media = container.querySelector<HTMLElement>('figure > div');
    expect(media?.getAttribute('style')).toContain('aspect-ratio: 4 / 3');
  });

  it('has every slide’s image and caption in place from the start', () => {
    renderCarousel();
    expect(screen.getAllByText(/^Leyenda /, { selector: 'figcaption' })).toHaveLength(4);
    expect(screen.getAllByText(/^imagen /)).toHaveLength(4);
  });

  it('the arrows and dots change the slide without changing the address', () => {
    renderCarousel();
    // false: the link's default action (going to #diapositiva-n) is cancelled.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Diapositiva siguiente' }))).toBe(
      false,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Mostrar diapositiva 4 de 4' }))).toBe(
      false,
    );
    expect(currentSlide()).toBe('4 de 4');
    expect(window.location.hash).toBe('');
  });

  it('keeps one arrow each way, whose address follows the slide on show', () => {
    renderCarousel();
    const previous = screen.getByRole('link', { name: 'Diapositiva anterior' });
    const next = screen.getByRole('link', { name: 'Diapositiva siguiente' });
    expect([previous.getAttribute('href'), next.getAttribute('href')]).toEqual([
      '#diapositiva-4',
      '#diapositiva-2',
    ]);
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    // The same elements (focus stays on the arrow pressed), with new targets.
    expect(screen.getByRole('link', { name: 'Diapositiva siguiente' })).toBe(next);
    expect([previous.getAttribute('href'), next.getAttribute('href')]).toEqual([
      '#diapositiva-3',
      '#diapositiva-1',
    ]);
  });

  it('takes over from the slide a link showed before the code ran, and rotates on from it', () => {
    window.history.replaceState(null, '', '/#diapositiva-3');
    renderCarousel();
    expect(currentSlide()).toBe('3 de 4');
    expect(
      screen.getByRole('link', { name: 'Mostrar diapositiva 3 de 4' }).getAttribute('aria-current'),
    ).toBe('true');
    advance(INTERVAL);
    expect(currentSlide()).toBe('4 de 4');
  });

  it('stays on that slide when the address changes afterwards (the skip link)', () => {
    window.history.replaceState(null, '', '/#diapositiva-3');
    const region = renderCarousel();
    window.history.replaceState(null, '', '/#contenido');
    fireEvent.mouseEnter(region);
    expect(currentSlide()).toBe('3 de 4');
  });

  it('ignores an address that names no slide of its own', () => {
    window.history.replaceState(null, '', '/#diapositiva-9');
    renderCarousel();
    expect(currentSlide()).toBe('1 de 4');
  });

  it('does not rotate for a visitor who asks for reduced motion, until they press play', () => {
    reducedMotion = true;
    renderCarousel();
    const play = screen.getByRole('button', { name: 'Reanudar el carrusel' });
    expect(document.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    advance(INTERVAL * 3);
    expect(currentSlide()).toBe('1 de 4');
    fireEvent.click(play);
    act(() => {
      play.blur();
    });
    advance(INTERVAL);
    expect(currentSlide()).toBe('2 de 4');
  });
});

describe('Carousel in the HTML, before the code runs', () => {
  const html = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel());
    return container;
  };
  const hrefs = (links: NodeListOf<Element> | Element[]) =>
    [...links].map((link) => link.getAttribute('href'));

  it('gives every slide an id, and hides none of them with attributes (the stylesheet does)', () => {
    const groups = [...html().querySelectorAll('[role="group"]')];
    expect(groups.map((group) => group.id)).toEqual([
      'diapositiva-1',
      'diapositiva-2',
      'diapositiva-3',
      'diapositiva-4',
    ]);
    expect(groups.some((g) => g.hasAttribute('aria-hidden') || g.hasAttribute('inert'))).toBe(
      false,
    );
    expect(groups[0]?.className).toContain('current');
  });

  it('links each dot to its slide, none claiming to be the current one', () => {
    const dots = within(html()).getAllByRole('link', { name: /^Mostrar diapositiva/ });
    expect(hrefs(dots)).toEqual([
      '#diapositiva-1',
      '#diapositiva-2',
      '#diapositiva-3',
      '#diapositiva-4',
    ]);
    expect(dots.some((dot) => dot.hasAttribute('aria-current'))).toBe(false);
  });

  it('has the pair of arrows of every slide, in slide order, wrapping at both ends', () => {
    const page = html();
    const [previous, next] = page.querySelectorAll('.arrows');
    expect(hrefs(previous?.querySelectorAll('a') ?? [])).toEqual([
      '#diapositiva-4',
      '#diapositiva-1',
      '#diapositiva-2',
      '#diapositiva-3',
    ]);
    expect(hrefs(next?.querySelectorAll('a') ?? [])).toEqual([
      '#diapositiva-2',
      '#diapositiva-3',
      '#diapositiva-4',
      '#diapositiva-1',
    ]);
  });

  it('is not ready, primed nor rotating: changes are announced, and the pause button waits', () => {
    const region = html().querySelector('section');
    expect(region?.hasAttribute('data-ready')).toBe(false);
    expect(region?.hasAttribute('data-primed')).toBe(false);
    expect(region?.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(stylesheet).toMatch(/\.carousel:not\(\[data-ready\]\) \.pause \{\s*visibility: hidden;/);
  });

  it('has the stylesheet rules for as many slides as the home page has', () => {
    expect(homeSlides.length).toBeGreaterThan(1);
    for (let n = 1; n <= homeSlides.length; n++) {
      const target = `.carousel:not([data-ready]):has(.slide:nth-child(${String(n)}):target)`;
      expect(stylesheet).toContain(`${target} .arrows > :nth-child(${String(n)})`);
      expect(stylesheet).toContain(`${target} .dots > :nth-child(${String(n)}) > .dot::before`);
    }
  });
});
