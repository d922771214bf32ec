/**
 * The site's languages. Spanish lives at the unprefixed addresses; French under /fr/ and English
 * under /en/, with the same page paths after the prefix. The staff's pages are Spanish only.
 */
export const LANGS = ['es', 'fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** The languages other than Spanish, each with its address prefix. */
export const PREFIXED_LANGS = ['fr', 'en'] as const satisfies readonly Lang[];

/** `<html lang>` of each language's pages. */
export const HTML_LANG: Readonly<Record<Lang, string>> = { es: 'es-CL', fr: 'fr', en: 'en' };

/**
 * The locale each language formats dates and numbers in: Chile's Spanish, France's French and
 * British English (day before month, as families in Chile read dates).
 */
export const LANG_LOCALE: Readonly<Record<Lang, string>> = {
  es: 'es-CL',
  fr: 'fr-FR',
  en: 'en-GB',
};

/** Open Graph's locale of each language. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { es: 'es_CL', fr: 'fr_FR', en: 'en_GB' };

const PREFIX = /^\/(fr|en)(?=\/|$)/;

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The language of an address's path: its prefix, or Spanish. */
export function langOfPath(pathname: string): Lang {
  const match = PREFIX.exec(pathname);
  return match?.[1] === 'fr' || match?.[1] === 'en' ? match[1] : DEFAULT_LANG;
}

/** The path without its language prefix (`/fr/historia` → `/historia`, `/fr` → `/`). */
export function pathWithoutLang(pathname: string): string {
  const rest = pathname.replace(PREFIX, '');
  return rest === '' ? '/' : rest;
}

/**
 * A site path in a language: `/historia` → `/fr/historia`, `/` → `/fr/`. Spanish keeps the path
 * as it is. A path may carry a query or a hash.
 */
export function pathInLang(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/**
 * A time of day ("9:00", "19:30") as French writes it: "9 h", "19 h 30", with no-break spaces so
 * that a line never ends between the hour and its "h".
 */
export function frenchClock(value: string): string {
  const match = /^0?(\d+):(\d\d)$/.exec(value);
  if (!match) return value;
  const [, hours = '', minutes = ''] = match;
  return minutes === '00' ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`;
}
