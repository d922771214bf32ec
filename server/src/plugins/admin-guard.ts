import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/audit.ts';
import { UnauthorizedError } from '../lib/errors.ts';

/**
 * The preHandler of every administrator route: resolves for a valid administrator token and
 * throws UnauthorizedError otherwise. The auth module makes it; app.ts hands it to the modules
 * that have admin routes, so none of them imports auth.
 */
export type RequireAdmin = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * For routes open to visitors that show more to an administrator: true for a valid
 * administrator's token; a missing or bad one is just a visitor (any other failure is thrown).
 */
export async function isAdminRequest(
  requireAdmin: RequireAdmin,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    await requireAdmin(request, reply);
    return true;
  } catch (error) {
    if (error instanceof UnauthorizedError) return false;
    throw error;
  }
}

/** The administrator a request's token belongs to. */
export interface AdminIdentity {
  id: number;
  username: string;
}

// Keyed by the request object: gone with it, and no Fastify decorator (ADR 0010).
const identities = new WeakMap<FastifyRequest, AdminIdentity>();

/** Called by the guard once the token is accepted. */
export function rememberAdmin(request: FastifyRequest, admin: AdminIdentity): void {
  identities.set(request, admin);
}

/** The administrator the guard accepted for this request; undefined before it or for a visitor. */
export function adminOf(request: FastifyRequest): AdminIdentity | undefined {
  return identities.get(request);
}

/**
 * The administrator of a route behind the guard: a handler that runs without one (a route
 * registered without the preHandler) refuses with 401 rather than act for nobody.
 */
export function guardedAdmin(request: FastifyRequest): AdminIdentity {
  const admin = identities.get(request);
  if (!admin) throw new UnauthorizedError();
  return admin;
}

/** Who makes this request and from where, for the activity log. */
export function actorOf(request: FastifyRequest): Actor {
  return { usuario: adminOf(request)?.username ?? null, ip: request.ip };
}
