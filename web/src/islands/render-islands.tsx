import type { ReactNode } from 'react';
import {
  IslandCollectorContext,
  islandIdPrefix,
  islandMarker,
  type IslandCollector,
} from './island.tsx';

/** Renders a tree to HTML; with a prefix, its ids (useId) start with it. */
export type RenderToHtml = (tree: ReactNode, identifierPrefix?: string) => Promise<string>;

/**
 * A public page's HTML with its islands. The page's render leaves a marker where each island
 * goes; each island is then rendered on a root of its own, in `contexts` (those the page's render
 * had), with its own identifier prefix, exactly as the browser will hydrate it, and put in place
 * of its marker.
 */
export async function renderWithIslands(
  page: ReactNode,
  contexts: (island: ReactNode) => ReactNode,
  render: RenderToHtml,
): Promise<string> {
  const collector: IslandCollector = new Map();
  let html = await render(
    <IslandCollectorContext value={collector}>{page}</IslandCollectorContext>,
  );
  for (const { id, props, Component } of collector.values()) {
    const own = await render(contexts(<Component {...props} />), islandIdPrefix(id));
    html = html.replace(islandMarker(id), () => own);
  }
  return html;
}
