import fs from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('lbj-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
  const claims = process.env.E2E_PORT_CLAIMS;
  if (claims?.includes('lbj-e2e-ports-')) fs.rmSync(claims, { recursive: true, force: true });
}
