import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://otro.example' });
  // A minimal built site in the app's WEB_DIST is enough to exercise routing.
  const web = t.config.webDist;
  fs.mkdirSync(path.join(web, 'historia'), { recursive: true });
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<h1>inicio</h1>');
  fs.writeFileSync(path.join(web, 'historia/index.html'), '<h1>historia</h1>');
  fs.writeFileSync(path.join(web, '_shell-galeria-year.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(web, 'assets/app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(web, 'assets/app-abc123.js.br'),
    zlib.brotliCompressSync(Buffer.from('console.log(1)')),
  );
  fs.writeFileSync(
    path.join(web, 'pages.json'),
    JSON.stringify({
      pages: [
        { path: '/', file: 'index.html' },
        { path: '/historia', file: 'historia/index.html' },
      ],
      clientRoutes: [{ pattern: '^/galeria/[^/]+/?$', file: '_shell-galeria-year.html' }],
    }),
  );
  await t.app.close();
  t = await createTestApp({ CORS_ORIGINS: 'https://otro.example', WEB_DIST: web });
});

afterAll(async () => {
  await t.close();
});

describe('static site', () => {
  it('serves a prerendered page with and without a trailing slash', async () => {
    for (const url of ['/historia', '/historia/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<h1>historia</h1>');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed copy to a browser that accepts brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('serves the client shell for a dynamic route', async () => {
    const response = await t.app.inject({ url: '/galeria/2024' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });

  it.each(['/no-existe', '/aboutus/extra/cosas', '/galeria/2024/mas'])(
    'redirects the unknown page %s to /',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );

  it.each(['/api/no-existe', '/assets/no-existe.js', '/uploads/no-existe.webp', '/favicon-x.png'])(
    'gives a real 404 with the error shape for %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        error: expect.any(String) as string,
      });
    },
  );
});

describe('security headers', () => {
  it('are on pages and API responses alike', async () => {
    for (const url of ['/', '/api/health', '/api/no-existe']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/news',
      headers: { origin: 'https://otro.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://otro.example');
    expect(response.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('allows every method the API uses (PATCH for news, PUT for one’s own password)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admins/me/password',
      headers: { origin: 'https://otro.example', 'access-control-request-method': 'PUT' },
    });
    const allowed = String(response.headers['access-control-allow-methods']).split(/,\s*/);
    expect(allowed.sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
  });

  it('says nothing to other origins', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://malo.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
