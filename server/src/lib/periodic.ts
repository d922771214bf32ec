import type { FastifyInstance } from 'fastify';
import type { WarnLogger } from './feature-module.ts';

/**
 * Runs `task` once now (awaited: the app starts with it done) and then every `everyMs` while the
 * app runs, on an unref'd timer cleared at close. A failure of a later run is logged as `failure`
 * and the next run tries again.
 */
export async function runPeriodically(
  app: FastifyInstance,
  task: () => Promise<unknown>,
  options: { everyMs: number; log: WarnLogger; failure: string },
): Promise<void> {
  await task();
  const timer = setInterval(() => {
    task().catch((error: unknown) => {
      options.log.warn({ reason: (error as Error).message }, options.failure);
    });
  }, options.everyMs);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}
