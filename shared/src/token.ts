/**
 * Reads the `exp` claim of a JWT without verifying it (the server verifies).
 * Used by the browser to drop an expired or malformed token on load.
 */
export function readTokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = parts[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json: unknown = JSON.parse(atob(padded));
    if (typeof json !== 'object' || json === null || !('exp' in json)) return null;
    const exp = json.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is well formed and its expiry lies in the future. */
export function isTokenUsable(token: string, nowMs: number = Date.now()): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== null && expiry > nowMs;
}
