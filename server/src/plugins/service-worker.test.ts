import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { KILL_SWITCH_WORKER, registerServiceWorker } from './service-worker.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-sw-'));
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.version = "0123456789ab";');
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function serve(enabled: boolean, dist = webDist) {
  const app = Fastify();
  registerServiceWorker(app, { webDist: dist, enabled });
  const response = await app.inject({ method: 'GET', url: '/sw.js' });
  await app.close();
  return response;
}

describe('GET /sw.js', () => {
  it('is the build’s worker, asked for again at every check (no-cache)', async () => {
    const response = await serve(true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('0123456789ab');
  });

  it('with SERVICE_WORKER=off, is the worker that deletes every cache and unregisters itself', async () => {
    const response = await serve(false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(KILL_SWITCH_WORKER);
    expect(response.body).toContain('caches.delete');
    expect(response.body).toContain('registration.unregister()');
    expect(response.body).not.toContain("'fetch'");
  });

  it('without a built worker, is the kill switch rather than a 404 (a 404 would leave old workers in place)', async () => {
    const response = await serve(true, path.join(webDist, 'nada'));
    expect(response.body).toBe(KILL_SWITCH_WORKER);
  });
});
