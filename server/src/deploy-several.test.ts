// deploy/several holds what a host without a disk of its own runs: two copies of the site behind
// one proxy, on one PostgreSQL and one S3-compatible bucket. No container engine runs here, so
// these tests read the files as the engine would and check them against the server's own
// configuration: a copy started from them boots, and the proxy only sends to copies that can
// serve.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRepoRoot, loadConfig } from './config/env.ts';

const root = findRepoRoot();
const dir = path.join(root, 'deploy/several');
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const apps = Object.entries(compose.services).filter(([, service]) => service.build);
const example = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** A copy's environment with compose's `${NAME}` filled from the example (and a secret). */
function appEnvironment(service: Service): Record<string, string> {
  const values: Record<string, string> = {
    ...example,
    JWT_SECRET: 'a-secret-long-enough-for-hs256-signing-of-sessions',
    POSTGRES_PASSWORD: 'clave',
    BUCKET_PASSWORD: 'clave-del-bucket',
  };
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      String(value).replace(/\$\{(\w+)\}/g, (_, key: string) => values[key] ?? ''),
    ]),
  );
}

describe('deploy/several', () => {
  it('runs two copies of one image with the same settings, each on PostgreSQL and the bucket', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    const [first, second] = apps.map(([, service]) => service);
    expect(first).toEqual(second);
    expect(first?.build?.dockerfile).toBe('deploy/several/Dockerfile');
    const env = appEnvironment(first ?? {});
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/lebeaujour:clave@postgres:5432\//);
    // The bucket's six settings, by these names.
    expect(
      Object.keys(env)
        .filter((name) => name.startsWith('S3_'))
        .sort(),
    ).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_REGION',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('a copy started with those settings and an empty DATA_DIR boots: every name is one the server reads', () => {
    const env = appEnvironment(apps[0]?.[1] ?? {});
    const config = loadConfig({ ...env, DATA_DIR: '/tmp/lebeaujour' });
    expect(config.databaseUrl).toBe(env.DATABASE_URL);
    expect(config.s3?.bucket).toBe('lebeaujour');
    expect(config.s3?.forcePathStyle).toBe(true);
    expect(config.jwtSecret).toBe(env.JWT_SECRET);
    expect(config.trustProxy).toBe(true);
    // Every name is in the server's own list of settings.
    const known = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const name of Object.keys(env)) expect(known).toMatch(new RegExp(`^#?${name}=`, 'm'));
  });

  it('each copy says through /api/health whether it can serve, and has 15 s to stop', () => {
    for (const [, service] of apps) {
      expect(service.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
      const grace = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]);
      expect(grace).toBeGreaterThanOrEqual(15);
    }
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^USER (?!root)\w+$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "server\/dist\/server\.js"\]$/m);
  });

  it('the proxy sends to both copies, only to those whose health check passes', () => {
    const caddy = read('Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddy)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:3000`));
    expect(caddy).toMatch(/health_uri \/api\/health/);
    expect(compose.services.proxy?.depends_on).toEqual(apps.map(([name]) => name));
  });
});
