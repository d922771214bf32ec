// A test app whose built site (WEB_DIST) ships files in documents/, as the web build does: the
// documents library imports them at the first start. Here, not in the documents feature's test
// support, because it builds the whole app (feature code never imports app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { testConfig } from './helpers.ts';

/**
 * An app on a fresh DATA_DIR whose built site (WEB_DIST) holds `legacy` files in documents/, as
 * the web build ships them; `dataDir` may be given to start a second app on the same data, and
 * `env` overrides the test configuration (e.g. LOG_LEVEL).
 */
export async function appWithSite(
  legacy: Record<string, Buffer>,
  options: BuildAppOptions & { dataDir?: string; env?: Record<string, string> } = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-docs-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'documents'), { recursive: true });
  for (const [name, bytes] of Object.entries(legacy)) {
    fs.writeFileSync(path.join(webDist, 'documents', name), bytes);
  }
  const config = testConfig(dataDir, webDist, {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...options.env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return { app, dataDir, webDist };
}
