import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.join(path.resolve('./data'), 'uploads'));
    expect(config.jwtSecret).toBeUndefined();
    expect(config.login).toEqual({ maxFailures: 5, windowMs: 15 * 60_000 });
    expect(config.facebook.pageId).toBeUndefined();
    expect(config.webDist.endsWith(path.join('web', 'dist', 'client'))).toBe(true);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        JWT_SECRET: 'corto',
        PUBLIC_URL: 'no es url',
        FACEBOOK_GRAPH_VERSION: '21',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'JWT_SECRET', 'PUBLIC_URL', 'FACEBOOK_GRAPH_VERSION']) {
      expect(message).toContain(name);
    }
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({
      JWT_SECRET: '',
      FACEBOOK_PAGE_ID: '',
      CORS_ORIGINS: ' a.cl , b.cl ',
    });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.facebook.pageId).toBeUndefined();
    expect(config.corsOrigins).toEqual(['a.cl', 'b.cl']);
  });
});
