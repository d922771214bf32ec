// @time-zones
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { TIMING } from '@lbj/shared';
import { checkToken, credentialStamp, signToken } from './tokens.ts';

const SECRET = new TextEncoder().encode('s'.repeat(48));
const USER = { id: 7, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' };
/** Long past any session lifetime: a token issued then has expired. */
const LONG_AGO = Date.UTC(2020, 0, 1);

/** A token signed with the site's secret and claims, changed by `edit` (what a forger could do). */
function forge(
  edit: (jwt: SignJWT) => SignJWT,
  claims: Record<string, unknown> = { cs: credentialStamp(USER.passwordHash) },
  secret: Uint8Array = SECRET,
  alg = 'HS256',
) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const base = new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuer('lebeaujour')
    .setAudience('lebeaujour-admin');
  return edit(base).setIssuedAt(issuedAt).sign(secret);
}

const withAll = (jwt: SignJWT) =>
  jwt.setSubject('7').setExpirationTime(Math.floor(Date.now() / 1000) + 3600);

describe('credential stamp', () => {
  it('is a short (16 character) base64url fingerprint, the same for the same hash', () => {
    const stamp = credentialStamp(USER.passwordHash);
    expect(stamp).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(credentialStamp(USER.passwordHash)).toBe(stamp);
  });

  it('changes with the hash (a new password ends the sessions of the old one)', () => {
    expect(credentialStamp(`${USER.passwordHash}x`)).not.toBe(credentialStamp(USER.passwordHash));
  });
});

describe('signToken / checkToken', () => {
  it('a token it signs is accepted, for that user and with the hash’s stamp', async () => {
    const token = await signToken(USER, SECRET);
    expect(await checkToken(token, SECRET)).toEqual({
      ok: true,
      userId: 7,
      stamp: credentialStamp(USER.passwordHash),
    });
  });

  it('is a standard HS256 JWT that lasts the session’s lifetime from the time given', async () => {
    const issued = Date.UTC(2026, 10, 23, 12, 0, 0, 999);
    const token = await signToken(USER, SECRET, issued);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    const iat = Math.floor(issued / 1000);
    expect(claims).toEqual({
      cs: credentialStamp(USER.passwordHash),
      sub: '7',
      iss: 'lebeaujour',
      aud: 'lebeaujour-admin',
      iat,
      exp: iat + TIMING.tokenTtlMs / 1000,
    });
  });

  it('says "expired" for a token past its lifetime', async () => {
    const token = await signToken(USER, SECRET, LONG_AGO);
    expect(await checkToken(token, SECRET)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signToken(USER, new TextEncoder().encode('o'.repeat(48)));
    expect(await checkToken(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token (alg: none) and one signed with another algorithm', async () => {
    const payload = Buffer.from(JSON.stringify(decodeJwt(await signToken(USER, SECRET))));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload.toString('base64url')}.`;
    expect(await checkToken(none, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    const hs512 = await forge(withAll, undefined, SECRET, 'HS512');
    expect(await checkToken(hs512, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses text that is not a token', async () => {
    expect(await checkToken('no-es-un-token', SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a token forged here with every claim right (the checks below are meaningful)', async () => {
    expect(await checkToken(await forge(withAll), SECRET)).toMatchObject({ ok: true, userId: 7 });
  });

  it.each([
    ['another issuer', (jwt: SignJWT) => withAll(jwt).setIssuer('otro-sitio')],
    ['another audience', (jwt: SignJWT) => withAll(jwt).setAudience('otro-publico')],
    ['no expiry', (jwt: SignJWT) => jwt.setSubject('7')],
    ['no subject', (jwt: SignJWT) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) + 3600)],
  ])('refuses a token with %s', async (_name, edit) => {
    expect(await checkToken(await forge(edit), SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token without its issue time', async () => {
    const token = await new SignJWT({ cs: credentialStamp(USER.passwordHash) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('lebeaujour')
      .setAudience('lebeaujour-admin')
      .setSubject('7')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
      .sign(SECRET);
    expect(await checkToken(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([['0'], ['-3'], ['1.5'], ['abc'], ['9007199254740993']])(
    'refuses a subject that is not a user id (%s)',
    async (subject) => {
      const token = await forge((jwt) => withAll(jwt).setSubject(subject));
      expect(await checkToken(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('accepts the first user id, 1', async () => {
    const token = await signToken({ ...USER, id: 1 }, SECRET);
    expect(await checkToken(token, SECRET)).toMatchObject({ ok: true, userId: 1 });
  });

  it.each([
    ['without a credential stamp', {}],
    ['with a stamp that is not text', { cs: 12345 }],
  ])('refuses a token %s', async (_name, claims) => {
    const token = await forge(withAll, claims);
    expect(await checkToken(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });
});
