import type { FastifyPluginCallback } from 'fastify';
import { DIGEST_PATHS, digestScheduleSchema, type DigestSchedule } from '@lbj/shared';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { DigestEditions, EditionResult } from './digest.edition.ts';

/** The staff's calls: build and queue this week's edition now; the weekly schedule. */
export function createDigestApi({
  editions,
  requireAdmin,
  sendNow,
}: {
  editions: DigestEditions;
  requireAdmin: RequireAdmin;
  /** Builds this week's edition (once) and starts sending it. */
  sendNow: (by: ReturnType<typeof actorOf>) => Promise<EditionResult>;
}): FastifyPluginCallback {
  const admin = { preHandler: requireAdmin };
  return (app, _options, done) => {
    app.post(DIGEST_PATHS.send, admin, async (request): Promise<EditionResult> =>
      sendNow(actorOf(request)),
    );
    app.get(DIGEST_PATHS.schedule, admin, async (_request, reply): Promise<DigestSchedule> => {
      reply.header('Cache-Control', 'no-store');
      return editions.schedule();
    });
    app.put(DIGEST_PATHS.schedule, admin, async (request): Promise<DigestSchedule> =>
      editions.setSchedule(actorOf(request), parseInput(digestScheduleSchema, request.body)),
    );
    done();
  };
}
