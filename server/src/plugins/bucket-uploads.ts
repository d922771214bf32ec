import type { FastifyInstance, LogLevel } from 'fastify';
import { UPLOADS_PREFIX } from '@lbj/shared';
import { etagMatches } from '../lib/etag.ts';
import { rangeWithin, type ByteRange, type FileStore } from '../lib/file-store.ts';
import { isImageFileName } from '../lib/images.ts';

// The photos' files when they live in a bucket (ADR 0051): still served by the app, so that a
// photo taken down answers 410 (the hook before this route), and with what the disk's files get
// from @fastify/static: the same year of immutable caching, an ETag (the hash of the bytes),
// 304 on If-None-Match, one byte range (206, or 416 past the end), HEAD.

const TYPES: Readonly<Record<string, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** One range, `bytes=0-99`, `bytes=100-` or `bytes=-100` (the last 100); anything else: none. */
function parseRange(
  header: string | undefined,
  total: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const range =
    first === ''
      ? { start: Math.max(0, total - Number(last)), end: total - 1 }
      : { start: Number(first), ...(last === '' ? {} : { end: Number(last) }) };
  if (range.end !== undefined && range.end < range.start) return undefined;
  return (first === '' && Number(last) === 0) || !rangeWithin(range, total)
    ? 'unsatisfiable'
    : range;
}

export function registerBucketUploads(
  app: FastifyInstance,
  { store, logLevel }: { store: FileStore; logLevel: LogLevel },
): void {
  // HEAD declared here, not derived from GET: Fastify's derived HEAD would say Content-Length 0.
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}:file`,
    logLevel,
    handler: async (request, reply) => {
      const name = request.params.file;
      if (!isImageFileName(name)) return reply.callNotFound();
      const {
        range: rangeHeader,
        'if-none-match': ifNoneMatch,
        'if-range': ifRange,
      } = request.headers;
      // Whatever depends on the file's tag or size is looked up first, without its bytes.
      const looksFirst =
        request.method === 'HEAD' || rangeHeader !== undefined || ifNoneMatch !== undefined;
      const info = looksFirst ? await store.head(name) : undefined;
      if (looksFirst && info === undefined) return reply.callNotFound();
      // If-Range: the range holds only for the copy the client has; else the whole file.
      const range =
        info && (ifRange === undefined || ifRange === info.etag)
          ? parseRange(rangeHeader, info.bytes)
          : undefined;
      const notModified = info?.etag !== undefined && etagMatches(ifNoneMatch, info.etag);
      const headersOnly = request.method === 'HEAD' || range === 'unsatisfiable' || notModified;
      const opened = headersOnly ? undefined : await store.open(name, range);
      const found = headersOnly ? info : opened;
      // Headers only once the file is known to be there: a 404 is the site's own JSON answer.
      if (!found) return reply.callNotFound();
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Last-Modified', found.modified.toUTCString())
        .type(TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
      if (found.etag !== undefined) reply.header('ETag', found.etag);
      if (!opened) {
        if (range === 'unsatisfiable') {
          return reply
            .code(416)
            .header('Content-Range', `bytes */${String(found.bytes)}`)
            .send();
        }
        if (notModified) return reply.code(304).send();
        return reply.header('Content-Length', String(found.bytes)).send();
      }
      reply.header('Content-Length', String(opened.bytes));
      if (opened.range) {
        const { start, end } = opened.range;
        reply
          .code(206)
          .header('Content-Range', `bytes ${String(start)}-${String(end)}/${String(opened.bytes)}`)
          .header('Content-Length', String(end - start + 1));
      }
      return reply.send(opened.body);
    },
  });
}
