import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it; true once the page's code runs.
 * A form whose submission needs that code keeps its button disabled until then: the browser's
 * own submission would otherwise send the fields in the address (ADR 0036).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
