// If-None-Match against the current ETag: "*", lists, weak tags and malformed members.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etagMatches, sendNotModified } from './etag.ts';

const TAG = '"abc123"';

describe('etagMatches', () => {
  it('matches the same tag, weak or strong, on either side (the weak comparison)', () => {
    expect(etagMatches(TAG, TAG)).toBe(true);
    expect(etagMatches(`W/${TAG}`, TAG)).toBe(true);
    expect(etagMatches(TAG, `W/${TAG}`)).toBe(true);
    expect(etagMatches(`W/${TAG}`, `W/${TAG}`)).toBe(true);
  });

  it('matches "*" alone, with spaces around it, or as a member of a list', () => {
    expect(etagMatches('*', TAG)).toBe(true);
    expect(etagMatches(' * ', TAG)).toBe(true);
    expect(etagMatches('"otro", *', TAG)).toBe(true);
  });

  it('finds the tag anywhere in a list, with or without spaces and tabs', () => {
    expect(etagMatches(`"uno", W/"dos", ${TAG}`, TAG)).toBe(true);
    expect(etagMatches(`"uno",${TAG}`, TAG)).toBe(true);
    expect(etagMatches(`\t${TAG}\t,"uno"`, TAG)).toBe(true);
    expect(etagMatches(` ${TAG} `, TAG)).toBe(true);
  });

  it('skips empty members', () => {
    expect(etagMatches(`,, ,${TAG},`, TAG)).toBe(true);
    expect(etagMatches(',', TAG)).toBe(false);
    expect(etagMatches(' ', TAG)).toBe(false);
  });

  it('does not match an absent or empty header, or other tags', () => {
    expect(etagMatches(undefined, TAG)).toBe(false);
    expect(etagMatches('', TAG)).toBe(false);
    expect(etagMatches('"otro", W/"más"', TAG)).toBe(false);
    expect(etagMatches('"abc123x"', TAG)).toBe(false);
    expect(etagMatches('"abc12"', TAG)).toBe(false);
  });

  it('compares case and quotes exactly: an unquoted tag or a lower-case w/ is not the tag', () => {
    expect(etagMatches('abc123', TAG)).toBe(false);
    expect(etagMatches(`w/${TAG}`, TAG)).toBe(false);
    expect(etagMatches('"ABC123"', TAG)).toBe(false);
    expect(etagMatches('W/ "abc123"', TAG)).toBe(false);
  });

  it('ignores a malformed member, and still reads the members after it', () => {
    expect(etagMatches(`x${TAG}`, TAG)).toBe(false);
    expect(etagMatches(`${TAG}x`, TAG)).toBe(false);
    expect(etagMatches(`"abc123`, TAG)).toBe(false);
    expect(etagMatches(`x${TAG}, ${TAG}`, TAG)).toBe(true);
    expect(etagMatches(`"sin cierre, ${TAG}`, TAG)).toBe(true);
  });

  it('reads a comma inside an entity-tag as part of the tag, not as a separator', () => {
    expect(etagMatches('"a,b"', '"a,b"')).toBe(true);
    expect(etagMatches('W/"a,b", "c"', '"a,b"')).toBe(true);
    expect(etagMatches('"a,b"', '"a"')).toBe(false);
    expect(etagMatches('"x,*"', TAG)).toBe(false);
  });

  it('reads repeated headers as one list', () => {
    expect(etagMatches(['"uno"', TAG], TAG)).toBe(true);
    expect(etagMatches(['"uno"', '"dos"'], TAG)).toBe(false);
    expect(etagMatches([], TAG)).toBe(false);
  });
});

describe('sendNotModified', () => {
  const app = () => {
    const server = Fastify();
    server.get('/cosa', (request, reply) => {
      reply.header('ETag', TAG).header('Cache-Control', 'no-cache');
      return sendNotModified(request, reply, TAG) ?? reply.type('text/plain').send('cuerpo');
    });
    return server;
  };

  it('answers 304 with no body and the headers set before it, when the header names the tag', async () => {
    const response = await app().inject({ url: '/cosa', headers: { 'if-none-match': TAG } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(TAG);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the answer to the caller when the header is absent or names another tag', async () => {
    for (const headers of [{}, { 'if-none-match': '"otro"' }]) {
      const response = await app().inject({ url: '/cosa', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('cuerpo');
    }
  });
});
