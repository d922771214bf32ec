import { newsPath, type NewsItem, type NewsTranslations } from '@lbj/shared';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import { sourceHash, toTranslations } from '../../lib/translations.ts';
import type { NewsRecord, NewsTranslationRecord } from './news.repository.ts';

/** The width of the rendition `imagen` points to; `imagenes` lists every width for srcset. */
const IMAGEN_WIDTH = 960;

/** What a translation is made from: the item's Spanish title and text (not its category or photo). */
export const newsSource = (row: Pick<NewsRecord, 'titulo' | 'descripcion'>): string =>
  sourceHash([row.titulo, row.descripcion]);

/** The item's stored translations as its answers carry them, each outdated or not. */
function newsTranslations(
  row: NewsRecord,
  stored: readonly NewsTranslationRecord[],
): NewsTranslations {
  return toTranslations(
    stored,
    () => newsSource(row),
    ({ titulo, descripcion }) => ({ titulo, descripcion }),
  );
}

/**
 * The allow-list of what a news item shows: public fields and public URLs only. The image key
 * appears only inside the URLs; the folder on disk never leaves the server. An administrator's
 * view adds the state and the requested date. `translations` are the item's stored ones.
 */
export function toNewsItem(
  row: NewsRecord,
  images: Pick<ImageStore, 'url' | 'variants'>,
  view: 'public' | 'admin' = 'public',
  translations: readonly NewsTranslationRecord[] = [],
): NewsItem {
  const key = row.image_key;
  const widths = key === null ? [] : parseWidths(row.image_widths);
  const item: NewsItem = {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    tipo_noticia: row.tipo_noticia,
    // Null once its photo was taken down: the item keeps its text.
    imagen: key === null ? null : images.url(key, widths, IMAGEN_WIDTH),
    fecha: new Date(row.fecha).toISOString(),
    imagenes: key === null ? [] : images.variants(key, widths),
    actualizado: new Date(row.actualizado).toISOString(),
    ruta: newsPath(row.id, row.titulo),
    traducciones: newsTranslations(row, translations),
  };
  if (view === 'admin') {
    item.estado = row.estado;
    item.publicar_en = row.publicar_en === null ? null : new Date(row.publicar_en).toISOString();
  }
  return item;
}

/** The later of two ISO 8601 UTC instants (as stored, they compare as text). */
export const later = (a: string, b: string): string => (a > b ? a : b);
