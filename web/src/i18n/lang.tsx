import { createContext, use } from 'react';
import { DEFAULT_LANG, LANG_LOCALE, pathInLang, type Lang } from '@lbj/shared';

/** The language of the page being shown: from its address's prefix (`/fr/…`, `/en/…`). */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export const useLang = (): Lang => use(LangContext);

/** The locale the page's language formats dates and numbers in. */
export const useLocale = (): string => LANG_LOCALE[use(LangContext)];

/**
 * A site path in the page's language: `/historia` → `/fr/historia` on a French page. Every link
 * between public pages goes through it, so a visitor's language holds through navigation.
 */
export function useLocalePath(): (path: string) => string {
  const lang = use(LangContext);
  return (path) => pathInLang(lang, path);
}
