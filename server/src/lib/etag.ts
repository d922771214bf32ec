import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// If-None-Match, read once for the whole server (RFC 9110, section 13.1.2): the header is "*" or a
// comma-separated list of entity-tags, each `"opaque"` or `W/"opaque"`. A GET with a matching
// header gets 304 Not Modified, with no body, instead of the representation it already holds.

/**
 * One list member at the start of the rest of the header: `*`, or an entity-tag (the opaque tag,
 * quotes included, is group 1), with optional spaces or tabs around it, up to a comma or the end.
 * An entity-tag may itself hold a comma, so the list is read member by member, never split.
 */
const MEMBER = /[\t ]*(?:\*|(?:W\/)?("[^"]*"))[\t ]*(?:,|$)/y;

/** The opaque tag of an entity-tag: what the weak comparison compares (`W/` does not count). */
const opaqueTag = (etag: string) => (etag.startsWith('W/') ? etag.slice(2) : etag);

/**
 * True when an If-None-Match header names `etag`, the entity-tag of the representation the server
 * would send: `*` (the client holds some representation, and there is one), or any entity-tag of
 * the list by the weak comparison, since If-None-Match asks whether the client's copy is still
 * good, weak or strong. A `*` inside a list counts too, as the client's "any"; a malformed member
 * (an unquoted tag, text around the quotes) matches nothing and the members after it still count.
 * Repeated headers count as one list.
 */
export function etagMatches(header: string | readonly string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const field = typeof header === 'string' ? header : header.join(',');
  const wanted = opaqueTag(etag);
  let at = 0;
  while (at < field.length) {
    MEMBER.lastIndex = at;
    const member = MEMBER.exec(field);
    if (member) {
      const tag = member[1];
      if (tag === undefined || tag === wanted) return true;
      at = MEMBER.lastIndex;
    } else {
      // Not a member (an empty one between commas, or a malformed one): go past its comma.
      const comma = field.indexOf(',', at);
      if (comma === -1) break;
      at = comma + 1;
    }
  }
  return false;
}

/**
 * Answers 304 Not Modified with no body when the request's If-None-Match names `etag`, and returns
 * the reply; else returns undefined and the caller sends the representation. The caller sets the
 * headers first (ETag, Cache-Control): a 304 carries the ones a 200 would.
 */
export function sendNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): FastifyReply | undefined {
  return etagMatches(request.headers['if-none-match'], etag) ? reply.code(304).send() : undefined;
}

/** A strong entity-tag of `body`'s bytes: it changes whenever they do. */
export function bytesEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
