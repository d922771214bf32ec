import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A fresh administrator made with the real CLI on the test server's data folder (workers run in
 * parallel, so each gets its own). Returns the username.
 */
export function createAdminWithCli(prefix: string, password: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  const username = `${prefix}-${randomBytes(4).toString('hex')}`;
  // The CLI's write transactions begin IMMEDIATE: while parallel workers write through the
  // running server, it waits for the lock (busy_timeout) rather than failing.
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'server/dist/admin.js'), 'create-user', username],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${password}\n`,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  return username;
}

/** A 1600 × 1000 JPEG in the school's colours: a red circle on navy. */
export function schoolJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1f3a6b' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#b71c1c"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Puts a token in localStorage the way a login does, then opens the panel's `address`. */
export async function openPanelWithToken(
  page: Page,
  token: string,
  address: string,
): Promise<void> {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
  await page.goto(address);
}
