import { galleryPhotosSchema, MESSAGES, type GalleryPhoto } from '@lbj/shared';
import { serverMessage } from '../api/gallery-api.ts';

/** One photo of the grid. Library photos carry an id (the administrator can delete them). */
export interface GridPhoto {
  url: string;
  /** Set for photos of the site's own library; Facebook photos have none. */
  id: number | null;
  /** Renditions of a library photo, for srcset. */
  variants: GalleryPhoto['variants'];
}

/** What /galeria/{year} shows (SPEC 4: loading, error, empty, or list; SPEC 8: bad format). */
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

export type YearPhotosAction =
  | { type: 'reload' }
  | { type: 'loaded'; body: unknown; library: readonly GalleryPhoto[] }
  | { type: 'failed'; error: unknown }
  | { type: 'removed'; url: string };

export const initialYearPhotosState: YearPhotosState = {
  view: { kind: 'loading' },
  refreshing: false,
};

/**
 * Reads the body of GET /api/facebook-photos with the shared schema: no photos array (or
 * anything but URLs in it) is a bad format; library photos lend their id and renditions.
 */
export function interpretPhotosBody(
  body: unknown,
  library: readonly GalleryPhoto[] = [],
): YearPhotosView {
  const parsed = galleryPhotosSchema.safeParse(body);
  if (!parsed.success) return { kind: 'badFormat' };
  // The same URL twice would be the same picture twice; it also keeps React keys unique.
  const urls = [...new Set(parsed.data.photos.map((url) => url.trim()).filter(Boolean))];
  if (urls.length === 0) return { kind: 'empty' };
  const byUrl = new Map(library.map((photo) => [photo.url, photo]));
  return {
    kind: 'photos',
    photos: urls.map((url) => {
      const own = byUrl.get(url);
      return { url, id: own?.id ?? null, variants: own?.variants ?? [] };
    }),
  };
}

/** SPEC 8, gallery failure: the server's message, or "Error al cargar las fotos". */
export function galleryErrorMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.galleryLoadFailed;
}

const showsContent = (view: YearPhotosView) => view.kind === 'photos' || view.kind === 'empty';

export function yearPhotosReducer(
  state: YearPhotosState,
  action: YearPhotosAction,
): YearPhotosState {
  switch (action.type) {
    case 'reload':
      // Keep the grid (and the focus inside it) while new photos load; states without
      // content go back to "Cargando fotos…".
      return showsContent(state.view)
        ? { ...state, refreshing: true }
        : { view: { kind: 'loading' }, refreshing: false };
    case 'loaded':
      return { view: interpretPhotosBody(action.body, action.library), refreshing: false };
    case 'failed':
      return {
        view: { kind: 'error', message: galleryErrorMessage(action.error) },
        refreshing: false,
      };
    case 'removed': {
      if (state.view.kind !== 'photos') return state;
      const photos = state.view.photos.filter((photo) => photo.url !== action.url);
      return {
        ...state,
        view: photos.length > 0 ? { kind: 'photos', photos } : { kind: 'empty' },
      };
    }
  }
}
