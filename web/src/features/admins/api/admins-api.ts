import {
  adminSummarySchema,
  API_PATHS,
  type AdminSummary,
  type ChangePasswordInput,
  type CreateAdminInput,
} from '@lbj/shared';
import * as z from 'zod/mini';
import { apiRequest, apiRequestRaw } from '../../../lib/api-client.ts';

const adminListSchema = z.array(adminSummarySchema);

/** GET /api/admins: every account (name, created, last login), never a hash. */
export function listAdmins(signal?: AbortSignal): Promise<AdminSummary[]> {
  return apiRequest(API_PATHS.admins, adminListSchema, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/admins → 201 with the new account (400: the rules; 409: the name is taken). */
export function createAdmin(input: CreateAdminInput): Promise<AdminSummary> {
  return apiRequest(API_PATHS.admins, adminSummarySchema, {
    method: 'POST',
    json: input,
    admin: true,
  });
}

/** DELETE /api/admins/{username} → 204; its tokens are refused at once (409: the last one). */
export async function removeAdmin(username: string): Promise<void> {
  await apiRequestRaw(API_PATHS.admin(username), { method: 'DELETE', admin: true });
}

/**
 * PUT /api/admins/me/password → 204. The change ends every session of the account, this one
 * included; the answer's header carries the token that continues it, and the API client stores
 * it in place of the old one (ADR 0023). 403: wrong current password.
 */
export async function changeOwnPassword(input: ChangePasswordInput): Promise<void> {
  await apiRequestRaw(API_PATHS.ownPassword, { method: 'PUT', json: input, admin: true });
}
