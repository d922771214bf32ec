import type { IslandProps } from './island.tsx';
import { TOKEN_KEY } from '../lib/session-token.ts';
import { nextTask } from './next-task.ts';
import { islandLoaders } from './registry.ts';

// A public page's entry, started by /boot.js after the first paint, and only on a page that has
// islands, a notice banner with a close form or a print button. About 3 KB gzip with what it
// imports: no React. Each island's code (and React) loads when the island comes near the screen
// or is first used, and React hydrates that island alone; the rest of the page is HTML that runs
// no code.

// The notice banner (server HTML, outside every island) closes without a reload once its code has
// come; until then the form posts and the server closes it, as without JavaScript.
if (document.querySelector('form[data-aviso-cerrar]')) {
  import('../features/notice/dismiss-notice.ts')
    .then(({ wireNoticeDismissal }) => {
      wireNoticeDismissal();
    })
    .catch(() => undefined);
}

// A print button needs code but not React: it shows and prints from here, with no island.
for (const button of document.querySelectorAll<HTMLElement>('button[data-imprimir]')) {
  button.addEventListener('click', () => {
    window.print();
  });
  button.setAttribute('data-code', '');
}

/** How far from the screen an island starts loading: about a phone screen's height ahead. */
const NEAR = '600px 0px';

/**
 * How long after the page's load an island declared `later` starts to load by itself: past the
 * seconds in which a visitor starts reading and tapping, so that its code (React's with it)
 * never runs while the page is still arriving.
 */
const LATER_MS = 4_000;

/** What counts as a first use of an island that has not loaded yet. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

const pending = new Set<HTMLElement>();
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// The mark waits for the islands near the first screen, those the observer's first report finds,
// but for those that wait for the page to settle.
const unreported = new Set(
  'IntersectionObserver' in window
    ? islands.filter((element) => !element.hasAttribute('data-later'))
    : [],
);

/** Runs `then` LATER_MS after the page's load event (at once if it came already). */
function afterLoad(then: () => void): void {
  const wait = () => setTimeout(then, LATER_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

/** Performance mark for `npm run bench:web`: every island near the first screen is React's. */
function markWhenSettled(): void {
  if (
    unreported.size === 0 &&
    pending.size === 0 &&
    !performance.getEntriesByName('lbj-hydrated').length
  ) {
    performance.mark('lbj-hydrated');
  }
}

function readProps(element: HTMLElement): IslandProps {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return typeof props === 'object' && props !== null ? (props as IslandProps) : {};
  } catch {
    return {};
  }
}

const started = new WeakSet<HTMLElement>();

function load(element: HTMLElement): void {
  if (started.has(element)) return;
  started.add(element);
  pending.add(element);
  const loader = islandLoaders[element.dataset.island ?? ''];
  const done = () => {
    pending.delete(element);
    markWhenSettled();
  };
  if (!loader) {
    done();
    return;
  }
  // React first, then the island's own code, then its hydration, each in a task of its own: on a
  // slow phone, evaluating all of them at once is one long task.
  import('./hydrate-island.tsx')
    .then(async ({ hydrateIsland }) => {
      await nextTask();
      const Component = await loader();
      await nextTask();
      await hydrateIsland(element, Component, readProps(element));
    })
    // Its code did not come (offline, a new build): the island stays the server's HTML, which
    // works as HTML.
    .catch(() => undefined)
    .finally(done);
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const element = islandOf.get(entry.target);
            if (!element) continue;
            if (entry.isIntersecting) {
              for (const box of boxesOf.get(element) ?? []) observer?.unobserve(box);
              load(element);
            }
            unreported.delete(element);
          }
          markWhenSettled();
        },
        { rootMargin: NEAR },
      )
    : undefined;
// An island's element lays out as its content (display: contents) and has no box of its own:
// the observer watches each of its elements, and the island loads when any comes near the screen.
// A page reloaded far down a tall island (the news list) shows its end, not its first element.
const islandOf = new Map<Element, HTMLElement>();
const boxesOf = new Map<HTMLElement, Element[]>();
/** Whether this browser holds a staff session (its token; expired or not, the island decides). */
function staffSession(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

for (const element of islands) {
  if (element.hasAttribute('data-staff')) {
    unreported.delete(element);
    if (staffSession()) load(element);
    continue;
  }
  const boxes = element.children.length > 0 ? [...element.children] : [element];
  for (const box of boxes) islandOf.set(box, element);
  boxesOf.set(element, boxes);
  const watch = () => {
    if (!observer) load(element);
    else for (const box of boxes) observer.observe(box);
  };
  if (element.hasAttribute('data-later')) afterLoad(watch);
  else watch();
  for (const type of FIRST_USE) {
    element.addEventListener(
      type,
      () => {
        load(element);
      },
      { once: true, capture: true },
    );
  }
}
markWhenSettled();
