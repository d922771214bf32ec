import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MESSAGES as M, chileDate, TIME_ZONE } from '@lbj/shared';
import { isNoSpaceError } from '../../lib/disk-space.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { runHere, type RunOnce } from '../../lib/run-once.ts';

/** Chile's hour of the nightly backup: the school is asleep, and no clock change falls on it. */
const NIGHTLY_HOUR = 3;

const ARCHIVE = /^lebeaujour-\d{4}-\d{2}-\d{2}\.tar\.gz$/;
const LEFTOVER = /^lebeaujour-\d{4}-\d{2}-\d{2}\.tar\.gz\.partial(?:\.d)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The archive of an instant's Chile date: `lebeaujour-2026-11-23.tar.gz`. */
export function archiveName(date: Date): string {
  return `lebeaujour-${chileDate(date)}.tar.gz`;
}

/** The first instant after `now` when Chile's clock reads `hour`:00. */
export function nextRunAt(now: Date, hour: number = NIGHTLY_HOUR): Date {
  const [todayYear = 0, todayMonth = 1, todayDate = 1] = chileDate(now).split('-').map(Number);
  for (let days = 0; days <= 2; days++) {
    // Step by Chile's calendar days, not by 24 hours: the evening before clocks go forward,
    // 24 hours later is already the day after next.
    const noon = new Date(Date.UTC(todayYear, todayMonth - 1, todayDate + days, 12));
    const day = noon.toISOString().slice(0, 10);
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    // Chile is UTC−3 in summer and UTC−4 in winter.
    for (const offset of [3, 4]) {
      const candidate = new Date(Date.UTC(year, month - 1, date, hour + offset));
      if (
        candidate > now &&
        chileDate(candidate) === day &&
        Number(hourFormat.format(candidate)) === hour
      ) {
        return candidate;
      }
    }
  }
  return new Date(now.getTime() + DAY_MS);
}

/** The timer functions the scheduler uses; tests pass their own and fire them by hand. */
export interface BackupTimers {
  setTimeout(run: () => Promise<void>, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: BackupTimers = {
  setTimeout: (run, ms) => {
    const timer = setTimeout(() => void run(), ms);
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/** The part of a logger the scheduler uses (pino fits). */
export interface BackupLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupStatus {
  /** When the last archive was written (by this process, or the newest one found at start). */
  lastOkAt?: Date;
  /** The Spanish text of the last failure, until a backup succeeds again. */
  error?: string;
}

export interface BackupSchedulerOptions {
  dir: string;
  keep: number;
  clock: Clock;
  timers: BackupTimers;
  /** Writes one archive to `file`. */
  backup: (file: string) => Promise<unknown>;
  log: BackupLogger;
  /**
   * Which server process writes a night's backup (ADR 0052): the first to claim the night; every
   * night here when absent (one process).
   */
  runOnce?: RunOnce;
}

export interface BackupScheduler {
  /** Checks at once whether today's archive exists (writes it if not), then runs every night. */
  start(): void;
  /** Cancels the next run and waits for a running one. */
  stop(): Promise<void>;
  status(): BackupStatus;
}

/** What went wrong, in words for an administrator (the log has the details). */
function causeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (isNoSpaceError(error)) return M.causes.noSpace;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return M.causes.noPermission;
  if (code === 'ENOTDIR' || code === 'EEXIST') return M.causes.notAFolder;
  return M.causes.other;
}

/**
 * The automatic backups: one archive per Chile date in `dir` (at start when today's is missing,
 * then every night at 03:00 Chile time, replacing that day's), keeping the newest `keep` archives
 * of its own name pattern. A failure is logged at error level and kept for the health check.
 */
export function createBackupScheduler(options: BackupSchedulerOptions): BackupScheduler {
  const { dir, keep, clock, timers, log, runOnce = runHere } = options;
  const state: BackupStatus = {};
  let timer: unknown;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function ownArchives(): Promise<string[]> {
    const names = await fsp.readdir(dir);
    return names.filter((name) => ARCHIVE.test(name)).sort();
  }

  async function prune(): Promise<void> {
    for (const name of await fsp.readdir(dir)) {
      if (LEFTOVER.test(name)) await fsp.rm(path.join(dir, name), { recursive: true, force: true });
    }
    const archives = await ownArchives();
    for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
      await fsp.rm(path.join(dir, name), { force: true });
      log.info({ file: path.join(dir, name) }, 'old backup removed');
    }
  }

  async function run(atStart: boolean): Promise<void> {
    const now = clock();
    const file = path.join(dir, archiveName(now));
    try {
      await fsp.mkdir(dir, { recursive: true });
      const archives = await ownArchives();
      const newest = archives.at(-1);
      if (atStart && newest !== undefined && state.lastOkAt === undefined) {
        state.lastOkAt = (await fsp.stat(path.join(dir, newest))).mtime;
      }
      if (!atStart || !archives.includes(path.basename(file))) {
        await options.backup(file);
        state.lastOkAt = clock();
        delete state.error;
        log.info({ file }, 'backup written');
        await prune();
      }
    } catch (error) {
      state.error = M.nightlyFailed(chileDate(now), causeOf(error));
      log.error({ err: error, file }, 'backup failed');
    }
  }

  function schedule(at: Date | undefined, atStart = false): void {
    if (stopped) return;
    const ms = at ? Math.max(0, at.getTime() - clock().getTime()) : 0;
    timer = timers.setTimeout(() => {
      timer = undefined;
      // The night is claimed by its Chile date; a start's check runs unless another runs one.
      const once = atStart
        ? runOnce.exclusive('backup', () => run(true))
        : runOnce.once('backup-nightly', chileDate(clock()), () => run(false));
      running = once
        .then(
          (ran) => {
            // Said once per start, so that whoever watches several processes start knows each
            // one's check is over, and which left it to another.
            if (atStart) {
              log.info(
                { dir },
                ran
                  ? 'backup: start-up check done'
                  : 'backup: start-up check left to another process',
              );
            }
          },
          (error: unknown) => {
            state.error = M.nightlyFailed(chileDate(clock()), causeOf(error));
            log.error({ err: error }, 'backup not started: the database did not answer');
          },
        )
        .finally(() => {
          running = undefined;
          schedule(nextRunAt(clock()));
        });
      return running;
    }, ms);
  }

  return {
    start: () => {
      schedule(undefined, true);
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await running;
    },
    status: () => ({ ...state }),
  };
}
