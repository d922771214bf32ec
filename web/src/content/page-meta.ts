import type { Lang } from '@lbj/shared';
import { pageMeta as english } from './page-meta.en.ts';
import { pageMeta as french } from './page-meta.fr.ts';
import { pageDescriptions } from './page-descriptions.ts';
import type { PageMeta } from './pages.ts';

/** A page's title and meta description in one language, by the page's path. */
export interface PageText {
  title: string;
  description?: string;
}

export type PageTexts = Readonly<Record<string, PageText>>;

const translated: Readonly<Record<Exclude<Lang, 'es'>, PageTexts>> = { fr: french, en: english };

/**
 * A page's title and description in a language: Spanish from the page list, French and English
 * from their own lists (only the build and the server read them). A public page without them in
 * a language fails a test.
 */
export function pageText(page: PageMeta, lang: Lang): PageText {
  if (lang === 'es') {
    const description = pageDescriptions[page.path];
    return description === undefined ? { title: page.title } : { title: page.title, description };
  }
  return translated[lang][page.path] ?? { title: page.title };
}
