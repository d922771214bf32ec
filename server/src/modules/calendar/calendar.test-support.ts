// Test helpers for the calendar (not a test file itself): an app on a chosen clock, with an
// administrator and their token, rebuilt before each test and closed after.
import { afterEach, beforeEach } from 'vitest';
import { createAdmin, findAdmin, signToken } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

export interface CalendarTestContext {
  t: TestApp;
  auth: Record<string, string>;
  /** The app's clock: a test moves it. */
  now: Date;
}

/** Registers the hooks; the context's fields are set before each test. */
export function useCalendarApp(start: Date): CalendarTestContext {
  const context = { now: start } as CalendarTestContext;
  beforeEach(async () => {
    context.now = start;
    context.t = await createTestApp(
      { PUBLIC_URL: 'https://colegio.example' },
      { now: () => context.now },
    );
    await createAdmin(context.t.dataDir);
    const user = await findAdmin(context.t.dataDir);
    const secret = new TextEncoder().encode(context.t.config.jwtSecret);
    context.auth = { authorization: `Bearer ${await signToken(user, secret)}` };
  });
  afterEach(async () => {
    await context.t.close();
  });
  return context;
}
