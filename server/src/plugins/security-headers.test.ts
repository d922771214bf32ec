import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

describe('registerSecurityHeaders', () => {
  it('sends the browser’s protections with every answer; a staff page also isolates its window from any other origin’s', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app);
    app.get('/', () => ({ ok: true }));
    app.get('/adminlbj_', () => ({ ok: true }));
    app.get('/adminlbj_/panel', () => ({ ok: true }));
    app.get('/adminlbj_x', () => ({ ok: true }));
    const response = await app.inject({ url: '/' });
    const staff = await Promise.all(
      ['/adminlbj_', '/adminlbj_/panel?seccion=fotos'].map((url) => app.inject({ url })),
    );
    const lookalike = await app.inject({ url: '/adminlbj_x' });
    await app.close();
    for (const page of staff) {
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    // A public page goes without: it costs its visitor a process swap on arrival.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(lookalike.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    });
  });
});
