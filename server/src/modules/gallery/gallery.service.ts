import {
  AUDIT_MESSAGES,
  LIMITS,
  MESSAGES,
  UPLOAD_FIELDS,
  chileYear,
  type GalleryPhoto,
  type GalleryYear,
  type GalleryYearItem,
} from '@lbj/shared';
import {
  ImageRejectedError,
  NotFoundError,
  TooManyFilesError,
  UpstreamError,
  ValidationError,
} from '../../lib/errors.ts';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import { checkImage, parseWidths, type ImageStore, type StoredImage } from '../../lib/images.ts';
import { FacebookError, type FacebookClient } from './facebook.client.ts';
import type { GalleryPhotoRow, GalleryRepository } from './gallery.repository.ts';
import {
  CACHE_FRESH_MS,
  CACHE_MAX_STALE_MS,
  createStaleCache,
  type StaleCache,
} from './photo-cache.ts';

/** Form field of the upload; one or many files. */
export const PHOTO_FIELD = UPLOAD_FIELDS.galleryPhotos;
/** Files per upload request (the multipart plugin allows no more either). */
export const MAX_PHOTOS_PER_UPLOAD = LIMITS.galleryMaxPhotos;
/** Width of the rendition a photo URL points to: a grid cell and a tab of its own. */
const PHOTO_URL_WIDTH = 960;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface GalleryServiceDeps {
  repository: GalleryRepository;
  images: ImageStore;
  /** Absent when FACEBOOK_PAGE_ID or FACEBOOK_ACCESS_TOKEN is not set. */
  facebook: FacebookClient | undefined;
  now: Clock;
  log: WarnLogger;
  /** The activity log (services built for a test may go without). */
  audit?: AuditRecorder;
}

export interface GalleryService {
  /** GET /api/facebook-photos: library photos first, then the Facebook photos. */
  yearPhotoUrls(year: number): Promise<string[]>;
  /** The same photos in the same order, each with its library id and renditions (or none). */
  yearPhotos(year: number): Promise<GalleryYear>;
  years(): Promise<number[]>;
  listPhotos(year: number): Promise<GalleryPhoto[]>;
  /** All files are stored or none. */
  addPhotos(year: number, files: readonly UploadedFile[], by?: Actor): Promise<GalleryPhoto[]>;
  deletePhoto(id: number, by?: Actor): Promise<void>;
  close(): Promise<void>;
}

const YEARS_KEY = 'years';

