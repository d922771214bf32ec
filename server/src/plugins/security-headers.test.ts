import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

describe('registerSecurityHeaders', () => {
  it('sends the browser’s protections with every answer', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app);
    app.get('/', () => ({ ok: true }));
    const response = await app.inject({ url: '/' });
    await app.close();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    });
  });
});
