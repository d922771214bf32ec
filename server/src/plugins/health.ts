import type { FastifyInstance } from 'fastify';
import { API_PATHS, STORAGE_MESSAGES, type ApiError, type Health } from '@lbj/shared';
import type { DiskSpace } from '../lib/disk-space.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import type { HealthProbe } from '../lib/health.ts';
import type { RequireAdmin } from './admin-guard.ts';

/** The automatic backups' state, as the backup module reports it (undefined when off). */
export interface BackupStatus {
  lastOkAt?: Date;
  error?: string;
}

/** GET /api/health when something is wrong: the health fields and the API's error shape. */
type HealthFailure = Omit<Health, 'ok' | 'disk'> &
  Partial<Pick<Health, 'disk'>> &
  ApiError & { ok: false };

export interface HealthDeps {
  disk: Pick<DiskSpace, 'status'>;
  probe: HealthProbe;
  backupStatus: () => BackupStatus | undefined;
  requireAdmin: RequireAdmin;
}

/**
 * GET /api/health: 200 `{ ok: true, status: "ok", disk }` while the database answers, DATA_DIR
 * takes a file and the bucket (when there is one) answers; 503 `{ ok: false, status: "error", error, message, … }` (Spanish) otherwise, with
 * the cause logged, never sent. An administrator's token adds the automatic backups' state.
 */
export function registerHealth(app: FastifyInstance, deps: HealthDeps): void {
  app.get(API_PATHS.health, async (request, reply): Promise<Health | HealthFailure> => {
    const [problems, disk] = await Promise.all([
      deps.probe.check(),
      deps.disk.status().then(
        ({ freeBytes, state }) => ({ freeBytes, state }),
        (error: unknown) => ({ error }),
      ),
    ]);
    if ('error' in disk) problems.dataDir ??= disk.error;

    const backup = deps.backupStatus();
    let extra: Pick<Health, 'backup'> = {};
    if (backup && request.headers.authorization !== undefined) {
      try {
        await deps.requireAdmin(request, reply);
        reply.header('Cache-Control', 'no-store');
        extra = {
          backup: {
            ...(backup.lastOkAt ? { ultimo_ok: backup.lastOkAt.toISOString() } : {}),
            ...(backup.error ? { error: backup.error } : {}),
          },
        };
      } catch (error) {
        // A broken database also fails the token check: the 503 below says so.
        if (!(error instanceof UnauthorizedError) && problems.database === undefined) throw error;
      }
    }

    const texts: string[] = [];
    if (problems.database !== undefined) {
      request.log.error({ err: problems.database }, 'health: the database does not answer');
      texts.push(STORAGE_MESSAGES.healthDatabase);
    }
    if (problems.dataDir !== undefined) {
      request.log.error({ err: problems.dataDir }, 'health: DATA_DIR is not writable');
      texts.push(STORAGE_MESSAGES.healthDataDir);
    }
    if (problems.bucket !== undefined) {
      request.log.error({ err: problems.bucket }, 'health: the bucket does not answer');
      texts.push(STORAGE_MESSAGES.healthBucket);
    }
    if (texts.length === 0 && !('error' in disk)) return { ok: true, status: 'ok', disk, ...extra };

    const message = texts.join(' ');
    reply.status(503).header('Cache-Control', 'no-store');
    return {
      ok: false,
      status: 'error',
      statusCode: 503,
      error: message,
      message,
      ...('error' in disk ? {} : { disk }),
      ...extra,
    };
  });
}
