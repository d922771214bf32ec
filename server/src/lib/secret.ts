import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The generated secret's file name in DATA_DIR. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The JWT signing secret: JWT_SECRET when set, otherwise a random one generated on first
 * start and kept in DATA_DIR with mode 0600, so tokens survive restarts. With the files in a
 * bucket DATA_DIR may be new at every start, so the configuration requires JWT_SECRET then.
 */
export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch {
    // Not there yet: generated below.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}
