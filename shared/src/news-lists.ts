import { newsPath } from './news-page.ts';
import { PREFIXED_LANGS } from './lang.ts';
import type { TranslationLanguage } from './translations.ts';

// News as the other pages list it: the home page's latest items, built by the server
// from public items and rendered in the page as served (ADR 0024).

/** The page data key of the home page's latest news. */
export const LATEST_NEWS_KEY = 'noticiasRecientes';

/** How many items the home page shows. */
export const LATEST_NEWS_COUNT = 3;

/** One item as a short card shows it: title, category, date, picture and its own page. */
export interface NewsTeaser {
  id: number;
  titulo: string;
  categoria: string;
  /** ISO 8601 (the publication instant). */
  fecha: string;
  /** The item's own page. */
  ruta: string;
  /** Null when the item has no picture (its photo was taken down). */
  imagen: { src: string; srcSet: string } | null;
  /**
   * The title of each translation the item has (`{}` when none): a French or English page shows
   * it, or the Spanish title marked `lang="es"` (absent in data from before translations).
   */
  traducciones?: { fr?: { titulo: string }; en?: { titulo: string } };
}

interface TeaserSource {
  id: number;
  titulo: string;
  tipo_noticia: string;
  fecha: string;
  imagen: string | null;
  imagenes?: { width: number; url: string }[] | undefined;
  ruta?: string | undefined;
  traducciones?:
    { readonly [L in TranslationLanguage]?: { titulo: string } | undefined } | undefined;
}

/** The teaser of an item as the API gives it. */
export function toNewsTeaser(item: TeaserSource): NewsTeaser {
  // Only the titles: a teaser shows no text.
  const traducciones: NonNullable<NewsTeaser['traducciones']> = {};
  for (const idioma of PREFIXED_LANGS) {
    const translation = item.traducciones?.[idioma];
    if (translation) traducciones[idioma] = { titulo: translation.titulo };
  }
  return {
    id: item.id,
    titulo: item.titulo,
    categoria: item.tipo_noticia,
    fecha: item.fecha,
    ruta: item.ruta ?? newsPath(item.id, item.titulo),
    imagen:
      item.imagen === null
        ? null
        : {
            src: item.imagen,
            srcSet: (item.imagenes ?? [])
              .map((variant) => `${variant.url} ${String(variant.width)}w`)
              .join(', '),
          },
    traducciones,
  };
}
