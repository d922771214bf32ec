// @time-zones
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_MESSAGES } from '@lbj/shared';
import {
  archiveName,
  createBackupScheduler,
  nextRunAt,
  realTimers,
  type BackupScheduler,
  type BackupSchedulerOptions,
} from './backup-schedule.ts';
import { manualTimers } from './backup.test-support.ts';

describe('nextRunAt: 03:00 in Chile, whatever the season', () => {
  it.each([
    ['summer (UTC−3), afternoon', '2026-11-23T15:00:00Z', '2026-11-24T06:00:00.000Z'],
    ['summer, just before 03:00', '2026-11-24T05:59:00Z', '2026-11-24T06:00:00.000Z'],
    [
      'summer, at 03:00 exactly: the next night',
      '2026-11-24T06:00:00Z',
      '2026-11-25T06:00:00.000Z',
    ],
    ['winter (UTC−4)', '2026-07-10T12:00:00Z', '2026-07-11T07:00:00.000Z'],
    [
      'the night clocks go forward (6 September)',
      '2026-09-05T12:00:00Z',
      '2026-09-06T06:00:00.000Z',
    ],
    [
      'the evening before clocks go forward, after 23:00 (the next 03:00 is 5 hours away)',
      '2026-09-06T03:30:00Z',
      '2026-09-06T06:00:00.000Z',
    ],
    ['the night clocks go back (5 April)', '2026-04-04T12:00:00Z', '2026-04-05T07:00:00.000Z'],
    [
      'New Year’s Eve in UTC, already 1 January',
      '2026-12-31T23:30:00Z',
      '2027-01-01T06:00:00.000Z',
    ],
  ])('%s', (_case, now, expected) => {
    expect(nextRunAt(new Date(now)).toISOString()).toBe(expected);
  });

  it('names archives by Chile’s date', () => {
    // 01:30 UTC on the 24th is still the 23rd in Chile.
    expect(archiveName(new Date('2026-11-24T01:30:00Z'))).toBe('lebeaujour-2026-11-23.tar.gz');
  });
});

