import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { langOfPath, type Lang } from '@lbj/shared';
import { LangContext } from '../i18n/lang.tsx';
import { sectionLoaders } from '../i18n/sections.ts';
import { TextsContext, type Catalogue, type Section } from '../i18n/texts.tsx';
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
  const lang = langOfPath(window.location.pathname);
  const texts = await loadTexts(lang, element.dataset.texts?.split(' ') ?? []);
  const island = (
    <LangContext value={lang}>
      <TextsContext value={texts}>
        <Component {...props} />
      </TextsContext>
    </LangContext>
  );
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

/** The text sections an island reads (the server wrote which), in the page's language. */
async function loadTexts(lang: Lang, names: readonly string[]): Promise<Partial<Catalogue>> {
  const sections = names.filter((name): name is Section => name in sectionLoaders);
  const loaded = await Promise.all(sections.map((name) => sectionLoaders[name][lang]()));
  return Object.fromEntries(sections.map((name, index) => [name, loaded[index]]));
}

function withResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
