import type { FastifyPluginCallback } from 'fastify';
import { API_PATHS, MESSAGES } from '@lbj/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { registerMultipart } from '../../lib/multipart.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import type { NewsService, NewsSnapshot } from './news.service.ts';
import { readNewsUpload } from './news.upload.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/** True when an If-None-Match header names the current ETag (weak comparison, RFC 9110). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/** GET (public), POST and DELETE (administrator) of /api/news. */
export function createNewsRoutes({
  service,
  requireAdmin,
}: {
  service: NewsService;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  return (app, _options, done) => {
    // The hot path: a cached Buffer and its ETag, sent without serializing or awaiting.
    app.get(API_PATHS.news, (request, reply) => {
      const send = ({ body, etag }: NewsSnapshot) => {
        // no-cache: browsers keep the list but ask each time, so a new item shows at once.
        reply.header('ETag', etag).header('Cache-Control', 'no-cache');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      };
      const cached = service.cachedSnapshot();
      return cached ? send(cached) : service.snapshot().then(send);
    });

    // Multipart parsing lives only in the upload route's own context.
    app.register(async (uploads) => {
      await registerMultipart(uploads);
      uploads.post(API_PATHS.news, { preHandler: requireAdmin }, async (request, reply) => {
        const upload = await readNewsUpload(request);
        const item = await service.create(upload.fields, upload.image);
        return reply.code(201).send(item);
      });
    });

    app.delete<{ Params: { id: string } }>(
      API_PATHS.newsItem(':id'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const { id } = request.params;
        if (!ID.test(id) || !Number.isSafeInteger(Number(id))) {
          throw new NotFoundError(MESSAGES.newsNotFound);
        }
        await service.remove(Number(id));
        return reply.code(204).send();
      },
    );
    done();
  };
}
