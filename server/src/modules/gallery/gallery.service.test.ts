// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import {
  ImageRejectedError,
  StorageFullError,
  TooManyFilesError,
  UpstreamError,
} from '../../lib/errors.ts';
import { blankPng } from '../../test/images.ts';
import { createImageStore } from '../../lib/images.ts';
import { describeError } from '../../plugins/error-handler.ts';
import { createFacebookClient } from './facebook.client.ts';
import {
  fakeGraphPhoto,
  manualDeadlines,
  startFakeGraph,
  type FakeGraph,
} from './fake-graph.test-support.ts';
import { createGalleryRepository } from './gallery.repository.ts';
import {
  PHOTO_FIELD,
  createGalleryService,
  displayName,
  type GalleryService,
} from './gallery.service.ts';

const TOKEN = 'EAAGlogTOKEN-must-never-be-logged-42';
const HOUR = 3_600_000;

let dataDir: string;
let database: DatabaseHandle;
let fake: FakeGraph;
let service: GalleryService;
let logged: { details: object; message: string }[];
let nowMs: number;
let deadlines: ReturnType<typeof manualDeadlines>;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-gallery-'));
  database = openDatabase(dataDir);
  fake = await startFakeGraph({
    accessToken: TOKEN,
    photos: [fakeGraphPhoto('a', '2024-05-01T12:00:00+0000')],
  });
  logged = [];
  deadlines = manualDeadlines();
  nowMs = Date.parse('2025-03-10T12:00:00-03:00');
  service = createGalleryService({
    repository: createGalleryRepository(database.db),
    images: createImageStore(path.join(dataDir, 'uploads')),
    facebook: createFacebookClient({
      graphUrl: fake.url,
      graphVersion: 'v21.0',
      pageId: 'lebeaujour',
      accessToken: TOKEN,
      fetch,
      deadline: deadlines.deadline,
    }),
    now: () => new Date(nowMs),
    log: { warn: (details, message) => logged.push({ details, message }) },
  });
});

afterEach(async () => {
  await service.close();
  await fake.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expect502(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  expect(describeError(error as UpstreamError)).toMatchObject({
    statusCode: 502,
    message: MESSAGES.upstreamFailed,
  });
  expect(String((error as Error).stack)).not.toContain(TOKEN);
}

describe('GalleryService logs Facebook failures without the token', () => {
  it('logs the kind of failure of every path, and never the token', async () => {
    // No cached copy: a 500, a malformed body, a timeout, a refused token.
    fake.setFailure({ kind: 'status', status: 500 });
    await expect502(service.yearPhotoUrls(2024));
    fake.setFailure({ kind: 'malformed' });
    await expect502(service.yearPhotoUrls(2024));
    fake.setFailure({ kind: 'hang' });
    const asked = fake.requests;
    const hung = expect502(service.yearPhotoUrls(2024));
    // Once the Graph has the request it never answers, the deadline passes.
    await vi.waitFor(() => {
      expect(fake.requests).toBe(asked + 1);
    });
    deadlines.pass();
    await hung;
    fake.setFailure({
      kind: 'status',
      status: 400,
      body: JSON.stringify({ error: { message: `Bad token ${TOKEN}`, code: 190 } }),
    });
    await expect502(service.yearPhotoUrls(2024));

    // A failed background refresh of a stale copy, and a failed years listing.
    fake.setFailure(undefined);
    expect(await service.yearPhotoUrls(2024)).toHaveLength(1);
    nowMs += 2 * HOUR;
    fake.setFailure({ kind: 'status', status: 503 });
    expect(await service.yearPhotoUrls(2024)).toHaveLength(1);
    expect(await service.years()).toEqual([2024]);
    await vi.waitFor(() => {
      expect(logged.map((entry) => entry.message)).toContain(
        'Facebook refresh failed; serving cached photos',
      );
    });

    // A refused connection.
    await fake.close();
    nowMs += 25 * HOUR;
    await expect502(service.yearPhotoUrls(2024));

    expect(logged.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'status', upstreamStatus: 500 }),
        expect.objectContaining({ kind: 'malformed' }),
        expect.objectContaining({ kind: 'timeout' }),
        expect.objectContaining({ kind: 'status', upstreamStatus: 400, graphCode: 190 }),
        expect.objectContaining({ kind: 'status', upstreamStatus: 503 }),
        expect.objectContaining({ kind: 'network' }),
      ]),
    );
    expect(logged.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        'Facebook refresh failed; serving cached photos',
        'Facebook years unavailable; listing known years only',
      ]),
    );
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });
});

describe('displayName', () => {
  it('strips control characters and shortens long names', () => {
    expect(displayName('foto\u0000\u202e.jpg')).toBe('foto.jpg');
    expect(displayName('   ')).toBe('sin nombre');
    expect([...displayName('á'.repeat(200))]).toHaveLength(80);
  });

  it('keeps a name of exactly 80 characters whole, and cuts one of 81 to 79 and an ellipsis', () => {
    expect(displayName('á'.repeat(80))).toBe('á'.repeat(80));
    expect(displayName('á'.repeat(81))).toBe(`${'á'.repeat(79)}…`);
  });
});

describe('GalleryService.addPhotos: the number of files', () => {
  const unreadable = (index: number) => ({
    fileName: `foto-${String(index)}.jpg`,
    bytes: Buffer.from('no es una imagen'),
  });
  const files = (count: number) => Array.from({ length: count }, (_, index) => unreadable(index));

  it('refuses more than 20 files before looking at any of them', async () => {
    const error: unknown = await service
      .addPhotos(2025, files(21))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyFilesError);
    expect(error).toMatchObject({ message: MESSAGES.tooManyPhotos(20), field: PHOTO_FIELD });
  });

  it('passes a full disk on as it is, not as a refused photo', async () => {
    const images = createImageStore(path.join(dataDir, 'uploads'));
    const full = createGalleryService({
      repository: createGalleryRepository(database.db),
      images: { ...images, store: () => Promise.reject(new StorageFullError()) },
      facebook: undefined,
      now: () => new Date(nowMs),
      log: { warn: () => undefined },
    });
    const photo = { fileName: 'a.png', bytes: blankPng(8, 8) };
    const error: unknown = await full.addPhotos(2025, [photo]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageFullError);
  });

  it('takes 20 files, checking each (here the first is refused by name)', async () => {
    const error: unknown = await service
      .addPhotos(2025, files(20))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as Error).message).toContain('foto-0.jpg');
  });
});
