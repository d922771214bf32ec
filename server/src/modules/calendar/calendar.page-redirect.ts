import type { FastifyPluginAsync, FastifyPluginCallback, onRequestAsyncHookHandler } from 'fastify';
import { langOfPath } from '@lbj/shared';
import { eventPagePath } from './calendar.page-data.ts';
import type { CalendarService } from './calendar.service.ts';

/**
 * An event's page in any language, `/calendario/{id}` with or without words after the id and a
 * trailing slash. Not a feed (`/calendario/{id}.ics`) nor the sitemap: neither has `-` after a
 * number.
 */
const EVENT_PAGE = /^(?:\/(?:fr|en))?\/calendario\/([1-9][0-9]{0,15})(?:-[^/]*)?\/?$/;

/**
 * A 301 from any other spelling of an event page's address to the one it answers at in the
 * address's language: its slug follows the title the page shows (the translation's on a French or
 * English page of a translated event, the Spanish one otherwise), so a link made before the event
 * was translated, or renamed, lands on the page's one address. Unknown ids go on to the page,
 * which says there is no such event (404).
 */
function eventPageRedirect(service: CalendarService): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    const id = EVENT_PAGE.exec(pathname)?.[1];
    if (id === undefined) return;
    const path = await eventPagePath(service, Number(id), langOfPath(pathname));
    if (path === undefined || path === pathname) return;
    await reply.redirect(`${path}${query === undefined ? '' : `?${query}`}`, 301);
  };
}

/**
 * The calendar module's plugin: its routes (encapsulated as any module's), and the event pages'
 * redirect on the whole app, where the site's pages are (static-site.ts, registered after the
 * modules): a hook of the module's own scope would not reach them.
 */
export function withEventPageRedirect(
  routes: FastifyPluginCallback,
  service: CalendarService,
): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', eventPageRedirect(service));
    await app.register(routes);
  };
  // Fastify's own flag (what fastify-plugin sets): the plugin runs in its parent's scope.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
