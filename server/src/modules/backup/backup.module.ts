import type { FastifyPluginCallback } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  FileReferencesFor,
  ImageReferencesFor,
} from '../../lib/feature-module.ts';
import type { RunOnce } from '../../lib/run-once.ts';
import {
  createBackupScheduler,
  realTimers,
  type BackupLogger,
  type BackupStatus,
  type BackupTimers,
} from './backup-schedule.ts';
import { createBackup } from './backup.service.ts';
import { createPortableBackup, type FileStores } from './portable-backup.ts';

export interface BackupModuleDeps {
  db: Db;
  dataDir: string;
  uploadsDir: string;
  /** BACKUP_DIR and BACKUP_KEEP; no automatic backups when `dir` is unset. */
  backup: AppConfig['backup'];
  imageReferences: readonly ImageReferencesFor[];
  /** Other stored files (documents' PDFs), by paths relative to DATA_DIR. */
  fileReferences?: readonly FileReferencesFor[];
  clock: Clock;
  log: BackupLogger;
  timers?: BackupTimers;
  /** Which server process writes a night's backup (ADR 0052); this one when absent. */
  runOnce?: RunOnce;
  /** With PostgreSQL or a bucket: the stores, and the nightly archives are portable (ADR 0053). */
  portable?: { stores: FileStores };
}

/**
 * The automatic backups (BACKUP_DIR): the scheduler starts when the app is ready and stops when it
 * closes. `status()` is undefined when automatic backups are off; app.ts shows it to
 * administrators in GET /api/health.
 */
export function createBackupModule(
  deps: BackupModuleDeps,
): FeatureModule & { status: () => BackupStatus | undefined } {
  const { dir, keep } = deps.backup;
  if (dir === undefined) {
    return {
      plugin: (_app, _options, done) => {
        done();
      },
      status: () => undefined,
    };
  }
  const scheduler = createBackupScheduler({
    dir,
    keep,
    clock: deps.clock,
    timers: deps.timers ?? realTimers,
    log: deps.log,
    backup: (file) =>
      deps.portable
        ? createPortableBackup({ ...deps, stores: deps.portable.stores }, file)
        : createBackup(deps, file),
    ...(deps.runOnce ? { runOnce: deps.runOnce } : {}),
  });
  const plugin: FastifyPluginCallback = (app, _options, done) => {
    app.addHook('onReady', (ready) => {
      scheduler.start();
      ready();
    });
    app.addHook('onClose', (_instance, closed) => {
      scheduler.stop().then(() => {
        closed();
      }, closed);
    });
    done();
  };
  return { plugin, status: () => scheduler.status() };
}
