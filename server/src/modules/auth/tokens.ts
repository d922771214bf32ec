import crypto from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { TIMING } from '@lbj/shared';

const ALGORITHM = 'HS256';
const ISSUER = 'lebeaujour';
const AUDIENCE = 'lebeaujour-admin';

/**
 * A short fingerprint of the stored password hash, carried in the token: resetting a password
 * changes the hash and so ends every session opened with the old one.
 */
export function credentialStamp(passwordHash: string): string {
  return crypto.createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

export async function signToken(
  user: { id: number; passwordHash: string },
  secret: Uint8Array,
  nowMs: number = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ cs: credentialStamp(user.passwordHash) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TIMING.tokenTtlMs / 1000)
    .sign(secret);
}

export type TokenCheck =
  { ok: true; userId: number; stamp: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies signature (HS256 only: `alg: none` and any other algorithm are refused) and claims. */
export async function checkToken(token: string, secret: Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    const stamp = payload['cs'];
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof stamp !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, userId, stamp };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
