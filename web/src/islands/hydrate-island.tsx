import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initSession } from '../lib/session-token.ts';
import { islandIdPrefix, type IslandProps } from './island.tsx';
import { nextTask } from './next-task.ts';

// Drop an expired or malformed admin token before an island reads it.
initSession();

/** Tells its island's element, once React has committed the island's first render. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
    // Only the first commit: the island's hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/**
 * Hydrates one island: its root is the `<div data-island>` the server rendered it in, with the
 * same identifier prefix, so React adopts the server's HTML as it is (what a visitor typed in a
 * field stays); an island that reads the address or has links (`data-router`) gets its router,
 * whose code only such islands load. In a transition, so a slow phone never sees one long
 * frozen task. The element says `data-code` once React owns it (controls that only code can
 * work show then), and the promise resolves.
 */
export async function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  props: IslandProps,
): Promise<void> {
  const id = element.dataset.id ?? '';
  const island = <Component {...props} />;
  let tree = island;
  if (element.hasAttribute('data-router')) {
    const { IslandRouter } = await import('./island-router.tsx');
    await nextTask();
    tree = <IslandRouter>{island}</IslandRouter>;
  }
  const { promise, resolve } = withResolvers();
  const onHydrated = () => {
    element.setAttribute('data-code', '');
    resolve();
  };
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Hydrated onHydrated={onHydrated}>{tree}</Hydrated>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  });
  return promise;
}

function withResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
