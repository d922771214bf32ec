import { useEffect } from 'react';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';

/** Asks before the page is left (reload, another address, a link) while edits are unsaved. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // A link of the site (a client-side navigation) unmounts the panel: ask first. Capture
    // phase, before the router's own handler, which skips a click whose default was prevented.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const url = new URL(target.href, window.location.href);
      if (url.pathname === window.location.pathname) return;
      if (!window.confirm(T.leaveWarning)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
