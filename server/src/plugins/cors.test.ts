import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RENEWED_TOKEN_HEADER } from '@lbj/shared';
import { registerCors } from './cors.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const ALLOWED = 'https://colegio.example';

function corsApp(origins: readonly string[] = [ALLOWED]) {
  const app = Fastify();
  apps.push(app);
  registerCors(app, origins);
  app.get('/api/news', () => ({ ok: true }));
  app.get('/noticias', () => 'página');
  return app;
}

describe('registerCors', () => {
  it('lets a listed origin read API answers with credentials, and the renewed token header', async () => {
    const response = await corsApp().inject({ url: '/api/news', headers: { origin: ALLOWED } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
      'access-control-expose-headers': RENEWED_TOKEN_HEADER,
    });
    expect(response.headers['access-control-max-age']).toBeUndefined();
  });

  it('answers a listed origin’s preflight with 204 and what it may send, cached 10 minutes', async () => {
    const response = await corsApp().inject({
      method: 'OPTIONS',
      url: '/api/news',
      headers: { origin: ALLOWED, 'access-control-request-method': 'DELETE' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-max-age': '600',
    });
  });

  it.each([
    ['an origin not listed', { origin: 'https://otro.example' }, '/api/news'],
    ['no origin (same-origin)', {}, '/api/news'],
    ['a page, not the API', { origin: ALLOWED }, '/noticias'],
    ['an address that only starts like the API', { origin: ALLOWED }, '/apis'],
  ])('adds nothing for %s', async (_name, headers, url) => {
    const app = corsApp();
    app.get('/apis', () => 'x');
    const response = await app.inject({ url, headers });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('does nothing at all without listed origins', async () => {
    const response = await corsApp([]).inject({ url: '/api/news', headers: { origin: ALLOWED } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
