import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENTS_FOLDER } from '../modules/documents/documents.files.ts';
import { createTestApp } from '../test/helpers.ts';
import {
  STRAY_SWEEP_EVERY_MS,
  STRAY_UPLOAD_AGE_MS,
  registerStrayUploadSweep,
  removeStrayUploads,
} from './stray-uploads.ts';

// The leftovers of document uploads while the server runs. Every age is counted from an injected
// clock and set on the files by hand, and the timer is fake: no real wait, and nothing depends on
// the machine's date, time zone or speed.

const MINUTE = 60_000;
const START = new Date('2026-02-15T15:00:00Z');
const OLD = '.incoming-00000000000000aa.part';
const YOUNG = '.incoming-00000000000000bb.part';

let dataDir: string;
let dir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-stray-'));
  dir = path.join(dataDir, DOCUMENTS_FOLDER);
  fs.mkdirSync(dir);
});
afterEach(() => {
  // The spy on setInterval first: restored after the real timers, it would put the fake back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A file in `folder` last written `ageMs` before `now`. */
function writeAged(name: string, ageMs: number, now: Date = START, folder: string = dir): void {
  const file = path.join(folder, name);
  fs.writeFileSync(file, 'parte de un PDF');
  const when = new Date(now.getTime() - ageMs);
  fs.utimesSync(file, when, when);
}

const names = (folder: string = dir) => fs.readdirSync(folder).sort();

describe('removeStrayUploads', () => {
  it('removes the temporary uploads unwritten for over an hour, and nothing else', async () => {
    writeAged(OLD, STRAY_UPLOAD_AGE_MS + 1);
    writeAged(YOUNG, STRAY_UPLOAD_AGE_MS);
    // A stored PDF, and names the documents never give a temporary upload, however old.
    writeAged('0123456789abcdef0123456789abcdef.pdf', 24 * 60 * MINUTE);
    writeAged('.incoming-short.part', 24 * 60 * MINUTE);
    writeAged('.incoming-00000000000000cc.part.bak', 24 * 60 * MINUTE);
    // A folder under such a name is not an upload: left alone.
    fs.mkdirSync(path.join(dir, '.incoming-00000000000000dd.part'));

    expect(await removeStrayUploads(dir, START)).toBe(1);
    expect(names()).toEqual([
      '.incoming-00000000000000bb.part',
      '.incoming-00000000000000cc.part.bak',
      '.incoming-00000000000000dd.part',
      '.incoming-short.part',
      '0123456789abcdef0123456789abcdef.pdf',
    ]);
  });

  it('finds nothing in a folder that is not there yet', async () => {
    expect(await removeStrayUploads(path.join(dir, 'no-existe'), START)).toBe(0);
  });
});

describe('registerStrayUploadSweep', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('every 15 minutes removes what has been left for over an hour, by the clock it is given', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = START;
    app = Fastify({ logger: false });
    const sweep = registerStrayUploadSweep(app, { dataDir, clock: () => now });
    await app.ready();
    writeAged(OLD, 50 * MINUTE);
    writeAged(YOUNG, 30 * MINUTE);

    /** Moves the clock and the timers on by `ms`, then waits for a sweep they started. */
    const after = async (ms: number) => {
      now = new Date(now.getTime() + ms);
      await vi.advanceTimersByTimeAsync(ms);
      await sweep.idle();
    };

    // Not before the period is over, though OLD passes the hour meanwhile.
    await after(STRAY_SWEEP_EVERY_MS - 1);
    expect(names()).toEqual([OLD, YOUNG]);
    // 15 minutes: OLD (65 min) goes, YOUNG (45 min) stays.
    await after(1);
    expect(names()).toEqual([YOUNG]);
    // 30 minutes: YOUNG is exactly an hour old, not over it.
    await after(STRAY_SWEEP_EVERY_MS);
    expect(names()).toEqual([YOUNG]);
    // 45 minutes: YOUNG (75 min) goes.
    await after(STRAY_SWEEP_EVERY_MS);
    expect(names()).toEqual([]);
  });

  it('does not keep the process alive, and stops with the app', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timers: NodeJS.Timeout[] = [];
    const setInterval = globalThis.setInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(
      (...args: Parameters<typeof setInterval>) => {
        const timer = setInterval(...args);
        timers.push(timer);
        return timer;
      },
    );
    app = Fastify({ logger: false });
    registerStrayUploadSweep(app, { dataDir, clock: () => START });
    await app.ready();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.hasRef()).toBe(false);
    expect(vi.getTimerCount()).toBe(1);

    await app.close();
    app = undefined;
    expect(vi.getTimerCount()).toBe(0);
    // Later periods find no sweep to run.
    writeAged(OLD, 2 * STRAY_UPLOAD_AGE_MS);
    await vi.advanceTimersByTimeAsync(2 * STRAY_SWEEP_EVERY_MS);
    expect(names()).toEqual([OLD]);
  });

  it('closing the app waits for a sweep under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    app = Fastify({ logger: false });
    registerStrayUploadSweep(app, { dataDir, clock: () => START });
    await app.ready();
    writeAged(OLD, 2 * STRAY_UPLOAD_AGE_MS);
    // The timer fires and its sweep starts reading the folder; close comes before it is done.
    await vi.advanceTimersByTimeAsync(STRAY_SWEEP_EVERY_MS);
    await app.close();
    app = undefined;
    expect(names()).toEqual([]);
  });
});

describe('the app', () => {
  it('sweeps DATA_DIR/documents while it runs, not only at start', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createTestApp({}, { now: () => START });
    try {
      // Left after the start-up sweep, as by an upload that failed while the server ran.
      const documents = path.join(t.dataDir, DOCUMENTS_FOLDER);
      fs.mkdirSync(documents, { recursive: true });
      writeAged(OLD, 2 * STRAY_UPLOAD_AGE_MS, START, documents);
      writeAged(YOUNG, 10 * MINUTE, START, documents);
      await vi.advanceTimersByTimeAsync(STRAY_SWEEP_EVERY_MS);
    } finally {
      // Closing waits for the sweep the timer started.
      await t.app.close();
    }
    try {
      expect(names(path.join(t.dataDir, DOCUMENTS_FOLDER))).toEqual([YOUNG]);
    } finally {
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
