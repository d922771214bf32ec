import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One app for a describe whose tests change nothing (each checks that itself): `start` makes
 * the app, `close` ends it, and `state` reads what the tests must leave as they found it. A test
 * that changed it anyway is followed by a fresh app, so that the next test's failure is its own.
 */
export function appWhileUnchanged<State>(app: {
  start: () => Promise<unknown>;
  close: () => Promise<unknown>;
  state: () => State;
}): void {
  let started: State;
  const start = async () => {
    await app.start();
    started = app.state();
  };
  beforeAll(start);
  afterEach(async () => {
    if (isDeepStrictEqual(app.state(), started)) return;
    await app.close();
    await start();
  });
  afterAll(async () => {
    await app.close();
  });
}
