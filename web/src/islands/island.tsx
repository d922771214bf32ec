import { createContext, use, useId, type ComponentType } from 'react';

/** What an island's props may hold: they travel in the page as JSON. */
export type IslandJson =
  | string
  | number
  | boolean
  | null
  | readonly IslandJson[]
  | { readonly [key: string]: IslandJson | undefined };

export type IslandProps = Readonly<Record<string, IslandJson | undefined>>;

/** One island met by the server's render of a public page, rendered again on its own root. */
interface CollectedIsland {
  /** The island's place in the page: its marker, and its root's identifier prefix. */
  id: string;
  props: IslandProps;
  Component: ComponentType<IslandProps>;
}

/**
 * Present only on the server's render of a public page: the islands it meets, by id. An island
 * met twice (React renders a component again after a sibling suspended) is kept once.
 */
export type IslandCollector = Map<string, CollectedIsland>;

export const IslandCollectorContext = createContext<IslandCollector | undefined>(undefined);

/** The comment that stands for an island's HTML until the server puts it in. */
export const islandMarker = (id: string): string => `<!--lbj-island:${id}-->`;

/** The identifier prefix of an island's root: its ids (useId) are the same on both sides. */
export const islandIdPrefix = (id: string): string => `${id}-`;

/**
 * Declares a component that needs code in the browser. On a public page the server renders it on
 * a root of its own, inside `<div data-island>` with its props as JSON; the browser loads its
 * code when it comes near the screen or is first used, and hydrates that root alone. Everything
 * else on the page is HTML that never runs code. In the staff's app and in tests (no collector)
 * the component renders as it is. `name` must be a key of the islands' registry.
 */
export function island<P extends { [K in keyof P]: IslandJson | undefined }>(
  name: string,
  Component: ComponentType<P>,
  {
    staff = false,
    router = false,
    later = false,
  }: {
    /**
     * Reads the address or has links (React Router's): its root gets a router in the browser.
     * The others do without its code.
     */
    router?: boolean;
    /**
     * Shows something only to a signed-in staff member (nothing in the server's HTML): its code
     * loads at once on a browser that holds a staff session, and never on a visitor's.
     */
    staff?: boolean;
    /**
     * What it adds can wait until the page has settled: its code loads at its first use, or a
     * few seconds after the page's load if it is near the screen, never while the page is still
     * loading (the carousel's rotation, the news board's dialog: until then the page's HTML
     * shows the same and its links load whole pages).
     */
    later?: boolean;
  } = {},
): ComponentType<P> {
  function Island(props: P) {
    const collector = use(IslandCollectorContext);
    const reactId = useId();
    if (!collector) return <Component {...props} />;
    const id = `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
    if (!collector.has(id)) {
      collector.set(id, {
        id,
        props: props,
        Component: Component as unknown as ComponentType<IslandProps>,
      });
    }
    return (
      <div
        data-island={name}
        data-id={id}
        data-props={JSON.stringify(props)}
        data-staff={staff ? '' : undefined}
        data-router={router ? '' : undefined}
        data-later={later ? '' : undefined}
        dangerouslySetInnerHTML={{ __html: islandMarker(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
