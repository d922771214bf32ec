import { describe, expect, it } from 'vitest';
import { isTokenUsable, readTokenExpiry } from './token.ts';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('readTokenExpiry', () => {
  it('reads the exp claim as milliseconds', () => {
    expect(readTokenExpiry(token({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });
  it.each([
    ['not a token', 'abc'],
    ['two parts', 'a.b'],
    ['bad base64 json', 'a.!!!.c'],
    ['no exp', token({ sub: '1' })],
    ['exp not a number', token({ exp: 'soon' })],
  ])('returns null for a malformed token (%s)', (_label, value) => {
    expect(readTokenExpiry(value)).toBeNull();
  });
});

describe('isTokenUsable', () => {
  it('is true before expiry and false after', () => {
    const value = token({ exp: 2_000 });
    expect(isTokenUsable(value, 1_999_000)).toBe(true);
    expect(isTokenUsable(value, 2_000_000)).toBe(false);
  });
});
