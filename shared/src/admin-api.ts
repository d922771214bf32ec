import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

// Administrator accounts (issue 8). A module of its own, like news-api.ts, so that pages which
// never manage accounts leave it out of their bundles. The rules on names and passwords (the
// same as the CLI's) are the server's; these schemas check the body's shape.

/** The longest password accepted anywhere (the login form's limit). */
export const PASSWORD_MAX = 1024;

/**
 * A required string. The bound only caps the work on an absurd body: the server's own rules
 * (name characters and length, 12 to 1024 characters of password) give the precise messages.
 */
const text = () =>
  z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required), z.maxLength(8192));

/** POST /api/admins. */
export const createAdminInputSchema = z.object({
  username: text(),
  password: text(),
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;

/** PUT /api/admins/me/password. */
export const changePasswordInputSchema = z.object({
  current: text(),
  password: text(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** One administrator as GET /api/admins lists it: never a hash. */
export const adminSummarySchema = z.object({
  username: z.string(),
  /** When the account was created, ISO 8601. */
  creado: z.string(),
  /** The last successful login, ISO 8601; null if the account never logged in. */
  ultimo_acceso: z.nullable(z.string()),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/**
 * PUT /api/admins/me/password answers a new token: the change ends every session of the account,
 * the one that made it included, and this token continues it. The client stores it in place of
 * the old one.
 */
export const changePasswordResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
