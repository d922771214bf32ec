import type { FastifyPluginCallback } from 'fastify';
import {
  DIGEST_PATHS,
  digestPreviewQuerySchema,
  digestResumeSchema,
  digestScheduleSchema,
  familyQuerySchema,
  type DigestFamilyExport,
  type DigestSchedule,
  type DigestStatus,
} from '@lbj/shared';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { DigestEditions, EditionResult } from './digest.edition.ts';
import type { createDigestStaff } from './digest.staff.ts';

/**
 * The staff's calls (administrators only): the panel's summary, a preview of one level's mail,
 * build and queue this week's edition now, the weekly schedule, resume a paused address, one
 * family's export and deletion.
 */
export function createDigestApi({
  editions,
  staff,
  requireAdmin,
  sendNow,
}: {
  editions: DigestEditions;
  staff: ReturnType<typeof createDigestStaff>;
  requireAdmin: RequireAdmin;
  /** Builds this week's edition (once) and starts sending it. */
  sendNow: (by: ReturnType<typeof actorOf>) => Promise<EditionResult>;
}): FastifyPluginCallback {
  const admin = { preHandler: requireAdmin };
  return (app, _options, done) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    app.get(DIGEST_PATHS.status, admin, async (): Promise<DigestStatus> => staff.status());
    app.get(DIGEST_PATHS.preview, admin, async (request) => {
      const { nivel } = parseInput(digestPreviewQuerySchema, request.query ?? {});
      return staff.preview(nivel);
    });
    app.post(DIGEST_PATHS.send, admin, async (request): Promise<EditionResult> =>
      sendNow(actorOf(request)),
    );
    app.get(DIGEST_PATHS.schedule, admin, async (): Promise<DigestSchedule> => editions.schedule());
    app.put(DIGEST_PATHS.schedule, admin, async (request): Promise<DigestSchedule> =>
      editions.setSchedule(actorOf(request), parseInput(digestScheduleSchema, request.body)),
    );
    app.post(DIGEST_PATHS.resume, admin, async (request) => {
      const { email } = parseInput(digestResumeSchema, request.body);
      return { reanudada: await staff.resume(actorOf(request), email) };
    });
    app.get(DIGEST_PATHS.family, admin, async (request): Promise<DigestFamilyExport | null> => {
      const { email } = parseInput(familyQuerySchema, request.query ?? {});
      return staff.exportFamily(actorOf(request), email);
    });
    app.delete(DIGEST_PATHS.family, admin, async (request) => {
      const { email } = parseInput(familyQuerySchema, request.query ?? {});
      return { eliminada: await staff.deleteFamily(actorOf(request), email) };
    });
    done();
  };
}
