import type * as Argon2 from '@node-rs/argon2';
import { afterAll, vi } from 'vitest';

// Password hashing in the server's tests: the production code (modules/auth/passwords.ts) runs
// as it is, and only argon2's cost is cut at the library's boundary, here and nowhere else, so
// thousands of logins and accounts made by tests cost nothing worth counting. The production
// parameters (19 MiB, 2 passes) are proved by passwords.test.ts, which takes the real library.
// Processes the tests start (the CLI, the built server) never load this file.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (password: string | Uint8Array, options?: Argon2.Options) =>
      argon2.hash(password, { ...options, memoryCost: 256, timeCost: 1 }),
  };
});

// The server's test files share their worker's process (vitest.config.ts): what one file changed
// in it is put back when the file ends, so that none sees another's timers, spies or stubs.
// The clock's functions as the worker's first file found them: a file that leaves a fake in
// their place fails itself, rather than leave a later file waiting for a tick that never comes.
const CLOCK = [
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'Date',
];
const realClock = ((globalThis as Record<symbol, Record<string, unknown> | undefined>)[
  Symbol.for('lbj.test.realClock')
] ??= Object.fromEntries(
  CLOCK.map((name) => [name, (globalThis as Record<string, unknown>)[name]]),
));
afterAll(() => {
  // Spies first: one made on a global while fake timers were on would put a fake back once the
  // real timers were.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const faked = CLOCK.filter(
    (name) => (globalThis as Record<string, unknown>)[name] !== realClock[name],
  );
  if (faked.length > 0) {
    Object.assign(globalThis, realClock);
    throw new Error(`This file left ${faked.join(', ')} replaced on globalThis.`);
  }
});
