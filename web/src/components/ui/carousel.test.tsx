import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { TIMING } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

/** The home page's step (every 5 s). */
const INTERVAL = TIMING.carouselIntervalMs;
const slides = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) => ({
  key: name,
  media: <div>{`imagen ${name}`}</div>,
  caption: `Leyenda ${name}`,
}));

function mount(options: { slides?: typeof slides; aspectRatio?: string } = {}) {
  return render(
    <Carousel
      slides={options.slides ?? slides}
      label="Imágenes del colegio"
      intervalMs={INTERVAL}
      aspectRatio={options.aspectRatio ?? '16 / 9'}
    />,
  );
}

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
    const previous = screen.getByRole('button', { name: 'Diapositiva anterior' });
    const next = screen.getByRole('button', { name: 'Diapositiva siguiente' });
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
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar diapositiva 3 de 4' }));
    expect(currentSlide()).toBe('3 de 4');
    expect(
      screen
        .getByRole('button', { name: 'Mostrar diapositiva 3 de 4' })
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
    const next = screen.getByRole('button', { name: 'Diapositiva siguiente' });
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
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
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
    const dots = screen.getAllByRole('button', { name: /^Mostrar diapositiva/ });
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
      screen.getByRole('button', { name }).querySelector('svg')?.getAttribute('class') ?? '';
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

    it('waits for the load event, then 300 ms, before mounting the other slides', () => {
      renderCarousel();
      advance(300);
      expect(screen.queryByText('imagen Cuatro')).toBeNull();
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      advance(299);
      expect(screen.queryByText('imagen Cuatro')).toBeNull();
      advance(1);
      expect(screen.queryByText('imagen Cuatro')).not.toBeNull();
    });

    it('keeps the first slide and the current one mounted as it rotates', () => {
      renderCarousel();
      advance(INTERVAL);
      expect(currentSlide()).toBe('2 de 4');
      expect(screen.queryByText('imagen Uno')).not.toBeNull();
      expect(screen.queryByText('imagen Dos')).not.toBeNull();
      expect(screen.queryByText('imagen Tres')).toBeNull();
    });

    it('a step by the visitor mounts every slide at once', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
      expect(screen.queryByText('imagen Cuatro')).not.toBeNull();
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

  it('mounts the other slides only once the page has loaded, keeping captions in place', () => {
    renderCarousel();
    expect(screen.getAllByText(/^Leyenda /, { selector: 'figcaption' })).toHaveLength(4);
    expect(screen.queryByText('imagen Cuatro')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    advance(300);
    expect(screen.queryByText('imagen Cuatro')).not.toBeNull();
  });
});
