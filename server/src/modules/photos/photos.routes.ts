import type { FastifyPluginCallback } from 'fastify';
import {
  PHOTO_API_PATHS,
  PHOTO_MESSAGES,
  photoRequestListSchema,
  photoRequestSchema,
  takeDownPhotoSchema,
  updatePhotoRequestSchema,
} from '@lbj/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { PhotosService } from './photos.service.ts';

const ROUTES = {
  takeDown: decodeURIComponent(PHOTO_API_PATHS.takeDown(':key')),
  requests: PHOTO_API_PATHS.requests,
  request: PHOTO_API_PATHS.request(':id'),
};

const REQUEST_ID = /^[1-9]\d{0,15}$/;

/**
 * POST /api/photos/{key}/retirar (take a photo down everywhere), GET /api/photos/solicitudes and
 * PATCH /api/photos/solicitudes/{id} (the families' requests): administrators only.
 */
export function createPhotosRoutes({
  service,
  requireAdmin,
}: {
  service: PhotosService;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post<{ Params: { key: string } }>(
      ROUTES.takeDown,
      { preHandler: requireAdmin },
      async (request, reply) => {
        const { motivo } = parseInput(takeDownPhotoSchema, request.body ?? {});
        await service.takeDown(request.params.key, motivo, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(ROUTES.requests, { preHandler: requireAdmin }, async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return photoRequestListSchema.parse(await service.listRequests());
    });

    app.patch<{ Params: { id: string } }>(
      ROUTES.request,
      { preHandler: requireAdmin },
      async (request, reply) => {
        const { id } = request.params;
        if (!REQUEST_ID.test(id) || !Number.isSafeInteger(Number(id))) {
          throw new NotFoundError(PHOTO_MESSAGES.requestNotFound);
        }
        const change = parseInput(updatePhotoRequestSchema, request.body ?? {});
        reply.header('Cache-Control', 'private, no-store');
        return photoRequestSchema.parse(
          await service.updateRequest(Number(id), change, actorOf(request)),
        );
      },
    );
    done();
  };
}
