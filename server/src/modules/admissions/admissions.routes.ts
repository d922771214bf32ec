import type { FastifyPluginCallback } from 'fastify';
import {
  ADMISSION_MESSAGES as M,
  ADMISSION_PATHS,
  admissionProcessInputSchema,
  admissionSettingsInputSchema,
  familyQuerySchema,
  inquiryPatchSchema,
  inquiryQuerySchema,
  parseAdmissionYear,
  type AdmissionProcess,
  type AdmissionSettings,
  type Inquiry,
} from '@lbj/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { MissingFactsError, type AdmissionsService } from './admissions.service.ts';

function yearParam(raw: string): number {
  const year = parseAdmissionYear(raw);
  if (year === null) throw new ValidationError(M.badYear, 'anio');
  return year;
}

/** An inquiry's id in the path: a positive whole number, else 404 like an unknown one. */
function idParam(raw: string): number {
  if (!/^[1-9][0-9]{0,12}$/.test(raw)) throw new NotFoundError(M.inquiryNotFound);
  return Number(raw);
}

/**
 * GET /api/admissions (public: the published process) and, for administrators, each year's
 * process, the inquiries' inbox, one family's export and deletion, and the notification address.
 */
export function createAdmissionsRoutes({
  service,
  requireAdmin,
  stamp,
}: {
  service: AdmissionsService;
  requireAdmin: RequireAdmin;
  /** A new signed stamp of the public forms' guard. */
  stamp: () => string;
}): FastifyPluginCallback {
  const admin = { preHandler: requireAdmin };
  return (app, _options, done) => {
    app.get(ADMISSION_PATHS.process, async (_request, reply): Promise<AdmissionProcess> => {
      const process = await service.published();
      if (process === null) throw new NotFoundError(M.noProcess);
      reply.header('Cache-Control', 'no-cache');
      return process;
    });

    // The form's stamp for a page the browser showed without the server's render.
    app.get(ADMISSION_PATHS.stamp, (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return Promise.resolve({ stamp: stamp() });
    });

    app.get(ADMISSION_PATHS.inquiries, admin, async (request, reply): Promise<Inquiry[]> => {
      const query = parseInput(inquiryQuerySchema, request.query ?? {});
      reply.header('Cache-Control', 'no-store');
      return service.inquiries(query);
    });

    app.get(`${ADMISSION_PATHS.inquiries}/nuevas`, admin, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { nuevas: await service.countNew() };
    });

    app.get(ADMISSION_PATHS.family, admin, async (request, reply): Promise<Inquiry[]> => {
      const { email } = parseInput(familyQuerySchema, request.query ?? {});
      reply.header('Cache-Control', 'no-store');
      return service.exportFamily(actorOf(request), email);
    });

    app.delete(ADMISSION_PATHS.family, admin, async (request) => {
      const { email } = parseInput(familyQuerySchema, request.query ?? {});
      return { eliminadas: await service.deleteFamily(actorOf(request), email) };
    });

    app.patch<{ Params: { id: string } }>(
      `${ADMISSION_PATHS.inquiries}/:id`,
      admin,
      async (request): Promise<Inquiry> => {
        const id = idParam(request.params.id);
        return service.update(actorOf(request), id, parseInput(inquiryPatchSchema, request.body));
      },
    );

    app.get(
      ADMISSION_PATHS.settings,
      admin,
      async (_request, reply): Promise<AdmissionSettings> => {
        reply.header('Cache-Control', 'no-store');
        return service.settings();
      },
    );

    app.put(ADMISSION_PATHS.settings, admin, async (request): Promise<AdmissionSettings> => {
      const { correo } = parseInput(admissionSettingsInputSchema, request.body);
      return service.setSettings(actorOf(request), correo);
    });

    app.get<{ Params: { anio: string } }>(
      `${ADMISSION_PATHS.process}/:anio`,
      admin,
      async (request, reply): Promise<AdmissionProcess> => {
        reply.header('Cache-Control', 'no-store');
        return service.year(yearParam(request.params.anio));
      },
    );

    app.put<{ Params: { anio: string } }>(
      `${ADMISSION_PATHS.process}/:anio`,
      admin,
      async (request, reply) => {
        const year = yearParam(request.params.anio);
        const input = parseInput(admissionProcessInputSchema, request.body);
        try {
          return await service.save(actorOf(request), year, input);
        } catch (error) {
          // Every missing fact named, so the panel can say each one beside its field.
          if (error instanceof MissingFactsError) {
            return reply
              .status(400)
              .send({ ...sendError(400, error.message, error.field), faltan: error.missing });
          }
          throw error;
        }
      },
    );

    done();
  };
}
