import {
  galleryPhotosSchema,
  galleryYearSchema,
  MESSAGES,
  type GalleryYearItem,
} from '@lbj/shared';
import { serverMessage } from '../../../lib/api-client.ts';

/** One photo of the grid. Library photos carry an id (the administrator can delete them). */
export type GridPhoto = GalleryYearItem;

/** What /galeria/{year} shows (loading, error, empty, or list; bad format). */
export type YearPhotosView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'badFormat' }
  | { kind: 'empty' }
  | { kind: 'photos'; photos: GridPhoto[] };

export interface YearPhotosState {
  view: YearPhotosView;
  /** A reload (after an upload) runs while the previous grid stays on screen. */
  refreshing: boolean;
}

/**
 * Reads the body of GET /api/facebook-photos with the shared schemas: no photos array (or
 * anything but URLs in it) is a bad format. `items` lends each photo its id and renditions;
 * a server without it (an older one) gives plain photos, with no id.
 */
export function interpretPhotosBody(body: unknown): YearPhotosView {
  const parsed = galleryPhotosSchema.safeParse(body);
  if (!parsed.success) return { kind: 'badFormat' };
  const { photos } = parsed.data;
  const full = galleryYearSchema.safeParse(body);
  const items =
    full.success && full.data.items.length === photos.length ? full.data.items : undefined;
  const seen = new Set<string>();
  const grid: GridPhoto[] = [];
  photos.forEach((raw, index) => {
    const url = raw.trim();
    // The same URL twice would be the same picture twice; it also keeps React keys unique.
    if (!url || seen.has(url)) return;
    seen.add(url);
    const item = items?.[index];
    grid.push({ url, id: item?.id ?? null, variants: item?.variants ?? [] });
  });
  return grid.length === 0 ? { kind: 'empty' } : { kind: 'photos', photos: grid };
}

/** Gallery failure: the server's message, or "Error al cargar las fotos". */
export function galleryErrorMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.galleryLoadFailed;
}

const showsContent = (view: YearPhotosView) => view.kind === 'photos' || view.kind === 'empty';

export interface YearQueryState {
  /** A response arrived: `body` holds it (undefined when it was not JSON). */
  loaded: boolean;
  body: unknown;
  /** The last request's failure, if it failed. */
  error: unknown;
  /** A request is under way. */
  fetching: boolean;
}

/**
 * The page's state from the query's: a reload keeps the grid (and the focus inside it) on
 * screen; states without content go back to "Cargando fotos…" while it runs.
 */
export function yearPhotosState({
  loaded,
  body,
  error,
  fetching,
}: YearQueryState): YearPhotosState {
  let view: YearPhotosView;
  if (error) view = { kind: 'error', message: galleryErrorMessage(error) };
  else if (loaded) view = interpretPhotosBody(body);
  else view = { kind: 'loading' };
  if (!fetching) return { view, refreshing: false };
  return showsContent(view)
    ? { view, refreshing: true }
    : { view: { kind: 'loading' }, refreshing: false };
}

/** The body without one photo (after a delete), so the grid updates without a round trip. */
export function withoutPhoto(body: unknown, url: string): unknown {
  const parsed = galleryPhotosSchema.safeParse(body);
  if (!parsed.success) return body;
  const keep = parsed.data.photos.map((photo) => photo.trim() !== url);
  const full = galleryYearSchema.safeParse(body);
  return {
    photos: parsed.data.photos.filter((_, index) => keep[index]),
    ...(full.success ? { items: full.data.items.filter((_, index) => keep[index]) } : {}),
  };
}
