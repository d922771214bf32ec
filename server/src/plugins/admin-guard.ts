import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The preHandler of every administrator route: resolves for a valid administrator token and
 * throws UnauthorizedError otherwise. The auth module makes it; app.ts hands it to the modules
 * that have admin routes, so none of them imports auth.
 */
export type RequireAdmin = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