describe('the backup scheduler', () => {
  let dir: string;
  let now: Date;
  let clock: ReturnType<typeof manualTimers>;
  let written: string[];
  let failWith: Error | undefined;
  let logged: { level: string; details: object; message: string }[];
  let options: BackupSchedulerOptions;
  let scheduler: BackupScheduler;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-nightly-'));
    now = new Date('2026-11-23T15:00:00Z');
    clock = manualTimers();
    written = [];
    failWith = undefined;
    logged = [];
    options = {
      dir,
      keep: 3,
      clock: () => now,
      timers: clock.timers,
      backup: (file) => {
        if (failWith) return Promise.reject(failWith);
        written.push(path.basename(file));
        fs.writeFileSync(file, 'respaldo');
        return Promise.resolve();
      },
      log: {
        info: (details, message) => logged.push({ level: 'info', details, message }),
        error: (details, message) => logged.push({ level: 'error', details, message }),
      },
    };
    scheduler = createBackupScheduler(options);
  });
  afterEach(async () => {
    await scheduler.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Moves the clock to when the pending timer is due, and fires it. */
  async function nextNight(): Promise<void> {
    now = new Date(now.getTime() + (clock.pending[0]?.ms ?? 0));
    await clock.fire();
  }

  it('backs up at start when today has no archive, then at 03:00 Chile time', async () => {
    scheduler.start();
    expect(await clock.fire()).toBe(0);
    expect(written).toEqual(['lebeaujour-2026-11-23.tar.gz']);
    expect(scheduler.status()).toEqual({ lastOkAt: now });

    // 15:00 UTC is 12:00 in Chile (summer): the next run is 15 hours later.
    expect(clock.pending.map((timer) => timer.ms)).toEqual([15 * 60 * 60 * 1000]);
    await nextNight();
    expect(now.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(written).toEqual(['lebeaujour-2026-11-23.tar.gz', 'lebeaujour-2026-11-24.tar.gz']);
    expect(clock.pending.map((timer) => timer.ms)).toEqual([24 * 60 * 60 * 1000]);
  });

  it('does not back up at start when today’s archive exists, and reports its time', async () => {
    const existing = path.join(dir, 'lebeaujour-2026-11-23.tar.gz');
    fs.writeFileSync(existing, 'respaldo de esta mañana');
    const mtime = new Date('2026-11-23T06:00:01Z');
    fs.utimesSync(existing, mtime, mtime);
    scheduler.start();
    await clock.fire();
    expect(written).toEqual([]);
    expect(scheduler.status()).toEqual({ lastOkAt: mtime });
    expect(clock.pending).toHaveLength(1);
  });

  it('keeps the newest BACKUP_KEEP archives of its own, and nothing else of its own', async () => {
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']) {
      fs.writeFileSync(path.join(dir, `lebeaujour-${day}.tar.gz`), 'viejo');
    }
    fs.writeFileSync(path.join(dir, 'lebeaujour-2026-11-20.tar.gz.partial'), 'cortado');
    fs.mkdirSync(path.join(dir, 'lebeaujour-2026-11-20.tar.gz.partial.d'));
    fs.writeFileSync(path.join(dir, 'copia-manual.tar.gz'), 'de la directora');
    fs.writeFileSync(path.join(dir, 'lebeaujour-notas.txt'), 'notas');

    scheduler.start();
    await clock.fire();
    expect(fs.readdirSync(dir).sort()).toEqual([
      'copia-manual.tar.gz',
      'lebeaujour-2026-11-21.tar.gz',
      'lebeaujour-2026-11-22.tar.gz',
      'lebeaujour-2026-11-23.tar.gz',
      'lebeaujour-notas.txt',
    ]);
    await nextNight();
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('lebeaujour-2'))).toEqual([
      'lebeaujour-2026-11-22.tar.gz',
      'lebeaujour-2026-11-23.tar.gz',
      'lebeaujour-2026-11-24.tar.gz',
    ]);
  });

  it('logs a failure at error level, reports it in Spanish, and clears it after a success', async () => {
    failWith = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    scheduler.start();
    await clock.fire();
    expect(scheduler.status()).toEqual({
      error: BACKUP_MESSAGES.nightlyFailed('2026-11-23', BACKUP_MESSAGES.causes.noSpace),
    });
    const failure = logged.find((line) => line.level === 'error');
    expect(failure?.message).toBe('backup failed');
    expect(failure?.details).toMatchObject({ err: failWith });
    // The schedule goes on.
    expect(clock.pending).toHaveLength(1);

    failWith = undefined;
    await nextNight();
    expect(scheduler.status()).toEqual({ lastOkAt: now });
  });

  it('says which cause it was: no permission, not a folder, anything else', async () => {
    const cases: [string | undefined, string][] = [
      ['EACCES', BACKUP_MESSAGES.causes.noPermission],
      ['EPERM', BACKUP_MESSAGES.causes.noPermission],
      ['EROFS', BACKUP_MESSAGES.causes.noPermission],
      ['ENOTDIR', BACKUP_MESSAGES.causes.notAFolder],
      [undefined, BACKUP_MESSAGES.causes.other],
    ];
    scheduler.start();
    for (const [code, cause] of cases) {
      failWith = Object.assign(new Error('falló'), { code });
      await nextNight();
      expect(scheduler.status().error).toContain(cause);
    }
  });

  it('says “anything else” when what failed is not even an error', async () => {
    const odd = createBackupScheduler({
      ...options,
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      backup: () => Promise.reject(undefined),
    });
    odd.start();
    await clock.fire();
    expect(odd.status()).toEqual({
      error: BACKUP_MESSAGES.nightlyFailed('2026-11-23', BACKUP_MESSAGES.causes.other),
    });
    await odd.stop();
  });

  /** Lists the folder through `list` (given the real listing) while `during` runs. */
  async function withListing(
    list: (names: string[]) => string[],
    during: () => Promise<unknown>,
  ): Promise<void> {
    const readdir = fsp.readdir.bind(fsp);
    const listing = vi
      .spyOn(fsp, 'readdir')
      .mockImplementation((async (target: string) =>
        list(await readdir(target))) as unknown as typeof fsp.readdir);
    try {
      await during();
    } finally {
      listing.mockRestore();
    }
  }

  it('prunes the oldest archives and logs each, whatever order the folder lists them in', async () => {
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']) {
      fs.writeFileSync(path.join(dir, `lebeaujour-${day}.tar.gz`), 'viejo');
    }
    scheduler.start();
    // Newest first: a folder's order is not alphabetical on every file system.
    await withListing((names) => names.sort().reverse(), clock.fire);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'lebeaujour-2026-11-21.tar.gz',
      'lebeaujour-2026-11-22.tar.gz',
      'lebeaujour-2026-11-23.tar.gz',
    ]);
    const file = (day: string) => ({ file: path.join(dir, `lebeaujour-${day}.tar.gz`) });
    expect(logged).toEqual([
      { level: 'info', details: file('2026-11-23'), message: 'backup written' },
      { level: 'info', details: file('2026-11-18'), message: 'old backup removed' },
      { level: 'info', details: file('2026-11-19'), message: 'old backup removed' },
      { level: 'info', details: file('2026-11-20'), message: 'old backup removed' },
      { level: 'info', details: { dir }, message: 'backup: start-up check done' },
    ]);
  });

  it('reports the newest archive’s time at start, whatever order the folder lists them in', async () => {
    for (const [day, at] of [
      ['2026-11-22', '2026-11-22T06:00:01Z'],
      ['2026-11-23', '2026-11-23T06:00:01Z'],
    ] as const) {
      const file = path.join(dir, `lebeaujour-${day}.tar.gz`);
      fs.writeFileSync(file, 'respaldo');
      fs.utimesSync(file, new Date(at), new Date(at));
    }
    scheduler.start();
    await withListing((names) => names.sort().reverse(), clock.fire);
    expect(written).toEqual([]);
    expect(scheduler.status()).toEqual({ lastOkAt: new Date('2026-11-23T06:00:01Z') });
  });

  it('removes a staging folder left with its files, and one already gone is no failure', async () => {
    for (const day of ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']) {
      fs.writeFileSync(path.join(dir, `lebeaujour-${day}.tar.gz`), 'viejo');
    }
    const staging = path.join(dir, 'lebeaujour-2026-11-22.tar.gz.partial.d');
    fs.mkdirSync(path.join(staging, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'uploads', `${'a'.repeat(32)}-480.webp`), 'a medias');
    // Listed, then removed by another backup (the CLI's) before the scheduler gets to them.
    const gone = ['lebeaujour-2026-11-17.tar.gz', 'lebeaujour-2026-11-17.tar.gz.partial.d'];
    scheduler.start();
    await withListing((names) => [...gone, ...names], clock.fire);
    expect(scheduler.status()).toEqual({ lastOkAt: now });
    expect(fs.readdirSync(dir).sort()).toEqual([
      'lebeaujour-2026-11-21.tar.gz',
      'lebeaujour-2026-11-22.tar.gz',
      'lebeaujour-2026-11-23.tar.gz',
    ]);
  });

  it('at 03:00 writes the day’s archive again, even when the start wrote one that day', async () => {
    // 05:00 UTC is 02:00 in Chile (summer): the start writes the 24th's, 03:00 is an hour later.
    now = new Date('2026-11-24T05:00:00Z');
    scheduler.start();
    await clock.fire();
    expect(clock.pending.map((timer) => timer.ms)).toEqual([60 * 60 * 1000]);
    await nextNight();
    expect(written).toEqual(['lebeaujour-2026-11-24.tar.gz', 'lebeaujour-2026-11-24.tar.gz']);
  });

  it('stops: the pending run is cancelled', async () => {
    scheduler.start();
    await scheduler.stop();
    expect(clock.pending).toEqual([]);
  });

  describe('with the real timers (faked by Vitest)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stopped while a backup runs: waits for it, and sets no timer after it', async () => {
      const real = createBackupScheduler({ ...options, timers: realTimers });
      try {
        real.start();
        expect(vi.getTimerCount()).toBe(1);
        // The start's run begins; its backup is under way when stop() is called.
        vi.advanceTimersToNextTimer();
        expect(vi.getTimerCount()).toBe(0);
        await real.stop();
        expect(written).toEqual(['lebeaujour-2026-11-23.tar.gz']);
        expect(real.status()).toEqual({ lastOkAt: now });
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        await real.stop();
      }
    });

    it('stopped before the start’s run: it never runs', async () => {
      const real = createBackupScheduler({ ...options, timers: realTimers });
      real.start();
      await real.stop();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(2 * 24 * 60 * 60 * 1000);
      expect(written).toEqual([]);
    });

    it('realTimers: runs when due, can be cancelled, and does not keep the process alive', () => {
      let runs = 0;
      const run = () => {
        runs++;
        return Promise.resolve();
      };
      const handle = realTimers.setTimeout(run, 1000);
      expect((handle as NodeJS.Timeout).hasRef()).toBe(false);
      vi.advanceTimersByTime(999);
      expect(runs).toBe(0);
      vi.advanceTimersByTime(1);
      expect(runs).toBe(1);
      realTimers.clearTimeout(realTimers.setTimeout(run, 1000));
      vi.advanceTimersByTime(2000);
      expect(runs).toBe(1);
    });
  });
});
