import { newsPath, type NewsItem } from '@lbj/shared';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import type { NewsRecord } from './news.repository.ts';

/** The width of the rendition `imagen` points to; `imagenes` lists every width for srcset. */
const IMAGEN_WIDTH = 960;

/**
 * The allow-list of what a news item shows: public fields and public URLs only. The image key
 * appears only inside the URLs; the folder on disk never leaves the server. An administrator's
 * view adds the state and the requested date.
 */
export function toNewsItem(
  row: NewsRecord,
  images: Pick<ImageStore, 'url' | 'variants'>,
  view: 'public' | 'admin' = 'public',
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
  };
  if (view === 'admin') {
    item.estado = row.estado;
    item.publicar_en = row.publicar_en === null ? null : new Date(row.publicar_en).toISOString();
  }
  return item;
}

/** The later of two ISO 8601 UTC instants (as stored, they compare as text). */
export const later = (a: string, b: string): string => (a > b ? a : b);
