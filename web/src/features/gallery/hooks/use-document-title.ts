import { useEffect } from 'react';

/**
 * Sets <title> for a page whose title depends on its data (the year in the URL).
 * The layout sets each route's fixed title in its own effect, and a parent's effects run after
 * its children's in the same commit; a microtask runs once all of that commit's effects are done,
 * so this title is the one that stays.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    let active = true;
    document.title = title;
    queueMicrotask(() => {
      if (active) document.title = title;
    });
    return () => {
      active = false;
    };
  }, [title]);
}
