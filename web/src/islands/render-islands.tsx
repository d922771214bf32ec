import type { ReactNode } from 'react';
import { TextsUsageContext } from '../i18n/texts.tsx';
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
 * of its marker; its element names the text sections it read (`data-texts`).
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
    const sections = new Set<string>();
    const own = await render(
      contexts(
        <TextsUsageContext value={sections}>
          <Component {...props} />
        </TextsUsageContext>,
      ),
      islandIdPrefix(id),
    );
    // The text sections it read: the browser loads those, in the page's language, before it
    // hydrates the island.
    const texts = sections.size > 0 ? ` data-texts="${[...sections].sort().join(' ')}"` : '';
    html = html
      .replace(`data-id="${id}"`, () => `data-id="${id}"${texts}`)
      .replace(islandMarker(id), () => own);
  }
  return html;
}
