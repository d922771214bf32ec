import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has logged in successfully as a user receives a signed cookie naming that user and a
 * random device id. Failed logins from that browser count against the device's own budget;
 * failures from unknown clients lock out only unknown clients of that user. So a stranger who
 * guesses passwords for `directora` cannot keep the school's own browser out.
 */

/** Name of the cookie; scoped to the login call (Path=/api/login). */
export const DEVICE_COOKIE = 'lbj_device';
/** A device is trusted for this long after its last successful login. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface DeviceTrust {
  /** A new cookie value for a browser that just logged in as `username`. */
  issue: (username: string) => string;
  /**
   * The device id if `cookie` was issued by this server to a browser that logged in as
   * `username` within the TTL; null for anything else (missing, forged, other user, expired).
   */
  verify: (cookie: string | undefined, username: string) => string | null;
}

interface Payload {
  /** username, lower case (usernames are case-insensitive) */
  u: string;
  /** device id */
  d: string;
  /** issued at, ms */
  t: number;
}

/** The limiter keys of one login attempt: the per-address key always, plus device or user. */
export function loginLimitKeys(ip: string, username: string, deviceId: string | null): string[] {
  return [`ip:${ip}`, deviceId ? `device:${deviceId}` : `untrusted:${username.toLowerCase()}`];
}

export function createDeviceTrust(
  secret: string | Uint8Array,
  now: () => number = Date.now,
): DeviceTrust {
  // A key of its own, derived from the signing secret: a device cookie is never a valid JWT
  // signature and vice versa.
  const key = createHmac('sha256', secret).update('lbj device cookie v1').digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

  return {
    issue(username) {
      const payload: Payload = {
        u: username.toLowerCase(),
        d: randomBytes(16).toString('base64url'),
        t: now(),
      };
      const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${data}.${sign(data)}`;
    },
    verify(cookie, username) {
      if (!cookie || cookie.length > 512) return null;
      const [data, signature, extra] = cookie.split('.');
      if (!data || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return null;
      }
      if (payload.u !== username.toLowerCase() || typeof payload.d !== 'string') return null;
      if (typeof payload.t !== 'number' || now() - payload.t >= DEVICE_TTL_MS) return null;
      return payload.d;
    },
  };
}
