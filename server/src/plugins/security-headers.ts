import type { FastifyInstance } from 'fastify';

/**
 * Headers on every response. Scripts only from this origin (no inline scripts); the only
 * third parties are the Google Maps embed, loaded when the visitor asks for it, and the
 * Facebook CDN for gallery photos when a Facebook page is connected.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.fbcdn.net",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
].join('; ');

/** The staff's pages (the login page and the panel), where a session is kept. */
const STAFF_PAGES = /^\/adminlbj_(?:[/?#]|$)/;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // A page whose address carries a secret (a family's mail link) sends no Referer at all.
    if (reply.getHeader('Referrer-Policy') !== 'no-referrer') {
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    // A staff page keeps no window of another origin that opened it, nor one it opens: none can
    // reach it (its session) through window.opener or a popup's reference. A public page holds
    // nothing to protect that way, and this isolation costs its visitor's phone a new browsing
    // context group (a process swap) on each arrival: it goes without.
    if (STAFF_PAGES.test(request.url)) reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
    return payload;
  });
}
