import * as z from 'zod/mini';
import { LIMITS } from './limits.ts';
import { AUDIT_MESSAGES, MESSAGES } from './messages.ts';
import { countParam } from './request-fields.ts';

// Administrator accounts. A module of its own, like news-api.ts, so that pages which
// never manage accounts leave it out of their bundles. The rules on names and passwords (the
// same as the CLI's) are the server's; these schemas check the body's shape.

/** The longest password accepted anywhere (the login form's limit). */
export const PASSWORD_MAX = 1024;

/**
 * A required string. The bound only caps the work on an absurd body: the server's own rules
 * (name characters and length, 12 to 1024 characters of password) give the precise messages.
 */
const text = () =>
  z
    .string({ error: MESSAGES.required })
    .check(z.minLength(1, MESSAGES.required), z.maxLength(8192));

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
 * PUT /api/admins/me/password answers 204 and carries, in this header, a new token: the change
 * ends every session of the account (tokens carry a fingerprint of the password hash), and this
 * token continues the caller's. Only the API client reads it, and stores it in place of the old
 * one. Any answer to an administrator's call may carry it.
 */
export const RENEWED_TOKEN_HEADER = 'X-Token-Renovado';

/**
 * The activity log's action codes: stable (filters and scripts use them), Spanish, `thing.verb`.
 * A new feature adds its own here (documents, notice, supplies).
 */
export const AUDIT_ACTIONS = [
  'sesion.iniciar',
  'sesion.fallida',
  'noticia.publicar',
  'noticia.editar',
  'noticia.eliminar',
  'galeria.subir',
  'galeria.eliminar',
  'administrador.crear',
  'administrador.eliminar',
  'administrador.cambiar_clave',
  'utiles.guardar',
  'utiles.copiar',
  'utiles.publicar',
  'aviso.publicar',
  'aviso.retirar',
  'documento.subir',
  'documento.nueva_version',
  'documento.editar',
  'documento.eliminar',
  'documento.plazo',
  'foto.retirar',
  'foto.solicitud',
  'calendario.crear',
  'calendario.editar',
  'calendario.cancelar',
  'calendario.eliminar',
  'calendario.anio_escolar',
  'admision.guardar',
  'admision.notificaciones',
  'consulta.estado',
  'consulta.nota',
  'consulta.exportar',
  'consulta.eliminar',
  'consulta.caducar',
  'boletin.suscribir',
  'boletin.confirmar',
  'boletin.bloquear',
  'boletin.preferencias',
  'boletin.baja',
  'boletin.caducar',
  'boletin.enviar',
  'boletin.horario',
  'boletin.urgente',
  'boletin.reanudar',
  'boletin.exportar',
  'boletin.eliminar',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/audit-log?limit=: entries per answer by default, and the most in one. */
export const AUDIT_LOG_LIMITS = { default: 100, max: 1000 } as const;

/** One entry of GET /api/audit-log (newest first). */
export const auditEntrySchema = z.object({
  /** ISO 8601, UTC. */
  fecha: z.string(),
  /** Who did it; null for the server's console, or a failed login with an unknown name. */
  usuario: z.nullable(z.string()),
  accion: z.string(),
  /** Short, Spanish: the news title, the number of photos… never a password nor a token. */
  detalle: z.string(),
  /** The client's address; null for the server's console. */
  ip: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit-log's query: all optional. */
export const auditLogQuerySchema = z.object({
  usuario: z.optional(
    z
      .string({ error: AUDIT_MESSAGES.badUser })
      .check(
        z.minLength(1, AUDIT_MESSAGES.badUser),
        z.maxLength(LIMITS.usernameMax, AUDIT_MESSAGES.badUser),
      ),
  ),
  accion: z.optional(z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.badAction })),
  limit: z.optional(
    countParam(AUDIT_LOG_LIMITS.max, AUDIT_MESSAGES.badLimit(AUDIT_LOG_LIMITS.max)),
  ),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
