import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  MESSAGES,
  galleryPhotoListSchema,
  galleryYearSchema,
  galleryYearsSchema,
  parseGalleryYear,
} from '@lbj/shared';
import {
  ImageRejectedError,
  NotFoundError,
  UnsupportedBodyError,
  ValidationError,
} from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { discard, fileBytes, readParts, registerMultipart } from '../../lib/multipart.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import {
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FIELD,
  displayName,
  type GalleryService,
  type UploadedFile,
} from './gallery.service.ts';

/** Route patterns derived from the shared API paths, so both sides keep one definition. */
const ROUTES = {
  facebookPhotos: new URL(API_PATHS.facebookPhotos(''), 'http://localhost').pathname,
  years: API_PATHS.galleryYears,
  yearPhotos: decodeURIComponent(API_PATHS.galleryYearPhotos(':year')),
  photo: API_PATHS.galleryPhoto(':id'),
};

const PHOTO_ID = /^[1-9]\d{0,15}$/;

/**
 * The gallery by year: GET /api/facebook-photos, the years that have photos, and the
 * local photo library that administrators manage.
 */
export function createGalleryRoutes({
  service,
  requireAdmin,
  clock,
}: {
  service: GalleryService;
  requireAdmin: RequireAdmin;
  clock: Clock;
}): FastifyPluginCallback {
  return (app, _options, done) => {
    app.addHook('onClose', async () => {
      await service.close();
    });

    const parseYear = (raw: unknown): number => {
      const year = parseGalleryYear(raw, clock());
      if (year === null) throw new ValidationError(MESSAGES.invalidYear, 'year');
      return year;
    };

    app.get<{ Querystring: { year?: unknown } }>(ROUTES.facebookPhotos, async (request) => {
      const year = parseYear(request.query.year);
      // `photos` (URLs) and, in the same order, `items` for the site's grid.
      return galleryYearSchema.parse(await service.yearPhotos(year));
    });

    app.get(ROUTES.years, async () => {
      return galleryYearsSchema.parse({ years: await service.years() });
    });

    app.get<{ Params: { year: string } }>(ROUTES.yearPhotos, async (request) => {
      const year = parseYear(request.params.year);
      return galleryPhotoListSchema.parse({ photos: await service.listPhotos(year) });
    });

    // Multipart parsing lives only in the upload route's own context.
    app.register(async (uploads) => {
      await registerMultipart(uploads);
      uploads.post<{ Params: { year: string } }>(
        ROUTES.yearPhotos,
        { preHandler: requireAdmin },
        async (request, reply) => {
          const year = parseYear(request.params.year);
          const files = await readPhotoFiles(request);
          const photos = await service.addPhotos(year, files, actorOf(request));
          return reply.status(201).send(galleryPhotoListSchema.parse({ photos }));
        },
      );
    });

    app.delete<{ Params: { id: string } }>(
      ROUTES.photo,
      { preHandler: requireAdmin },
      async (request, reply) => {
        const { id } = request.params;
        if (!PHOTO_ID.test(id) || !Number.isSafeInteger(Number(id))) {
          throw new NotFoundError(MESSAGES.photoNotFound);
        }
        await service.deletePhoto(Number(id), actorOf(request));
        return reply.status(204).send();
      },
    );
    done();
  };
}

/**
 * Reads every file of the `fotos` field into memory before anything is stored: each at most
 * LIMITS.imageMaxBytes (past it fileBytes() throws UploadTooLargeError, named here after its
 * file), at most MAX_PHOTOS_PER_UPLOAD of them. Text fields and files in other fields are
 * ignored, as news does.
 */
async function readPhotoFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new UnsupportedBodyError(MESSAGES.photosRequired, PHOTO_FIELD);
  }
  const files: UploadedFile[] = [];
  const maxFiles = { count: MAX_PHOTOS_PER_UPLOAD, field: PHOTO_FIELD };
  let fileName = '';
  try {
    for await (const part of readParts(request, { maxFiles })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PHOTO_FIELD) {
        await discard(part.file);
        continue;
      }
      // A part with a content type but no filename= is a file without a name: typed as string,
      // it is undefined at run time.
      const name: string | undefined = part.filename;
      fileName = name ?? '';
      files.push({ fileName, bytes: await fileBytes(part) });
    }
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw error.about({ field: PHOTO_FIELD, fileName: displayName(fileName) });
    }
    throw error;
  }
  return files;
}
