import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { DIGEST_KINDS, DIGEST_MESSAGES as M, DIGEST_TOKEN_PATHS, digestLevels } from '@lbj/shared';
import type { Clock } from '../../lib/feature-module.ts';
import type { DigestService, Leaving } from './digest.service.ts';
import { buttonPage, donePage, preferencesPage } from './digest.pages.ts';
import type { DigestTokens, TokenPurpose } from './digest.tokens.ts';

/** A token page's body at most: a few checkboxes. */
const BODY_LIMIT = 16 * 1024;

type TokenParams = { Params: { token: string } };

/**
 * The pages of a family's mail, each at `<prefix>/{token}`: GET shows a page whose button POSTs;
 * only the POST changes anything. An altered token answers 404 and an expired one 410, each with
 * a page in Spanish. No request line of these pages is logged at the default level (the token is
 * in the address), and they send no Referer onwards and are never indexed.
 */
export function createDigestPageRoutes(deps: {
  service: DigestService;
  tokens: DigestTokens;
  clock: Clock;
}): FastifyPluginCallback {
  const { service, tokens, clock } = deps;

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The token's subscriber id, or the 404/410 page already sent. */
  const check = (reply: FastifyReply, token: string, purposes: readonly TokenPurpose[]) => {
    const verdict = tokens.check(token, purposes, clock());
    if (verdict.kind === 'altered') {
      void send(reply, 404, donePage(M.badLinkHeading, M.badLink));
      return undefined;
    }
    if (verdict.kind === 'expired') {
      void send(reply, 410, donePage(M.expiredHeading, M.expired));
      return undefined;
    }
    return verdict;
  };
  const gone = (reply: FastifyReply) => send(reply, 404, donePage(M.goneHeading, M.gone));

  return (app, _options, done) => {
    // Bodies of these pages only: a browser's form, or a mail program's one-click POST, which
    // may come urlencoded or multipart; neither needs a cookie.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, parsed) => {
        parsed(null, new URLSearchParams(String(body)));
      },
    );
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, _body, parsed) => {
        parsed(null, new URLSearchParams());
      },
    );
    const quiet = { logLevel: 'warn' as const };
    const form = (body: unknown) =>
      body instanceof URLSearchParams ? body : new URLSearchParams();

    app.get<TokenParams>(`${DIGEST_TOKEN_PATHS.confirm}/:token`, quiet, async (request, reply) => {
      const token = check(reply, request.params.token, ['confirm']);
      if (!token) return reply;
      if (!(await service.subscriber(token.subscriber))) return gone(reply);
      return send(reply, 200, buttonPage(M.confirmHeading, M.confirmLead, M.confirmButton));
    });
    app.post<TokenParams>(`${DIGEST_TOKEN_PATHS.confirm}/:token`, quiet, async (request, reply) => {
      const token = check(reply, request.params.token, ['confirm']);
      if (!token) return reply;
      const subscriber = await service.confirm(token.subscriber);
      if (!subscriber) return gone(reply);
      // No link with another token here: a token is only ever in the family's mail.
      return send(reply, 200, donePage(M.confirmHeading, M.confirmed));
    });

    app.get<TokenParams>(`${DIGEST_TOKEN_PATHS.notMe}/:token`, quiet, async (request, reply) => {
      if (!check(reply, request.params.token, ['block'])) return reply;
      return send(reply, 200, buttonPage(M.notMeHeading, M.notMeLead, M.notMeButton));
    });
    app.post<TokenParams>(`${DIGEST_TOKEN_PATHS.notMe}/:token`, quiet, async (request, reply) => {
      const token = check(reply, request.params.token, ['block']);
      if (!token) return reply;
      await service.block(token.subscriber);
      return send(reply, 200, donePage(M.notMeHeading, M.blocked));
    });

    app.get<TokenParams>(
      `${DIGEST_TOKEN_PATHS.preferences}/:token`,
      quiet,
      async (request, reply) => {
        const token = check(reply, request.params.token, ['preferences']);
        if (!token) return reply;
        const subscriber = await service.subscriber(token.subscriber);
        if (!subscriber) return gone(reply);
        return send(reply, 200, preferencesPage(subscriber));
      },
    );
    app.post<TokenParams>(
      `${DIGEST_TOKEN_PATHS.preferences}/:token`,
      quiet,
      async (request, reply) => {
        const token = check(reply, request.params.token, ['preferences']);
        if (!token) return reply;
        const fields = form(request.body);
        if (fields.get('accion') === 'baja') {
          const result = await service.leave(token.subscriber, 'all');
          if (result === 'gone') return gone(reply);
          return send(reply, 200, donePage(M.leaveHeading, M.leftAll));
        }
        const values = fields.getAll('nivel');
        const niveles = digestLevels(values);
        const tipos = DIGEST_KINDS.filter((kind) => (fields.get(kind) ?? '') !== '');
        const again = (message: string) =>
          send(reply, 400, preferencesPage({ niveles, tipos, message }));
        if (niveles.length === 0 || niveles.length !== values.length) {
          return again(M.levelRequired);
        }
        if (tipos.length === 0) return again(M.kindRequired);
        const saved = await service.savePreferences(token.subscriber, niveles, tipos);
        if (!saved) return gone(reply);
        return send(reply, 200, preferencesPage({ niveles, tipos, saved: true }));
      },
    );

    // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` here, with no cookie, and
    // reads 200; a person who opens the link gets a page with the button.
    const leaving = (purpose: TokenPurpose): Leaving =>
      purpose === 'leaveUrgent' ? 'urgent' : 'digest';
    const leaveLead = (purpose: TokenPurpose) =>
      purpose === 'leaveUrgent' ? M.leaveUrgentLead : M.leaveDigestLead;
    app.get<TokenParams>(`${DIGEST_TOKEN_PATHS.leave}/:token`, quiet, async (request, reply) => {
      const token = check(reply, request.params.token, ['leaveDigest', 'leaveUrgent']);
      if (!token) return reply;
      return send(reply, 200, buttonPage(M.leaveHeading, leaveLead(token.purpose), M.leaveButton));
    });
    app.post<TokenParams>(`${DIGEST_TOKEN_PATHS.leave}/:token`, quiet, async (request, reply) => {
      const token = check(reply, request.params.token, ['leaveDigest', 'leaveUrgent']);
      if (!token) return reply;
      const result = await service.leave(token.subscriber, leaving(token.purpose));
      // Leaving twice, or after the row went, is still left: the same 200.
      return send(reply, 200, donePage(M.leaveHeading, result === 'left' ? M.left : M.leftAll));
    });

    done();
  };
}
