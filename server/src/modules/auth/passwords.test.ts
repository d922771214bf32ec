import { describe, expect, it, vi } from 'vitest';
import { createDummyHash, hashPassword, verifyPassword } from './passwords.ts';

// The real library, not the cheap one the other server tests get (test/setup.ts): this file
// proves the production parameters.
vi.unmock('@node-rs/argon2');

describe('passwords', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('una clave larga');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'una clave larga')).toBe(true);
    expect(await verifyPassword(hash, 'otra clave')).toBe(false);
  });

  it('says false, never throws, for a stored hash it cannot read', async () => {
    expect(await verifyPassword('no es un hash', 'una clave larga')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('makes a different dummy hash each time, of a password nobody knows', async () => {
    const [one, two] = await Promise.all([createDummyHash(), createDummyHash()]);
    expect(one).toMatch(/^\$argon2id\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword(one, '')).toBe(false);
  });
});
