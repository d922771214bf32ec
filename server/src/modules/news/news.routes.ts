import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  NEWS_INCLUDE_DRAFTS,
  newsListQuerySchema,
  newsTranslationInputSchema,
  type NewsListQuery,
} from '@lbj/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { sendNotModified } from '../../lib/etag.ts';
import { registerMultipart } from '../../lib/multipart.ts';
import { translationLanguage } from '../../lib/translations.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, isAdminRequest, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { NewsService, NewsSnapshot } from './news.service.ts';
import { readNewsPatch, readNewsUpload } from './news.upload.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/** The id of /api/news/:id, or NotFoundError: a malformed id names no item. */
function newsId(raw: string): number {
  if (!ID.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new NotFoundError(MESSAGES.newsNotFound);
  }
  return Number(raw);
}

/** The query, checked with the shared schema; the first broken rule is the 400. */
function listQuery(raw: unknown): NewsListQuery {
  return parseInput(newsListQuerySchema, raw ?? {});
}

/** The relative address of the next page: the same query, with the page's size and cursor. */
function nextLink(query: NewsListQuery, limit: number, cursor: string): string {
  const params = new URLSearchParams();
  if (query.categoria !== undefined) params.set('categoria', query.categoria);
  if (query.q !== undefined) params.set('q', query.q);
  if (query.incluir !== undefined) params.set('incluir', query.incluir);
  params.set('limit', String(limit));
  params.set('cursor', cursor);
  return `<${API_PATHS.news}?${params.toString()}>; rel="next"`;
}

/**
 * GET (public), POST, PATCH and DELETE (administrator) of /api/news, and PUT and DELETE
 * (administrator) of an item's translations.
 */
export function createNewsRoutes({
  service,
  requireAdmin,
}: {
  service: NewsService;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  const isAdmin = (request: FastifyRequest, reply: FastifyReply) =>
    isAdminRequest(requireAdmin, request, reply);

  return (app, _options, done) => {
    const sendSnapshot = (
      request: FastifyRequest,
      reply: FastifyReply,
      { body, etag }: NewsSnapshot,
    ) => {
      // no-cache: browsers keep the list but ask each time, so a new (or newly due) item shows
      // at once; the ETag is the content's, so it changes whenever the list does.
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      return (
        sendNotModified(request, reply, etag) ??
        reply.type('application/json; charset=utf-8').send(body)
      );
    };

    app.get(API_PATHS.news, (request, reply) => {
      const raw = request.query as Record<string, unknown> | undefined;
      // The hot path, call: every public item, a cached Buffer and its ETag, sent
      // without parsing, serializing or awaiting.
      if (
        raw === undefined ||
        (raw.categoria === undefined &&
          raw.q === undefined &&
          raw.limit === undefined &&
          raw.cursor === undefined &&
          raw.incluir === undefined)
      ) {
        const cached = service.cachedSnapshot();
        return cached
          ? sendSnapshot(request, reply, cached)
          : service.snapshot().then((snapshot) => sendSnapshot(request, reply, snapshot));
      }
      return listPage(request, reply, listQuery(raw));
    });

    const listPage = async (request: FastifyRequest, reply: FastifyReply, query: NewsListQuery) => {
      const askedForDrafts = query.incluir === NEWS_INCLUDE_DRAFTS;
      if (query.incluir !== undefined) reply.header('Vary', 'Authorization');
      const includeDrafts = askedForDrafts && (await isAdmin(request, reply));
      const paged =
        query.categoria !== undefined ||
        query.q !== undefined ||
        query.limit !== undefined ||
        query.cursor !== undefined;
      // Without a page asked for, the list is whole, as /news page reads it (ADR 0021).
      if (!paged && !includeDrafts) return sendSnapshot(request, reply, await service.snapshot());

      const limit = query.limit === undefined ? undefined : Number(query.limit);
      const page = await service.page({
        ...(query.categoria === undefined ? {} : { categoria: query.categoria }),
        ...(query.q === undefined ? {} : { q: query.q }),
        ...(limit === undefined ? {} : { limit }),
        ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
        includeDrafts,
        whole: !paged,
      });
      reply.header('Cache-Control', includeDrafts ? 'private, no-store' : 'no-cache');
      if (page.next !== undefined) {
        reply.header('Link', nextLink(query, limit ?? LIMITS.newsPageDefault, page.next));
      }
      return reply.type('application/json; charset=utf-8').send(page.items);
    };

    // One public item (the item page's client-side navigation); drafts and scheduled items are
    // a 404, as for an id that never existed.
    app.get<{ Params: { id: string } }>(API_PATHS.newsItem(':id'), async (request, reply) => {
      const found = await service.findPublic(newsId(request.params.id));
      if (!found) throw new NotFoundError(MESSAGES.newsNotFound);
      return reply.header('Cache-Control', 'no-cache').send(found.item);
    });

    // Multipart parsing lives only in the upload routes' own context.
    app.register(async (uploads) => {
      await registerMultipart(uploads);
      uploads.post(API_PATHS.news, { preHandler: requireAdmin }, async (request, reply) => {
        const upload = await readNewsUpload(request);
        const item = await service.create(upload.fields, upload.image, actorOf(request));
        return reply.code(201).send(item);
      });

      uploads.patch<{ Params: { id: string } }>(
        API_PATHS.newsItem(':id'),
        { preHandler: requireAdmin },
        async (request, reply) => {
          const id = newsId(request.params.id);
          const patch = await readNewsPatch(request);
          const item = await service.update(id, patch.fields, patch.image, actorOf(request));
          return reply.code(200).send(item);
        },
      );
    });

    app.delete<{ Params: { id: string } }>(
      API_PATHS.newsItem(':id'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        await service.remove(newsId(request.params.id), actorOf(request));
        return reply.code(204).send();
      },
    );

    // An item's French or English title and text (JSON), in place of any; 200 with the item.
    app.put<{ Params: { id: string; idioma: string } }>(
      API_PATHS.newsTranslation(':id', ':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const id = newsId(request.params.id);
        const idioma = translationLanguage(request.params.idioma);
        const fields = parseInput(newsTranslationInputSchema, request.body);
        const item = await service.saveTranslation(id, idioma, fields, actorOf(request));
        return reply.code(200).send(item);
      },
    );

    app.delete<{ Params: { id: string; idioma: string } }>(
      API_PATHS.newsTranslation(':id', ':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const id = newsId(request.params.id);
        const idioma = translationLanguage(request.params.idioma);
        await service.removeTranslation(id, idioma, actorOf(request));
        return reply.code(204).send();
      },
    );
    done();
  };
}
