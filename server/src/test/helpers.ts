import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
}

/** The configuration of a test app on `dataDir`, quiet, with no disk reserve and no margin. */
export function testConfig(
  dataDir: string,
  webDist: string,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    // No 16 MB reserve file per test app, and no margin that a nearly full CI disk could trip;
    // the disk tests set their own.
    DISK_RESERVE_MB: '0',
    DISK_MIN_FREE_MB: '0',
    ...env,
  });
}

/** A real app on a temporary DATA_DIR (real SQLite, sharp, argon2); nothing listens. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  const config = testConfig(dataDir, webDist, {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
