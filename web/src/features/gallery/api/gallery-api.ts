import {
  API_PATHS,
  galleryPhotoListSchema,
  galleryYearsSchema,
  type GalleryPhoto,
  LIMITS,
  UPLOAD_FIELDS,
} from '@lbj/shared';
import { ApiRequestError, apiRequest, apiRequestRaw, uploadForm } from '../../../lib/api-client.ts';

/** Multipart field of POST /api/gallery/{year}/photos. */
export const PHOTO_FIELD = UPLOAD_FIELDS.galleryPhotos;
/** Files per upload the server accepts. */
export const MAX_PHOTOS_PER_UPLOAD = LIMITS.galleryMaxPhotos;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * GET /api/facebook-photos?year= (SPEC 7). The body is returned raw: whether it has a photos
 * array is a state of the page ("Formato de respuesta inválido"), not a thrown error.
 */
export function getYearPhotosBody(year: number, signal?: AbortSignal): Promise<unknown> {
  return apiRequestRaw(API_PATHS.facebookPhotos(year), withSignal(signal));
}

/** GET /api/gallery/{year}/photos: the site's own photos, with ids and renditions. */
export async function getLibraryPhotos(
  year: number,
  signal?: AbortSignal,
): Promise<GalleryPhoto[]> {
  const { photos } = await apiRequest(
    API_PATHS.galleryYearPhotos(year),
    galleryPhotoListSchema,
    withSignal(signal),
  );
  return photos;
}

/** GET /api/gallery/years: the years that have photos, newest first. */
export async function getGalleryYears(signal?: AbortSignal): Promise<number[]> {
  const { years } = await apiRequest(
    API_PATHS.galleryYears,
    galleryYearsSchema,
    withSignal(signal),
  );
  return years;
}

export interface UploadPhotosOptions {
  token: string;
  onProgress?: (fraction: number) => void;
}

/** POST /api/gallery/{year}/photos: every file in the `fotos` field; all are stored or none. */
export async function uploadPhotos(
  year: number,
  files: readonly File[],
  { token, onProgress }: UploadPhotosOptions,
): Promise<GalleryPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append(PHOTO_FIELD, file, file.name);
  const body = await uploadForm(API_PATHS.galleryYearPhotos(year), form, {
    token,
    ...(onProgress ? { onProgress } : {}),
  });
  return galleryPhotoListSchema.parse(body).photos;
}

/** DELETE /api/gallery/photos/{id}. */
export async function deletePhoto(id: number, token: string): Promise<void> {
  await apiRequestRaw(API_PATHS.galleryPhoto(id), { method: 'DELETE', token });
}

/** The server refused the token (missing, expired, revoked): the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The server's Spanish `message` (SPEC 7: "an error body may carry message"), if any. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message.trim();
  return message ? message : null;
}
