import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import {
  DOCUMENT_MESSAGES as M,
  DOCUMENT_PATHS,
  documentListSchema,
  documentPatchSchema,
  requiredDocumentListSchema,
  reviewPeriodInputSchema,
  reviewPeriodListSchema,
  reviewPeriodSchema,
  schoolDocumentSchema,
} from '@lbj/shared';
import { NotFoundError, UnsupportedBodyError } from '../../lib/errors.ts';
import { etagMatches } from '../../lib/etag.ts';
import { registerMultipart } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { DocumentFiles } from './documents.files.ts';
import type { DocumentFile, DocumentsService } from './documents.service.ts';
import type { RequiredDocuments } from './required-documents.ts';
import {
  DOCUMENT_MULTIPART_LIMITS,
  readDocumentUpload,
  readVersionUpload,
} from './documents.upload.ts';

/** Route patterns from the shared paths, so both sides keep one definition. */
const ROUTES = {
  list: DOCUMENT_PATHS.list,
  item: DOCUMENT_PATHS.item(':id'),
  versions: DOCUMENT_PATHS.versions(':id'),
  required: DOCUMENT_PATHS.required,
  periods: DOCUMENT_PATHS.periods,
  period: DOCUMENT_PATHS.period(':tipo'),
  file: '/documentos/:file',
  versionFile: '/documentos/:id/versiones/:file',
  legacy: `${DOCUMENT_PATHS.legacyPrefix}:file`,
};

const ID = /^[1-9]\d{0,15}$/;
const PDF_ID = /^([1-9]\d{0,15})\.pdf$/;
const LEGACY_FILE = /^[a-z0-9-]{1,100}\.pdf$/;

/** A document's or version's id from the address; anything else is "no such document". */
function idOf(raw: string, pattern: RegExp = ID): number {
  const match = pattern.exec(raw);
  const id = Number(match?.[1] ?? match?.[0]);
  if (!Number.isSafeInteger(id)) throw new NotFoundError(M.notFound);
  return id;
}

/**
 * `inline` with the title as the file name: an ASCII fallback in `filename` (accents dropped,
 * anything else replaced) and the exact UTF-8 name in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file's ETag: its content's hash, so it changes whenever the bytes do. */
const etagOf = (file: DocumentFile) => `"${file.sha256.slice(0, 32)}"`;

/**
 * Sends a PDF with its headers; the caching is the caller's. A version deleted between the lookup
 * and the read is a 404, not a failed stream: the file is opened before anything is sent.
 */
async function sendPdf(
  reply: FastifyReply,
  files: DocumentFiles,
  file: DocumentFile,
  cacheControl: string,
) {
  const opened = await files.open(file.fileKey);
  if (!opened) throw new NotFoundError(M.notFound);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('Content-Length', String(file.tamano))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('ETag', etagOf(file))
    .send(opened.body);
}

/** A JSON body, or the given Spanish 415. */
function requireJson(contentType: string | undefined, message: string): void {
  if (!contentType?.toLowerCase().startsWith('application/json')) {
    throw new UnsupportedBodyError(message);
  }
}

/**
 * The documents library: GET /api/documents (public), the administrators' POST, PATCH and DELETE,
 * the required documents' states and review periods (administrators), the files (current and per
 * version), and the old /documents/<file> addresses.
 */
export function createDocumentsRoutes({
  service,
  required,
  files,
  requireAdmin,
}: {
  service: DocumentsService;
  required: RequiredDocuments;
  files: DocumentFiles;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get(ROUTES.list, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return documentListSchema.parse(await service.list());
    });

    // Multipart parsing, with the documents' 20 MB limit, lives only in the upload routes' context.
    app.register(async (uploads) => {
      await registerMultipart(uploads, DOCUMENT_MULTIPART_LIMITS);

      uploads.post(ROUTES.list, { preHandler: requireAdmin }, async (request, reply) => {
        const { fields, incoming } = await readDocumentUpload(request, files);
        const document = await service.create(incoming, fields, actorOf(request));
        return reply
          .status(201)
          .header('Location', DOCUMENT_PATHS.item(document.id))
          .send(schoolDocumentSchema.parse(document));
      });

      uploads.post<{ Params: { id: string } }>(
        ROUTES.versions,
        { preHandler: requireAdmin },
        async (request, reply) => {
          const id = idOf(request.params.id);
          const { fields, incoming } = await readVersionUpload(request, files);
          const document = await service.addVersion(
            id,
            incoming,
            fields.vigente_desde,
            actorOf(request),
          );
          return reply.status(201).send(schoolDocumentSchema.parse(document));
        },
      );
    });

    app.patch<{ Params: { id: string } }>(
      ROUTES.item,
      { preHandler: requireAdmin },
      async (request) => {
        const id = idOf(request.params.id);
        requireJson(request.headers['content-type'], M.patchJsonRequired);
        const patch = parseInput(documentPatchSchema, request.body ?? {});
        return schoolDocumentSchema.parse(await service.update(id, patch, actorOf(request)));
      },
    );

    // Which required document is current, missing or due for review: the panel and admin bar.
    app.get(ROUTES.required, { preHandler: requireAdmin }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return requiredDocumentListSchema.parse(await required.list());
    });

    app.get(ROUTES.periods, { preHandler: requireAdmin }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reviewPeriodListSchema.parse(await required.periods());
    });

    app.put<{ Params: { tipo: string } }>(
      ROUTES.period,
      { preHandler: requireAdmin },
      async (request) => {
        requireJson(request.headers['content-type'], M.periodJsonRequired);
        const { meses } = parseInput(reviewPeriodInputSchema, request.body ?? {});
        return reviewPeriodSchema.parse(
          await required.setPeriod(request.params.tipo, meses, actorOf(request)),
        );
      },
    );

    app.delete<{ Params: { id: string } }>(
      ROUTES.item,
      { preHandler: requireAdmin },
      async (request, reply) => {
        await service.remove(idOf(request.params.id), actorOf(request));
        return reply.status(204).send();
      },
    );

    // The current version, always at the same address: revalidated at every use.
    app.get<{ Params: { file: string } }>(ROUTES.file, async (request, reply) => {
      const file = await service.currentFile(idOf(request.params.file, PDF_ID));
      if (etagMatches(request.headers['if-none-match'], etagOf(file))) {
        if (!(await files.exists(file.fileKey))) throw new NotFoundError(M.notFound);
        return reply.status(304).header('Cache-Control', 'no-cache').send();
      }
      return sendPdf(reply, files, file, 'no-cache');
    });

    // A version never changes: cached for a year.
    app.get<{ Params: { id: string; file: string } }>(
      ROUTES.versionFile,
      async (request, reply) => {
        const file = await service.versionFile(
          idOf(request.params.id),
          idOf(request.params.file, PDF_ID),
        );
        return sendPdf(reply, files, file, 'public, max-age=31536000, immutable');
      },
    );

    // The addresses before the library: a permanent redirect to the document's address.
    app.get<{ Params: { file: string } }>(ROUTES.legacy, async (request, reply) => {
      const { file } = request.params;
      if (!LEGACY_FILE.test(file)) throw new NotFoundError(M.notFound);
      return reply.redirect(await service.legacyUrl(file), 301);
    });

    done();
  };
}
