import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  copySupplyYearInputSchema,
  parseSupplyLevel,
  parseSupplyYear,
  publishSupplyYearInputSchema,
  saveSupplyLevelInputSchema,
  SUPPLY_MESSAGES,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, isAdminRequest, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { SuppliesService } from './supplies.service.ts';

function yearParam(raw: string, field = 'anio'): number {
  const year = parseSupplyYear(raw);
  if (year === null) throw new ValidationError(SUPPLY_MESSAGES.badYear, field);
  return year;
}

function levelParam(raw: string): SupplyLevelId {
  const level = parseSupplyLevel(raw);
  if (level === null) throw new ValidationError(SUPPLY_MESSAGES.badLevel, 'nivel');
  return level;
}

/**
 * The supplies list: GET /api/supplies and /api/supplies/{anio} (public: the published year),
 * and, for administrators, the years, saving a level, copying a year and publishing one.
 */
export function createSuppliesRoutes({
  service,
  requireAdmin,
}: {
  service: SuppliesService;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  const isAdmin = (request: FastifyRequest, reply: FastifyReply) =>
    isAdminRequest(requireAdmin, request, reply);

  return (app, _options, done) => {
    app.get(API_PATHS.supplies, async (_request, reply): Promise<SupplyYear> => {
      const list = await service.publishedList();
      if (list === null) throw new NotFoundError(SUPPLY_MESSAGES.noList);
      // Browsers keep it but ask each time, so a saved change shows at once.
      reply.header('Cache-Control', 'no-cache');
      return list;
    });

    app.get(
      API_PATHS.supplyYears,
      { preHandler: requireAdmin },
      async (_request, reply): Promise<SupplyYears> => {
        reply.header('Cache-Control', 'no-store');
        return service.years();
      },
    );

    app.put(
      API_PATHS.supplyPublished,
      { preHandler: requireAdmin },
      async (request): Promise<{ vigente: number }> => {
        const { anio } = parseInput(publishSupplyYearInputSchema, request.body);
        return service.publish(actorOf(request), anio);
      },
    );

    app.get<{ Params: { anio: string } }>(
      `${API_PATHS.supplies}/:anio`,
      async (request, reply): Promise<SupplyYear> => {
        const year = yearParam(request.params.anio);
        const admin = await isAdmin(request, reply);
        reply.header('Cache-Control', admin ? 'no-store' : 'no-cache');
        return service.year(year, admin);
      },
    );

    app.put<{ Params: { anio: string; nivel: string } }>(
      `${API_PATHS.supplies}/:anio/:nivel`,
      { preHandler: requireAdmin },
      async (request): Promise<SupplyLevel> => {
        const year = yearParam(request.params.anio);
        const level = levelParam(request.params.nivel);
        const { lineas, version } = parseInput(saveSupplyLevelInputSchema, request.body);
        // A supply's empty detail is no detail; a group's title never has one.
        const lines = lineas.map((line, index) => {
          if (line.tipo === 'grupo' && line.detalle) {
            throw new ValidationError(
              SUPPLY_MESSAGES.detailOnGroup,
              `lineas.${String(index)}.detalle`,
            );
          }
          return line.detalle
            ? { tipo: line.tipo, texto: line.texto, detalle: line.detalle }
            : { tipo: line.tipo, texto: line.texto };
        });
        return service.saveLevel(actorOf(request), year, level, {
          lines,
          ...(version === undefined ? {} : { version }),
        });
      },
    );

    app.post<{ Params: { anio: string; desde: string } }>(
      `${API_PATHS.supplies}/:anio/copiar-desde/:desde`,
      { preHandler: requireAdmin },
      async (request, reply): Promise<SupplyYear> => {
        const year = yearParam(request.params.anio);
        const from = yearParam(request.params.desde, 'desde');
        if (from === year) throw new ValidationError(SUPPLY_MESSAGES.sameYear, 'desde');
        // The body is optional: no body means "do not replace".
        const { confirmar } =
          request.body === undefined || request.body === null
            ? { confirmar: undefined }
            : parseInput(copySupplyYearInputSchema, request.body);
        const copied = await service.copyYear(actorOf(request), year, from, confirmar === true);
        reply.code(201);
        return copied;
      },
    );

    done();
  };
}
