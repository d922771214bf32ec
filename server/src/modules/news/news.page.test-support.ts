// A small reader of the served item pages (parse5: the same parsing a browser does), for the
// item page's tests (not a test file itself).
import { parse, type DefaultTreeAdapterTypes as P } from 'parse5';
import { expect } from 'vitest';
import { NEWS_PAGE_DATA_ID, type NewsPageData } from '@lbj/shared';

type Node = P.Node;
export type Element = P.Element;

const isElement = (node: Node): node is P.Element => 'tagName' in node;

function elements(root: Node): P.Element[] {
  const found: P.Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
    if (isElement(node) && node.tagName === 'template') walk((node as P.Template).content);
  };
  walk(root);
  return found;
}

export const attr = (el: P.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export function text(node: Node): string {
  if (node.nodeName === '#text') return (node as P.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

export function readPage(html: string) {
  const all = elements(parse(html));
  const root = all.find((el) => el.tagName === 'html');
  const head = all.find((el) => el.tagName === 'head');
  const body = all.find((el) => el.tagName === 'body');
  if (!root || !head || !body) throw new Error('no html, head or body');
  const inHead = elements(head);
  const meta = (key: string) =>
    inHead
      .filter((el) => el.tagName === 'meta' && (attr(el, 'property') ?? attr(el, 'name')) === key)
      .map((el) => attr(el, 'content'));
  const script = (predicate: (el: P.Element) => boolean) => {
    const found = inHead.filter((el) => el.tagName === 'script' && predicate(el));
    expect(found).toHaveLength(1);
    return JSON.parse(text(found[0] as P.Element)) as unknown;
  };
  return {
    lang: attr(root, 'lang'),
    title: inHead.filter((el) => el.tagName === 'title').map(text),
    meta,
    canonical: inHead
      .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical')
      .map((el) => attr(el, 'href')),
    /** Each `<link rel="alternate" hreflang>`: its language and address, in order. */
    alternates: inHead
      .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate')
      .filter((el) => attr(el, 'hreflang') !== undefined)
      .map((el) => [attr(el, 'hreflang'), attr(el, 'href')] as const),
    jsonLd: () => script((el) => attr(el, 'type') === 'application/ld+json'),
    data: () => script((el) => attr(el, 'id') === NEWS_PAGE_DATA_ID) as NewsPageData,
    body: elements(body),
    bodyText: text(body),
  };
}
