import { paths } from '../config/paths.ts';
import type { Texts } from '../i18n/texts.tsx';
import type { FEATURED_TEXT } from './featured-text.ts';

export type FeaturedId = 'recognitions' | 'supplies' | 'hours';

export interface FeaturedItem {
  id: FeaturedId;
  title: string;
  summary: string;
  to: string;
  /** Label of the card's action. */
  action: string;
}

/** The featured cards' texts in one language (the `featured` section of the page's catalogue). */
export type FeaturedText = Texts<typeof FEATURED_TEXT>;

const LINKS: Readonly<Record<FeaturedId, string>> = {
  recognitions: paths.recognitions,
  supplies: paths.supplies,
  hours: paths.hours,
};

/** Home's cards in FACTS.md order; /news shows the same three in its own order. */
const ORDER = {
  home: ['recognitions', 'supplies', 'hours'],
  news: ['hours', 'supplies', 'recognitions'],
} as const satisfies Record<string, readonly FeaturedId[]>;

/**
 * A page's three featured cards in the page's language (`text`: `useTexts().featured`), the
 * supplies card titled for `year` (null: no year). Their `to` is the Spanish path: the card's
 * link puts it in the page's language.
 */
export function featuredCards(
  text: FeaturedText,
  page: keyof typeof ORDER,
  year: number | null,
): readonly FeaturedItem[] {
  return ORDER[page].map((id) => ({
    id,
    title: id === 'supplies' ? text.suppliesTitle[page](year) : text[id].title,
    summary: text[id].summary,
    to: LINKS[id],
    action: text.action,
  }));
}
