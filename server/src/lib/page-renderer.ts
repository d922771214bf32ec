import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ID, PAGE_TEMPLATE_SLOTS } from '@lbj/shared';

// Pages whose content is data staff change (documents, the supplies list, the latest news) are
// rendered by the server with the web's own React code (ADR 0024): the web build writes the
// page as a template (layout, styles, scripts, a slot for the app and one for its data) and its
// server render bundle; this fills the template per request, cached by address and data.

/** What the server uses of the web's render bundle (web/src/entry-server.tsx). */
export interface SsrBundle {
  /** The app's HTML at `location` (path and query), with the page data in context. */
  renderWithData(location: string, data: Record<string, unknown>): Promise<string>;
}

/** The web build's render bundle beside the built site, or undefined when there is none. */
export async function loadSsrBundle(webDist: string): Promise<SsrBundle | undefined> {
  const file = path.join(webDist, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<SsrBundle>;
  return typeof bundle.renderWithData === 'function'
    ? { renderWithData: bundle.renderWithData.bind(bundle) }
    : undefined;
}

/** JSON inside a <script>: no `<` can close it or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A tag React hoists to the start of its output: a <title>, a <meta>, a <link>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a moved head tag replaces in the template: the tag of the same title, name or property;
 * for a language's `<link rel="alternate" hreflang>` (React writes `hrefLang`), the template's of
 * the same language, if it has one.
 */
function sameTagIn(tag: string): RegExp | undefined {
  if (tag.startsWith('<title>')) return /<title>[^<]*<\/title>\s*/;
  const attribute = /^<(meta|link)\s[^>]*?\b(name|property|rel)="([^"]+)"/.exec(tag);
  if (!attribute) return undefined;
  const [, element = '', kind = '', value = ''] = attribute;
  if (element === 'link' && kind === 'rel' && value === 'alternate') {
    const language = /\shreflang="([^"]+)"/i.exec(tag)?.[1];
    if (language === undefined) return undefined;
    return new RegExp(`<link\\s[^>]*\\bhreflang="${escapeRegExp(language)}"[^>]*>\\s*`, 'i');
  }
  if (element === 'link' && !(kind === 'rel' && value === 'canonical')) return undefined;
  return new RegExp(`<${element}\\s[^>]*\\b${kind}="${escapeRegExp(value)}"[^>]*>\\s*`);
}

/**
 * A page that renders its own <title>, <meta name|property>, <link rel="canonical"> or
 * <link rel="alternate" hreflang> (an event's page: its title, description, share tags and its
 * other languages) gets them in the document's head: React writes them at the start of the app's
 * HTML, inside #root, where they do not belong. Each takes the place of the template's tag of the
 * same kind, if any; other pages' documents are unchanged.
 */
export function moveHoistedHead(template: string, appHtml: string): [string, string] {
  let rest = appHtml;
  let document = template;
  const moved: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    const same = sameTagIn(match[0]);
    if (!same) break;
    document = document.replace(same, '');
    moved.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  if (moved.length === 0) return [template, appHtml];
  return [document.replace('</head>', () => `${moved.join('\n    ')}\n  </head>`), rest];
}

/** Rendered documents kept in memory at most; the least recently used goes first. */
const CACHE_ENTRIES = 200;

export interface PageRenderer {
  /**
   * The document of `template` at `location` with `data`: from the cache, or rendered now.
   * `once`: a document that will never be asked for again (a form's signed stamp is new on every
   * request) is rendered and not kept, so it never pushes out one that will.
   */
  render(
    template: string,
    location: string,
    data: Record<string, unknown>,
    options?: { once?: boolean },
  ): Promise<string>;
}

export function createPageRenderer(bundle: SsrBundle): PageRenderer {
  // Keyed by template, address and data: a change of data (a write, a scheduled item coming
  // due) is a new key, so nothing stale is ever served and no write has to clear anything.
  const cache = new Map<string, Promise<string>>();
  const templateIds = new Map<string, number>();
  return {
    render(template, location, data, options = {}) {
      let templateId = templateIds.get(template);
      if (templateId === undefined) {
        templateId = templateIds.size;
        templateIds.set(template, templateId);
      }
      const json = scriptJson(data);
      const key = `${String(templateId)}\n${location}\n${json}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const rendered = bundle
        .renderWithData(location, data)
        .then((rendered) => moveHoistedHead(template, rendered))
        .then(([document, appHtml]) =>
          document
            .replace(PAGE_TEMPLATE_SLOTS.html, () => appHtml)
            .replace(
              PAGE_TEMPLATE_SLOTS.data,
              () => `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`,
            ),
        );
      if (options.once) return rendered;
      cache.set(key, rendered);
      // A render that failed is not kept: the next request tries again.
      rendered.catch(() => cache.delete(key));
      if (cache.size > CACHE_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return rendered;
    },
  };
}
