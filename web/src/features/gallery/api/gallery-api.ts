import {
  API_PATHS,
  galleryPhotoListSchema,
  galleryYearsSchema,
  type GalleryPhoto,
  LIMITS,
  UPLOAD_FIELDS,
} from '@lbj/shared';
import { apiRequest, apiRequestRaw, uploadForm } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';

/** Multipart field of POST /api/gallery/{year}/photos. */
export const PHOTO_FIELD = UPLOAD_FIELDS.galleryPhotos;
/** Files per upload the server accepts. */
export const MAX_PHOTOS_PER_UPLOAD = LIMITS.galleryMaxPhotos;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * GET /api/facebook-photos?year=: the year's photos and, in `items`, their ids and
 * renditions, in one request. The body is returned raw: whether it has a photos array is a
 * state of the page ("Formato de respuesta inválido"), not a thrown error.
 */
export function getYearPhotosBody(year: number, signal?: AbortSignal): Promise<unknown> {
  return apiRequestRaw(API_PATHS.facebookPhotos(year), withSignal(signal));
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

/** POST /api/gallery/{year}/photos: every file in the `fotos` field; all are stored or none. */
export async function uploadPhotos(
  year: number,
  files: readonly File[],
  context: Partial<UploadContext> = {},
): Promise<GalleryPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append(PHOTO_FIELD, file, file.name);
  const body = await uploadForm(API_PATHS.galleryYearPhotos(year), form, context);
  return galleryPhotoListSchema.parse(body).photos;
}

/** DELETE /api/gallery/photos/{id} (an administrator's call). */
export async function deletePhoto(id: number): Promise<void> {
  await apiRequestRaw(API_PATHS.galleryPhoto(id), { method: 'DELETE', admin: true });
}
