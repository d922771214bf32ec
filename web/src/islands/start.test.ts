import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// When the islands' entry loads each island's code: at once when it comes near the screen, or
// for an island declared `later`, at its first use or a few seconds after the page's load.

const loaded = vi.hoisted(() => [] as string[]);
/** The page's performance marks (jsdom has none). */
const marks: string[] = [];

vi.mock('./registry.ts', () => ({
  islandLoaders: new Proxy(
    {},
    {
      get: (_target, name: string) => () => {
        loaded.push(name);
        return Promise.resolve(() => null);
      },
    },
  ),
}));
vi.mock('./hydrate-island.tsx', () => ({ hydrateIsland: () => Promise.resolve() }));
vi.mock('./next-task.ts', () => ({ nextTask: () => Promise.resolve() }));

/**
 * An IntersectionObserver that reports every watched element at once: on the screen, but for
 * those marked `data-off-screen` (scrolled far past).
 */
class OnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const isIntersecting = !target.hasAttribute('data-off-screen');
    this.report(
      [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

/** The page's islands, then the entry started over them (each test has a module of its own). */
async function start(html: string, readyState: DocumentReadyState = 'loading') {
  document.body.innerHTML = html;
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  await import('./start.ts');
  // The loaders run after the entry's dynamic import of hydrate-island resolves.
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.resetModules();
  // Timers only: the entry reads and writes the page's performance marks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('IntersectionObserver', OnScreen);
  vi.stubGlobal('performance', {
    now: () => Date.now(),
    mark: (name: string) => marks.push(name),
    getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
  });
  loaded.length = 0;
  marks.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the islands’ entry', () => {
  it('loads an island near the screen at once', async () => {
    await start('<div data-island="mapa"><p>Mapa</p></div>');
    expect(loaded).toEqual(['mapa']);
  });

  it('loads an island whose start is far above the screen when its end is on it (a reload far down the news)', async () => {
    await start(
      '<div data-island="noticias"><form data-off-screen></form><ul data-off-screen></ul><nav></nav></div>',
    );
    expect(loaded).toEqual(['noticias']);
  });

  it('leaves an island off the screen as its HTML', async () => {
    await start('<div data-island="mapa"><p data-off-screen>Mapa</p></div>');
    expect(loaded).toEqual([]);
    expect(marks).toEqual(['lbj-hydrated']);
  });

  it('loads a later island only 4 s after the page’s load, not while the page loads', async () => {
    await start('<div data-island="carrusel" data-later><p>Diapositiva</p></div>');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loaded).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual(['carrusel']);
  });

  it('counts the 4 s from now when the page has loaded already', async () => {
    await start('<div data-island="compartir" data-later><p>Compartir</p></div>', 'complete');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(loaded).toEqual(['compartir']);
  });

  it('loads a later island at its first use, before the page has loaded', async () => {
    await start('<div data-island="correo" data-later><input name="nombre"></div>');
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(['correo']);
  });

  it('marks lbj-hydrated without waiting for a later island', async () => {
    await start('<div data-island="noticias" data-later><a href="/news/1-x">Noticia</a></div>');
    expect(marks).toEqual(['lbj-hydrated']);
    expect(loaded).toEqual([]);
  });

  it('wires a print button by itself: shown and printing, with no island’s code', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await start('<button type="button" data-needs-code data-imprimir>Imprimir</button>');
    const button = document.querySelector('button');
    expect(button?.hasAttribute('data-code')).toBe(true);
    button?.click();
    expect(print).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual([]);
  });
});
