// Every upload route, over a real TCP connection: a file just over its route's limit, and one well
// over it, gets 413 with the Spanish message, and leaves nothing behind in DATA_DIR. `inject()`
// does not show this: there the body is whole before the handler runs, while on a socket it is
// still arriving when the limit cuts the file (and the partial file must still be removed).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DOCUMENT_FIELDS,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  LIMITS,
  MESSAGES,
  UPLOAD_FIELDS,
} from '@lbj/shared';
import { DATABASE_FILE } from './lib/db.ts';
import {
  VALID as DOCUMENT_FIELDS_VALID,
  uploadValid,
} from './modules/documents/documents.test-support.ts';
import { VALID_FIELDS as NEWS_FIELDS, newsCalls } from './modules/news/news.test-support.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

const MB = 1024 * 1024;
const BOUNDARY = 'lbj-socket-limit-boundary';

let t: TestApp;
let port: number;
let token: string;
let newsId: number;
let documentId: number;

// One app for the whole file: built, given an administrator, a news item and a document (for the
// routes that change one), then listening on a free port of the loopback interface.
beforeAll(async () => {
  // A fixed clock: nothing here depends on the machine's date or time zone.
  t = await createTestApp({}, { now: () => new Date('2026-02-15T15:00:00Z') });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
  const app = t.app;
  newsId = (await newsCalls(() => ({ app, token })).publishValid()).id;
  documentId = (await uploadValid(t.app, token)).id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

/** Every file under DATA_DIR with its size, but the database's own files (which change on use). */
function dataDirListing(): string[] {
  const entries = fs.readdirSync(t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(DATABASE_FILE))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(t.dataDir, file)} ${String(fs.statSync(file).size)}`;
    })
    .sort();
}

/**
 * The listing once it equals `expected`, or the last one after 30 s of looks: the server may
 * still be removing a partial file after it answered (later on a loaded machine), and a listing
 * that never comes back to `expected` fails the test instead of hanging it.
 */
async function settledListing(expected: readonly string[]): Promise<string[]> {
  const giveUpAt = Date.now() + 30_000;
  let listing = dataDirListing();
  while (listing.join('\n') !== expected.join('\n') && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    listing = dataDirListing();
  }
  return listing;
}

interface Endpoint {
  name: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  fields: Readonly<Record<string, string>>;
  file: { field: string; filename: string; type: string; magic: Buffer };
  limit: number;
  /** The answer's body: the Spanish message and the field it is about. */
  answer: { message: string; field: string };
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const PDF = Buffer.from('%PDF-1.7\n');

const imageAnswer = { message: MESSAGES.imageTooLarge, field: UPLOAD_FIELDS.newsImage };
const documentAnswer = {
  message: DOCUMENT_MESSAGES.tooLarge(DOCUMENT_LIMITS.maxBytes / MB),
  field: DOCUMENT_FIELDS.file,
};
const newsImage = { field: UPLOAD_FIELDS.newsImage, filename: 'grande.jpg', type: 'image/jpeg' };
const pdfFile = { field: DOCUMENT_FIELDS.file, filename: 'grande.pdf', type: 'application/pdf' };

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/news (a new item with its image)',
    method: 'POST',
    path: () => API_PATHS.news,
    fields: NEWS_FIELDS,
    file: { ...newsImage, magic: JPEG },
    limit: LIMITS.imageMaxBytes,
    answer: imageAnswer,
  },
  {
    name: 'PATCH /api/news/{id} (a new image for an item)',
    method: 'PATCH',
    path: () => API_PATHS.newsItem(newsId),
    fields: { titulo: 'Cambiado' },
    file: { ...newsImage, magic: JPEG },
    limit: LIMITS.imageMaxBytes,
    answer: imageAnswer,
  },
  {
    name: 'POST /api/gallery/{year}/photos',
    method: 'POST',
    path: () => API_PATHS.galleryYearPhotos(LIMITS.galleryFirstYear),
    fields: {},
    file: {
      field: UPLOAD_FIELDS.galleryPhotos,
      filename: 'grande.jpg',
      type: 'image/jpeg',
      magic: JPEG,
    },
    limit: LIMITS.imageMaxBytes,
    answer: {
      message: MESSAGES.photoRejected('grande.jpg', MESSAGES.imageTooLarge),
      field: UPLOAD_FIELDS.galleryPhotos,
    },
  },
  {
    name: 'POST /api/documents (a new document)',
    method: 'POST',
    path: () => DOCUMENT_PATHS.list,
    fields: DOCUMENT_FIELDS_VALID,
    file: { ...pdfFile, magic: PDF },
    limit: DOCUMENT_LIMITS.maxBytes,
    answer: documentAnswer,
  },
  {
    name: 'POST /api/documents/{id}/versions (a new version)',
    method: 'POST',
    path: () => DOCUMENT_PATHS.versions(documentId),
    fields: { vigente_desde: DOCUMENT_FIELDS_VALID.vigente_desde },
    file: { ...pdfFile, magic: PDF },
    limit: DOCUMENT_LIMITS.maxBytes,
    answer: documentAnswer,
  },
];

const OVERS = [
  { over: 1, label: '1 byte' },
  { over: 5 * MB, label: '5 MB' },
] as const;

/**
 * Sends the endpoint's form with a file of `fileBytes` bytes over a real connection, as fast as
 * the connection takes it (backpressure respected) and no further once the server has answered.
 * Resolves with the answer's status and body.
 */
async function send(
  endpoint: Endpoint,
  fileBytes: number,
): Promise<{ status: number | undefined; body: string }> {
  const { field, filename, type, magic } = endpoint.file;
  const head = Buffer.from(
    Object.entries(endpoint.fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: endpoint.method,
    path: endpoint.path(),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': head.length + fileBytes + tail.length,
    },
  });
  // The server may close the connection once it has answered: not an error of this test.
  request.on('error', () => undefined);
  let answered = false;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', (incoming: http.IncomingMessage) => {
      answered = true;
      resolve(incoming);
    });
    // A connection cut without an answer fails the test at once rather than at its timeout.
    request.once('close', () => {
      if (!answered) reject(new Error('the connection closed without an answer'));
    });
  });

  // The file: its type's first bytes, then filler, in chunks built once.
  const chunk = Buffer.alloc(256 * 1024, 0x55);
  request.write(head);
  let sent = 0;
  while (!answered && sent < fileBytes) {
    const size = Math.min(chunk.length, fileBytes - sent);
    const piece =
      sent === 0 ? Buffer.concat([magic, chunk]).subarray(0, size) : chunk.subarray(0, size);
    const drained = request.write(piece);
    sent += size;
    if (!drained) {
      await Promise.race([new Promise((resolve) => request.once('drain', resolve)), response]);
    }
  }
  if (!answered) request.end(tail);

  const incoming = await response;
  const chunks: Buffer[] = [];
  for await (const part of incoming) chunks.push(part as Buffer);
  request.destroy();
  return { status: incoming.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

describe('upload limits over a real connection', () => {
  for (const endpoint of ENDPOINTS) {
    describe(endpoint.name, () => {
      it.each(OVERS)(
        'a file $label over the limit: 413 in Spanish, and nothing new in DATA_DIR',
        async ({ over }) => {
          const before = dataDirListing();
          const answer = await send(endpoint, endpoint.limit + over);
          // Soft: a wrong answer must not hide what was left on disk, checked below.
          expect.soft(answer.status).toBe(413);
          expect.soft(JSON.parse(answer.body)).toEqual({
            statusCode: 413,
            error: endpoint.answer.message,
            message: endpoint.answer.message,
            field: endpoint.answer.field,
          });
          expect(await settledListing(before)).toEqual(before);
        },
      );
    });
  }
});
