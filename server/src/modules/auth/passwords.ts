import crypto from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is an ambient const
 * enum, which isolatedModules can't inline, hence the literal: 2 is `Algorithm.Argon2id`.
 */
const ARGON2_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that can't be parsed: never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, made once, to verify against when the username is unknown:
 * an unknown user then costs the same argon2 work as a wrong password.
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString('base64url'));
}
