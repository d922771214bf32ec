import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyPluginCallback } from 'fastify';
import { API_PATHS, loginInputSchema, type LoginResponse } from '@lbj/shared';
import { UnauthorizedError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { rememberAdmin, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { AuthService } from './auth.service.ts';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from './device-trust.ts';

/** Three base64url segments; the signature may be empty (`alg: none`), which jose then refuses. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/** preHandler for admin routes: 401 unless the bearer token is valid for an existing admin. */
export function createRequireAdmin(service: AuthService): RequireAdmin {
  return async (request) => {
    const header = request.headers.authorization;
    // Node's HTTP parser already strips the spaces around a header's value.
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match?.[1]) throw new UnauthorizedError();
    rememberAdmin(request, await service.authenticate(match[1]));
  };
}

export function createAuthRoutes(service: AuthService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post(API_PATHS.login, async (request, reply): Promise<LoginResponse> => {
      const input = parseInput(loginInputSchema, request.body);
      reply.header('Cache-Control', 'no-store');
      const cookies = parseCookie(request.headers.cookie ?? '');
      const { token, device } = await service.login({
        ...input,
        ip: request.ip,
        device: cookies[DEVICE_COOKIE],
      });
      reply.header(
        'Set-Cookie',
        stringifySetCookie({
          name: DEVICE_COOKIE,
          value: device,
          path: API_PATHS.login,
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: DEVICE_TTL_MS / 1000,
        }),
      );
      // An allow-list: nothing but the token leaves in the body.
      return { token };
    });
    done();
  };
}
