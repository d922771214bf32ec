import {
  API_PATHS,
  DOCUMENT_PATHS,
  documentListSchema,
  supplyLevelSchema,
  supplyPublishedSchema,
  supplyYearSchema,
  supplyYearsSchema,
  type SaveSupplyLevelInput,
  type SchoolDocument,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import { apiRequest, isNotFound } from '../../../lib/api-client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/supplies: the year families see, or null when there is none yet (404). */
export async function getPublishedSupplies(signal?: AbortSignal): Promise<SupplyYear | null> {
  try {
    return await apiRequest(API_PATHS.supplies, supplyYearSchema, withSignal(signal));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET /api/documents: the library, for the supplies list's PDF; [] when the server has none. */
export async function getDocuments(signal?: AbortSignal): Promise<SchoolDocument[]> {
  try {
    return await apiRequest(DOCUMENT_PATHS.list, documentListSchema, withSignal(signal));
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** GET /api/supplies/anios (administrators): the years with a list, and the published one. */
export function getSupplyYears(signal?: AbortSignal): Promise<SupplyYears> {
  return apiRequest(API_PATHS.supplyYears, supplyYearsSchema, {
    admin: true,
    ...withSignal(signal),
  });
}

/** GET /api/supplies/{anio} as an administrator: any year, in preparation included. */
export function getSupplyYear(year: number, signal?: AbortSignal): Promise<SupplyYear> {
  return apiRequest(API_PATHS.supplyYear(year), supplyYearSchema, {
    admin: true,
    ...withSignal(signal),
  });
}

/** PUT /api/supplies/{anio}/{nivel}: the level's whole list, in order. */
export function saveSupplyLevel(
  year: number,
  level: SupplyLevelId,
  body: SaveSupplyLevelInput,
): Promise<SupplyLevel> {
  return apiRequest(API_PATHS.supplyLevel(year, level), supplyLevelSchema, {
    method: 'PUT',
    json: body,
    admin: true,
  });
}

/** POST /api/supplies/{anio}/copiar-desde/{desde}; `confirmar` replaces a year with lines. */
export function copySupplyYear(year: number, from: number, confirm: boolean): Promise<SupplyYear> {
  return apiRequest(API_PATHS.supplyCopy(year, from), supplyYearSchema, {
    method: 'POST',
    json: { confirmar: confirm },
    admin: true,
  });
}

/** PUT /api/supplies/vigente: the year families see. */
export async function publishSupplyYear(year: number): Promise<number> {
  const { vigente } = await apiRequest(API_PATHS.supplyPublished, supplyPublishedSchema, {
    method: 'PUT',
    json: { anio: year },
    admin: true,
  });
  return vigente;
}
