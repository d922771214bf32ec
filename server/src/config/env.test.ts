import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './env.ts';

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

  it('lists one bad variable a line, under a Spanish heading, as an error named ConfigError', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', PUBLIC_URL: 'no es url' });
    } catch (e) {
      error = e;
    }
    const problem = error as ConfigError;
    expect(problem.name).toBe('ConfigError');
    expect(problem.problems).toHaveLength(2);
    const lines = problem.message.split('\n');
    expect(lines[0]).toBe('Configuración inválida:');
    expect(lines.slice(1)).toEqual(problem.problems.map((text) => `  - ${text}`));
    expect(problem.problems.map((text) => text.split(':')[0])).toEqual(['PORT', 'PUBLIC_URL']);
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

  it('limits connections and disk use with defaults a school can live with', () => {
    const config = loadConfig({});
    expect(config.connections).toMatchObject({
      requestTimeoutMs: 300_000,
      headersTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      minBodyBytesPerSecond: 1024,
      bodyRateWindowMs: 15_000,
      maxConnectionsPerAddress: 256,
    });
    expect(config.connections.maxConnections).toBeGreaterThanOrEqual(64);
    expect(config.disk).toEqual({
      minFreeBytes: 100 * 1024 * 1024,
      reserveBytes: 16 * 1024 * 1024,
    });
  });

  it('reads every limit from the environment', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '60',
      HEADERS_TIMEOUT_SECONDS: '5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: '4',
      BODY_MIN_BYTES_PER_SECOND: '0',
      BODY_RATE_WINDOW_SECONDS: '2',
      MAX_CONNECTIONS_PER_IP: '8',
      MAX_CONNECTIONS: '100',
      DISK_MIN_FREE_MB: '1',
      DISK_RESERVE_MB: '0',
      TRUST_PROXY: 'true',
    });
    expect(config.connections).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 3_000,
      shutdownGraceMs: 4_000,
      minBodyBytesPerSecond: 0,
      bodyRateWindowMs: 2_000,
      maxConnectionsPerAddress: 8,
      maxConnections: 100,
    });
    expect(config.disk).toEqual({ minFreeBytes: 1024 * 1024, reserveBytes: 0 });
  });

  it('refuses limits out of range, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '-1' })).toThrow(/MAX_CONNECTIONS/);
    // A stopping process must be gone within the 15 s an orchestrator waits.
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '15' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it("keeps the public forms' defence at 3 s and 5 an hour unless a test server sets it", () => {
    expect(loadConfig({}).publicForms).toEqual({ minFillMs: 3_000, maxPerAddressPerHour: 5 });
    expect(
      loadConfig({ PUBLIC_FORM_MIN_FILL_SECONDS: '0', PUBLIC_FORM_MAX_PER_HOUR: '10000' })
        .publicForms,
    ).toEqual({ minFillMs: 0, maxPerAddressPerHour: 10_000 });
    expect(() => loadConfig({ PUBLIC_FORM_MIN_FILL_SECONDS: '-1' })).toThrow(
      /PUBLIC_FORM_MIN_FILL_SECONDS/,
    );
    expect(() => loadConfig({ PUBLIC_FORM_MAX_PER_HOUR: '0' })).toThrow(/PUBLIC_FORM_MAX_PER_HOUR/);
  });

  it('drops one trailing slash of the public and Graph addresses, so links are not doubled', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://colegio.example.cl/',
      FACEBOOK_GRAPH_URL: 'https://graph.example.com/',
    });
    expect(config.publicUrl).toBe('https://colegio.example.cl');
    expect(config.facebook.graphUrl).toBe('https://graph.example.com');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({}).facebook).toEqual({
      pageId: undefined,
      accessToken: undefined,
      graphUrl: 'https://graph.facebook.com',
      graphVersion: 'v21.0',
    });
  });

  it('allows no cross-origin caller unless CORS_ORIGINS names some', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' , ' }).corsOrigins).toEqual([]);
  });

  it('trusts a proxy for "true" and "1" only, and then lifts the per-address cap', () => {
    for (const value of ['true', '1']) {
      const config = loadConfig({ TRUST_PROXY: value });
      expect(config.trustProxy).toBe(true);
      expect(config.connections.maxConnectionsPerAddress).toBe(0);
    }
    for (const value of ['false', '0']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('keeps backups in BACKUP_DIR, made absolute, and none without it', () => {
    expect(loadConfig({}).backup).toEqual({ dir: undefined, keep: 14 });
    expect(loadConfig({ BACKUP_DIR: 'respaldos', BACKUP_KEEP: '30' }).backup).toEqual({
      dir: path.resolve('respaldos'),
      keep: 30,
    });
  });
});

describe('findRepoRoot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds the checkout from its own file, wherever the process was started', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(os.tmpdir());
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    expect(findRepoRoot()).toBe(root);
  });
});
