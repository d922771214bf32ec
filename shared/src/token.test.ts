// @time-zones
import { describe, expect, it } from 'vitest';
import { isTokenUsable, readTokenExpiry } from './token.ts';

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const encode = (value: unknown) => base64url(JSON.stringify(value));
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('readTokenExpiry', () => {
  it('reads the exp claim as milliseconds', () => {
    expect(readTokenExpiry(token({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads that use "-" and "_"', () => {
    // This subject encodes to base64 with "+" and "/", sent as "-" and "_" in a JWT.
    const payload = encode({ sub: '>>>???', exp: 1_700_000_000 });
    expect(payload).toMatch(/-/);
    expect(payload).toMatch(/_/);
    expect(readTokenExpiry(`${encode({ alg: 'HS256' })}.${payload}.sig`)).toBe(1_700_000_000_000);
  });

  // Claims whose base64url lengths leave 2, 3 and 0 characters over a multiple of 4.
  const paddingCases = ['', 'x', 'xx'].map((s) => ({ exp: 1_700_000_000, s }));

  it('restores the padding JWTs drop, whatever its length', () => {
    expect(paddingCases.map((claims) => encode(claims).length % 4)).toEqual([2, 3, 0]);
    for (const claims of paddingCases) {
      expect(readTokenExpiry(token(claims))).toBe(1_700_000_000_000);
    }
  });

  it.each([
    ['not a token', 'abc'],
    ['two parts', `${encode({ alg: 'HS256' })}.${encode({ exp: 1_700_000_000 })}`],
    ['four parts', `${token({ exp: 1_700_000_000 })}.extra`],
    ['empty payload', `${encode({ alg: 'HS256' })}..sig`],
    ['bad base64 json', 'a.!!!.c'],
    ['a payload that is not an object', token(1_700_000_000)],
    ['a null payload', token(null)],
    ['no exp', token({ sub: '1' })],
    ['exp not a number', token({ exp: 'soon' })],
    ['exp not finite', `${encode({ alg: 'HS256' })}.${base64url('{"exp":1e999}')}.sig`],
  ])('returns null for a malformed token (%s)', (_label, value) => {
    expect(readTokenExpiry(value)).toBeNull();
  });
});

describe('isTokenUsable', () => {
  it('is true before expiry and false from the expiry on', () => {
    const value = token({ exp: 2_000 });
    expect(isTokenUsable(value, 1_999_999)).toBe(true);
    expect(isTokenUsable(value, 2_000_000)).toBe(false);
    expect(isTokenUsable(value, 2_000_001)).toBe(false);
  });

  it('a malformed token is never usable, whatever the clock says', () => {
    expect(isTokenUsable('abc', -1)).toBe(false);
    expect(isTokenUsable(token({ sub: '1' }), -1)).toBe(false);
  });

  it('reads the clock when no time is given', () => {
    expect(isTokenUsable(token({ exp: Math.floor(Date.now() / 1000) + 3600 }))).toBe(true);
    expect(isTokenUsable(token({ exp: Math.floor(Date.now() / 1000) - 3600 }))).toBe(false);
  });
});
