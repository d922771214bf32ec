import {
  CALENDAR_PATHS,
  DIGEST_MAIL as W,
  DIGEST_TOKEN_PATHS,
  digestLevelNames,
  newsPath,
} from '@lbj/shared';
import { xmlText } from '../../lib/xml.ts';
import type { DigestContent, DigestEvent } from './digest.content.ts';

/** A mail ready for the queue. */
export interface DigestMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The links every family mail carries, each with its token. */
export interface FamilyLinks {
  preferences: string;
  /** The one-click leave of this mail's list (the digest's or the urgent notices'). */
  leave: string;
}

/** One `List-Id` per list, on the site's host (RFC 2919). */
function listHeaders(list: 'boletin' | 'urgente', host: string, leave: string) {
  const name =
    list === 'boletin'
      ? 'Boletin semanal del Colegio Le Beau Jour'
      : 'Avisos urgentes del Colegio Le Beau Jour';
  return {
    'List-Id': `"${name}" <${list === 'boletin' ? 'boletin' : 'avisos-urgentes'}.${host}>`,
    'List-Unsubscribe': `<${leave}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The links of a family's mail, made from its tokens, all on the site. */
export function familyLinks(publicUrl: string, tokens: { preferences: string; leave: string }) {
  return {
    preferences: `${publicUrl}${DIGEST_TOKEN_PATHS.preferences}/${tokens.preferences}`,
    leave: `${publicUrl}${DIGEST_TOKEN_PATHS.leave}/${tokens.leave}`,
  };
}

const levelsOf = (event: DigestEvent) =>
  event.niveles.length === 0 ? W.wholeSchool : digestLevelNames(event.niveles);

/**
 * The HTML around a mail's sections: one column, system fonts, no image, no script, no
 * tracking; colours that the reader's dark mode may invert (`color-scheme`), readable at 320 px.
 */
function mailDocument(title: string, sections: string, footer: string): string {
  return [
    '<!doctype html><html lang="es-CL"><head><meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" />',
    `<title>${xmlText(title)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    sections,
    `<hr style="border:none;border-top:1px solid #8886;margin:24px 0" /><div style="font-size:14px">${footer}</div>`,
    '</div></body></html>',
  ].join('');
}

const link = (href: string, text: string) => `<a href="${xmlText(href)}">${xmlText(text)}</a>`;

/** The footer of every family mail: why it came, preferences, and leaving this list. */
function mailFooter(links: FamilyLinks, leaveText: string) {
  return {
    text: ['--', W.why, `${W.preferences}: ${links.preferences}`, `${leaveText}: ${links.leave}`],
    html: `<p>${xmlText(W.why)}</p><p>${link(links.preferences, W.preferences)} · ${link(links.leave, leaveText)}</p><p>${xmlText(W.school)}</p>`,
  };
}

/** A family's weekly digest: HTML and plain text, with the headers of the digest's list. */
export function digestMail(input: {
  content: DigestContent;
  levels: readonly string[];
  date: string;
  publicUrl: string;
  host: string;
  links: FamilyLinks;
}): DigestMail {
  const { content, publicUrl, links } = input;
  const newsUrl = (id: number, titulo: string) => `${publicUrl}${newsPath(id, titulo)}`;
  const eventUrl = (event: DigestEvent) =>
    `${publicUrl}${CALENDAR_PATHS.event(event.id, event.titulo)}`;
  const text: string[] = [
    `${W.digestHeading} · ${W.school}`,
    W.forLevels(digestLevelNames(input.levels)),
    '',
  ];
  const html: string[] = [
    `<h1 style="font-size:22px;margin:0 0 4px">${xmlText(W.digestHeading)}</h1>`,
    `<p style="margin:0 0 16px">${xmlText(W.forLevels(digestLevelNames(input.levels)))}</p>`,
  ];
  const section = (
    heading: string,
    items: { line: string; href: string; title: string; detail: string }[],
  ) => {
    if (items.length === 0) return;
    text.push(heading, ...items.flatMap((item) => [`- ${item.line}`, `  ${item.href}`]), '');
    html.push(
      `<h2 style="font-size:18px;margin:20px 0 8px">${xmlText(heading)}</h2><ul style="padding-left:20px;margin:0">`,
      ...items.map(
        (item) =>
          `<li style="margin:0 0 8px">${link(item.href, item.title)}${item.detail ? `<br />${xmlText(item.detail)}` : ''}</li>`,
      ),
      '</ul>',
    );
  };
  section(
    W.newsHeading,
    content.noticias.map((item) => ({
      line: item.titulo,
      href: newsUrl(item.id, item.titulo),
      title: item.titulo,
      detail: '',
    })),
  );
  section(
    W.changesHeading,
    content.cambios.map((event) => {
      const detail = `${W.change[event.cambio] ?? event.cambio} · ${event.cuando} · ${levelsOf(event)}`;
      return {
        line: `${event.titulo} (${detail})`,
        href: eventUrl(event),
        title: event.titulo,
        detail,
      };
    }),
  );
  section(
    W.nextHeading,
    content.proximos.map((event) => {
      const detail = [event.cuando, event.lugar, levelsOf(event)].filter(Boolean).join(' · ');
      return {
        line: `${event.titulo} (${detail})`,
        href: eventUrl(event),
        title: event.titulo,
        detail,
      };
    }),
  );
  const footer = mailFooter(links, W.leaveDigest);
  text.push(...footer.text);
  const subject = W.digestSubject(input.date);
  return {
    subject,
    text: text.join('\n'),
    html: mailDocument(subject, html.join(''), footer.html),
    headers: listHeaders('boletin', input.host, links.leave),
  };
}

/**
 * An urgent notice or a cancellation, mailed at once: its words, a link on the site when it has
 * one, and the headers of the urgent notices' list (leaving it keeps the digest).
 */
export function urgentMail(input: {
  titulo: string;
  texto: string;
  /** A path or an address on the site; one elsewhere is left out (links only to the site). */
  enlace: string | null;
  publicUrl: string;
  host: string;
  tokens: { preferences: string; leave: string };
}): DigestMail {
  const { publicUrl } = input;
  const links = familyLinks(publicUrl, input.tokens);
  const href =
    input.enlace === null
      ? null
      : input.enlace.startsWith('/')
        ? `${publicUrl}${input.enlace}`
        : input.enlace.startsWith(`${publicUrl}/`)
          ? input.enlace
          : null;
  const subject = W.urgentSubject(input.titulo);
  const footer = mailFooter(links, W.leaveUrgent);
  const text = [
    `${W.urgentHeading} · ${W.school}`,
    '',
    input.texto,
    ...(href ? ['', href] : []),
    '',
    ...footer.text,
  ];
  const html = [
    `<h1 style="font-size:22px;margin:0 0 12px">${xmlText(W.urgentHeading)}</h1>`,
    `<p style="font-size:18px">${xmlText(input.texto)}</p>`,
    href ? `<p>${link(href, href)}</p>` : '',
  ].join('');
  return {
    subject,
    text: text.join('\n'),
    html: mailDocument(subject, html, footer.html),
    headers: listHeaders('urgente', input.host, links.leave),
  };
}
