import { StrictMode, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initSession } from '../lib/session-token.ts';
import { islandIdPrefix, type IslandProps } from './island.tsx';
import { IslandRouter } from './island-router.tsx';

// Drop an expired or malformed admin token before an island reads it.
initSession();

/**
 * Hydrates one island: its root is the `<div data-island>` the server rendered it in, with the
 * same tree (its router, then the component) and the same identifier prefix, so React adopts the
 * server's HTML as it is (what a visitor typed in a field stays). In a transition, so a slow
 * phone never sees one long frozen task. The element says `data-code` once React owns it
 * (controls that only code can work show then), and the promise resolves.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  props: IslandProps,
): Promise<void> {
  const id = element.dataset.id ?? '';
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const onHydrated = () => {
    element.setAttribute('data-code', '');
    resolve();
  };
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <IslandRouter onHydrated={onHydrated}>
          <Component {...props} />
        </IslandRouter>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  });
  return promise;
}
