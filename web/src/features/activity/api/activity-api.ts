import { adminSummarySchema, API_PATHS, auditEntrySchema, type AuditEntry } from '@lbj/shared';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

const entriesSchema = z.array(auditEntrySchema);
const peopleSchema = z.array(z.pick(adminSummarySchema, { username: true }));

export interface ActivityFilter {
  /** An administrator's name (the server ignores case). */
  usuario?: string;
  /** One of AUDIT_ACTIONS. */
  accion?: string;
  /** How many entries, newest first (1–1000; the server's default is 100). */
  limit: number;
}

/** The query string of GET /api/audit-log: only the filters that are set. */
export function auditLogPath({ usuario, accion, limit }: ActivityFilter): string {
  const query = new URLSearchParams();
  if (usuario) query.set('usuario', usuario);
  if (accion) query.set('accion', accion);
  query.set('limit', String(limit));
  return `${API_PATHS.auditLog}?${query.toString()}`;
}

/** GET /api/audit-log: filtered by the server, so that older entries are found too. */
export function getActivity(filter: ActivityFilter, signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiRequest(auditLogPath(filter), entriesSchema, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
}

/** The names of today's administrators (GET /api/admins), for the person filter. */
export async function getPeople(signal?: AbortSignal): Promise<string[]> {
  const admins = await apiRequest(API_PATHS.admins, peopleSchema, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
  return admins.map((admin) => admin.username);
}