export function createGalleryService(deps: GalleryServiceDeps): GalleryService {
  const { repository, images, facebook, now, log, audit } = deps;

  const logFacebookFailure = (error: unknown, what: string) => {
    // Only fixed fields: an arbitrary error could quote a URL, and Graph URLs carry the token.
    log.warn(
      error instanceof FacebookError
        ? { kind: error.kind, upstreamStatus: error.upstreamStatus, graphCode: error.graphCode }
        : { errorName: error instanceof Error ? error.name : typeof error },
      what,
    );
  };

  const photoCache: StaleCache<number, string[]> | undefined = facebook
    ? createStaleCache({
        load: (year, signal) => facebook.photosOfYear(year, signal),
        now,
        freshMs: CACHE_FRESH_MS,
        maxStaleMs: CACHE_MAX_STALE_MS,
        onBackgroundError: (_year, error) => {
          logFacebookFailure(error, 'Facebook refresh failed; serving cached photos');
        },
      })
    : undefined;

  const yearsCache: StaleCache<typeof YEARS_KEY, number[]> | undefined = facebook
    ? createStaleCache({
        load: (_key, signal) => facebook.photoYears(signal),
        now,
        freshMs: CACHE_FRESH_MS,
        maxStaleMs: CACHE_MAX_STALE_MS,
        onBackgroundError: (_key, error) => {
          logFacebookFailure(error, 'Facebook years refresh failed; serving cached years');
        },
      })
    : undefined;

  const toPhoto = (row: GalleryPhotoRow): GalleryPhoto => {
    const widths = parseWidths(row.image_widths);
    return {
      id: row.id,
      year: row.year,
      url: images.url(row.image_key, widths, PHOTO_URL_WIDTH),
      width: row.width,
      height: row.height,
      variants: images.variants(row.image_key, widths),
      createdAt: row.created_at,
    };
  };

  async function facebookPhotos(year: number): Promise<string[]> {
    if (!photoCache) return [];
    try {
      return await photoCache.get(year);
    } catch (error) {
      logFacebookFailure(error, 'Facebook photos unavailable and nothing cached');
      throw new UpstreamError();
    }
  }

  async function facebookYears(): Promise<number[]> {
    if (!yearsCache || !photoCache) return [];
    const fromCachedYears = photoCache
      .usable()
      .filter(([, urls]) => urls.length > 0)
      .map(([year]) => year);
    try {
      return [...(await yearsCache.get(YEARS_KEY)), ...fromCachedYears];
    } catch (error) {
      // The list of years is a convenience: without Facebook it still lists what is known.
      logFacebookFailure(error, 'Facebook years unavailable; listing known years only');
      return fromCachedYears;
    }
  }

  async function yearPhotos(year: number): Promise<GalleryYear> {
    // Library photos first: same origin, already sized, so the first row paints sooner.
    const [rows, fromFacebook] = await Promise.all([
      repository.listByYear(year),
      facebookPhotos(year),
    ]);
    const items: GalleryYearItem[] = [
      ...rows.map(toPhoto).map(({ url, id, variants }) => ({ url, id, variants })),
      ...fromFacebook.map((url) => ({ url, id: null, variants: [] })),
    ];
    return { photos: items.map((item) => item.url), items };
  }

  return {
    yearPhotos,

    async yearPhotoUrls(year) {
      return (await yearPhotos(year)).photos;
    },

    async years() {
      // "This year" is the school's, in Chile, wherever the server runs.
      const currentYear = chileYear(now());
      const [local, remote] = await Promise.all([repository.years(), facebookYears()]);
      return [...new Set([...local, ...remote])]
        .filter((year) => year >= LIMITS.galleryFirstYear && year <= currentYear)
        .sort((a, b) => b - a);
    },

    async listPhotos(year) {
      return (await repository.listByYear(year)).map(toPhoto);
    },

    async addPhotos(year, files, by = CONSOLE) {
      if (files.length === 0) throw new ValidationError(MESSAGES.photosRequired, PHOTO_FIELD);
      if (files.length > MAX_PHOTOS_PER_UPLOAD) {
        throw new TooManyFilesError(MAX_PHOTOS_PER_UPLOAD, PHOTO_FIELD);
      }
      // Every file is checked before any is written, so a bad one costs no encoding work.
      for (const file of files) await rejectingFile(file, () => checkImage(file.bytes));

      const stored: StoredImage[] = [];
      try {
        for (const file of files) {
          stored.push(await rejectingFile(file, () => images.store(file.bytes)));
        }
        const createdAt = now().toISOString();
        const rows = await repository.insertMany(
          stored.map((image) => ({
            year,
            imageKey: image.key,
            widths: image.widths,
            width: image.width,
            height: image.height,
            createdAt,
          })),
        );
        // Never throws: a failure to log does not undo the stored photos.
        await audit?.record(by, {
          accion: 'galeria.subir',
          detalle: AUDIT_MESSAGES.photos(rows.length, year),
        });
        return rows.map(toPhoto);
      } catch (error) {
        await Promise.all(stored.map((image) => images.remove(image.key)));
        throw error;
      }
    },

    async deletePhoto(id, by = CONSOLE) {
      const row = await repository.findById(id);
      if (!row || !(await repository.deleteById(id))) {
        throw new NotFoundError(MESSAGES.photoNotFound);
      }
      await audit?.record(by, {
        accion: 'galeria.eliminar',
        detalle: AUDIT_MESSAGES.photo(row.id, row.year),
      });
      // After the row: a crash here leaves files that the start-up sweep removes.
      await images.remove(row.image_key);
    },

    async close() {
      await Promise.all([photoCache?.close(), yearsCache?.close()]);
    },
  };
}

/** Names the file in the error, so the administrator knows which of many to replace. */
async function rejectingFile<T>(file: UploadedFile, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw error.about({ field: PHOTO_FIELD, fileName: displayName(file.fileName) });
    }
    throw error;
  }
}

export function displayName(fileName: string): string {
  const name = fileName.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (name === '') return 'sin nombre';
  return [...name].length > 80 ? `${[...name].slice(0, 79).join('')}…` : name;
}
