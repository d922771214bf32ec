import { newsPath, newsTranslation, type Lang, type TranslationLanguage } from '@lbj/shared';
import { useLang } from '../../../i18n/lang.tsx';

/** An item as the lists carry it: a card's NewsItem, or the home page's NewsTeaser. */
interface ShowableNews {
  id: number;
  titulo: string;
  descripcion?: string;
  ruta?: string | undefined;
  traducciones?:
    | {
        readonly [L in TranslationLanguage]?:
          { titulo: string; descripcion?: string | undefined } | undefined;
      }
    | undefined;
}

/** What a page shows of an item: its translation into the page's language, else its Spanish. */
export interface ShownNews {
  titulo: string;
  /** The text; undefined for a teaser, which carries none. */
  descripcion: string | undefined;
  /**
   * `'es'` when these are the Spanish words on a French or English page (the item has no
   * translation into it): the `lang` of the elements that hold them. Undefined otherwise.
   */
  lang: 'es' | undefined;
  /**
   * The item's page in that language, without the language prefix (useLocalePath adds it): its
   * slug follows the title shown, as the server's address does (no redirect on the way).
   */
  path: string;
}

export function newsShownIn(item: ShowableNews, lang: Lang): ShownNews {
  const translation = newsTranslation(item, lang);
  if (translation) {
    return {
      titulo: translation.titulo,
      descripcion: translation.descripcion,
      lang: undefined,
      path: newsPath(item.id, translation.titulo),
    };
  }
  return {
    titulo: item.titulo,
    descripcion: item.descripcion,
    lang: lang === 'es' ? undefined : 'es',
    // An older server's item has no `ruta`: its page redirects from the id.
    path: item.ruta ?? `/news/${String(item.id)}`,
  };
}

/** The item as the page being shown presents it (newsShownIn in the page's language). */
export function useNewsShown(item: ShowableNews): ShownNews {
  return newsShownIn(item, useLang());
}
