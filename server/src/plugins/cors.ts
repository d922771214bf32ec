import type { FastifyInstance } from 'fastify';
import { RENEWED_TOKEN_HEADER } from '@lbj/shared';

/**
 * Lets the listed origins call the API from another host ({host} may differ from the
 * site's). Same-origin requests, the default set-up, need none of this.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin) || !request.url.startsWith('/api/')) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    // A script from another origin reads only the headers listed here: the renewed token too.
    reply.header('Access-Control-Expose-Headers', RENEWED_TOKEN_HEADER);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
}
