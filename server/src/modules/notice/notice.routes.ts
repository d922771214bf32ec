import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  NOTICE_COOKIE,
  NOTICE_DISMISS_FIELDS,
  NOTICE_DISMISS_PATH,
  NOTICE_INCLUDE_STORED,
  NOTICE_KEY_PATTERN,
  NOTICE_MESSAGES,
  noticeInputSchema,
  noticeTranslationInputSchema,
  type NoticeInput,
} from '@lbj/shared';
import { ValidationError } from '../../lib/errors.ts';
import { translationLanguage } from '../../lib/translations.ts';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { NoticeService } from './notice.service.ts';

/** The body as the schema reads it, or the Spanish 400 of its first broken rule and its field. */
function noticeInput(body: unknown): NoticeInput {
  return parseInput(noticeInputSchema, body);
}

/** Longest return address the close form may carry. */
const RETURN_MAX = 2000;
const BASE = 'http://sitio.invalid';
/** Two slashes, or a slash and a backslash, at the start: a browser reads another site. */
const OTHER_SITE = /^\/[/\\]/;

/**
 * Where the close form sends the visitor back: a path of this site as it came, or `/`. Never
 * another site: `//host`, `/\host`, a scheme, control characters and backslashes are refused, and
 * the result is rebuilt from the parsed path and checked again (dot segments can make `//host`),
 * so only this origin's paths come out.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (
    !value ||
    value.length > RETURN_MAX ||
    !value.startsWith('/') ||
    OTHER_SITE.test(value) ||
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    /[\u0000-\u001f\u007f\\]/.test(value)
  ) {
    return '/';
  }
  try {
    const url = new URL(value, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments collapse on parsing: `/..//host` comes out as `//host`, which a browser
    // reads as another site. The rebuilt path is checked again.
    return url.origin === BASE && !OTHER_SITE.test(path) ? path : '/';
  } catch {
    return '/';
  }
}

/** The dismissal cookie for `key`: the whole site, a year, sent on same-site navigations. */
function dismissalCookie(key: string, secure: boolean): string {
  return [
    `${NOTICE_COOKIE.name}=${key}`,
    'Path=/',
    `Max-Age=${String(NOTICE_COOKIE.maxAgeSeconds)}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * GET (public; `?incluir=programado` for administrators), PUT and DELETE (administrators) of
 * /api/notice and of its translations, and POST /aviso/cerrar, the banner's close form.
 */
export function createNoticeRoutes(deps: {
  service: NoticeService;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  const { service, requireAdmin } = deps;
  return (app, _options, done) => {
    app.get(API_PATHS.notice, async (request, reply) => {
      const { incluir } = (request.query ?? {}) as Record<string, unknown>;
      if (incluir !== undefined) {
        reply.header('Vary', 'Authorization');
        if (incluir !== NOTICE_INCLUDE_STORED) {
          throw new ValidationError(NOTICE_MESSAGES.badInclude, 'incluir');
        }
        await requireAdmin(request, reply);
        reply.header('Cache-Control', 'private, no-store');
        const stored = await service.stored();
        return stored ? stored : reply.status(204).send();
      }
      // no-cache: a browser may keep the answer but asks again each time, so a notice set,
      // removed or coming due shows at the next request.
      reply.header('Cache-Control', 'no-cache');
      const active = await service.active();
      return active ? active : reply.status(204).send();
    });

    app.put(API_PATHS.notice, { preHandler: requireAdmin }, async (request, reply) => {
      const notice = await service.publish(noticeInput(request.body), actorOf(request));
      reply.header('Cache-Control', 'no-store');
      return notice;
    });

    app.delete(API_PATHS.notice, { preHandler: requireAdmin }, async (request, reply) => {
      await service.remove(actorOf(request));
      return reply.status(204).send();
    });

    // The notice's French or English text (JSON), in place of any; 200 with the stored notice.
    app.put<{ Params: { idioma: string } }>(
      API_PATHS.noticeTranslation(':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const idioma = translationLanguage(request.params.idioma);
        const input = parseInput(noticeTranslationInputSchema, request.body);
        const notice = await service.saveTranslation(idioma, input, actorOf(request));
        reply.header('Cache-Control', 'no-store');
        return notice;
      },
    );

    app.delete<{ Params: { idioma: string } }>(
      API_PATHS.noticeTranslation(':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const idioma = translationLanguage(request.params.idioma);
        await service.removeTranslation(idioma, actorOf(request));
        return reply.status(204).send();
      },
    );

    // The close form, without JavaScript: remember the dismissal, go back to the page (303, so
    // the browser follows with a GET). In a context of its own: only this route reads form bodies.
    app.register((form, _formOptions, formDone) => {
      form.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8 * 1024 },
        (_request, body, parsed) => {
          parsed(
            null,
            new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')),
          );
        },
      );
      form.post(NOTICE_DISMISS_PATH, (request: FastifyRequest, reply) => {
        const fields =
          request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const key = fields.get(NOTICE_DISMISS_FIELDS.key) ?? '';
        // Another site's form may not close the school's notices for a visitor.
        const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
        if (!crossSite && NOTICE_KEY_PATTERN.test(key)) {
          reply.header('Set-Cookie', dismissalCookie(key, request.protocol === 'https'));
        }
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(safeReturnPath(fields.get(NOTICE_DISMISS_FIELDS.returnTo)), 303);
      });
      formDone();
    });
    done();
  };
}
