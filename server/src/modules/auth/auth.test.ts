import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MESSAGES, TIMING } from '@lbj/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { ADMIN_NAME, ADMIN_PASSWORD, createAdmin, findAdmin } from '../../test/admin.ts';
import type { UsersRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { createDeviceTrust } from './device-trust.ts';
import { createLoginLimiter } from './login-limiter.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  await createAdmin(t.dataDir);
  return t;
}

function login(app: TestApp, body: unknown, ip = '203.0.113.7') {
  return app.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });
}

const failed = { statusCode: 401, error: MESSAGES.loginFailed, message: MESSAGES.loginFailed };
const blocked = {
  statusCode: 429,
  error: MESSAGES.tooManyAttempts,
  message: MESSAGES.tooManyAttempts,
};

describe('POST /api/login', () => {
  it('returns a 2-hour HS256 token for the administrator → 200 {token}', async () => {
    const app = await setup();
    const response = await login(app, { username: ADMIN_NAME, password: ADMIN_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string }>();
    expect(Object.keys(body)).toEqual(['token']);
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    const user = await findAdmin(app.dataDir);
    expect(claims.sub).toBe(String(user.id));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TIMING.tokenTtlMs / 1000);
    expect(Math.abs((claims.exp ?? 0) * 1000 - (Date.now() + TIMING.tokenTtlMs))).toBeLessThan(
      5_000,
    );
    // Nothing about the password travels in the token.
    expect(JSON.stringify(claims)).not.toContain(user.passwordHash);
  });

  it('matches the username regardless of case and surrounding spaces', async () => {
    const app = await setup();
    const response = await login(app, { username: '  Directora ', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  // Its parameters (19 MiB, t=2, p=1) are passwords.test.ts's: these tests hash cheaply.
  it('stores the password as argon2id, never in clear', async () => {
    const app = await setup();
    const user = await findAdmin(app.dataDir);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(user.passwordHash).not.toContain(ADMIN_PASSWORD);
  });

  it('a wrong password and an unknown user get the same 401', async () => {
    const app = await setup();
    const wrong = await login(app, { username: ADMIN_NAME, password: 'otra-clave-cualquiera' });
    const unknown = await login(app, { username: 'nadie', password: ADMIN_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(failed);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(failed);
  });

  it('an unknown user costs an argon2 verification, like a wrong password', async () => {
    // Not timed: the verifier is a spy, and each login must verify exactly once — against the
    // stored hash for a known user, against the start-up dummy hash for an unknown one.
    const stored = { id: 1, username: ADMIN_NAME, passwordHash: 'stored-hash' };
    const users = {
      findByUsername: (name: string) =>
        Promise.resolve(
          name === ADMIN_NAME
            ? { ...stored, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }
            : undefined,
        ),
    } as unknown as UsersRepository;
    const verify = vi.fn((_hash: string, _password: string) => Promise.resolve(false));
    const secret = new TextEncoder().encode('x'.repeat(48));
    const service = createAuthService({
      users,
      limiter: createLoginLimiter({ maxFailures: 1000, windowMs: 60_000 }),
      devices: createDeviceTrust(secret),
      secret,
      dummyHash: () => Promise.resolve('dummy-hash'),
      now: () => new Date('2026-11-23T12:00:00Z'),
      verify,
      audit: { record: () => Promise.resolve(), recordIn: () => Promise.resolve() },
    });
    const attempt = (username: string) =>
      service.login({
        username,
        password: 'otra-clave-cualquiera',
        ip: '203.0.113.7',
        device: undefined,
      });

    await expect(attempt(ADMIN_NAME)).rejects.toThrow(MESSAGES.loginFailed);
    await expect(attempt('nadie')).rejects.toThrow(MESSAGES.loginFailed);
    expect(verify.mock.calls).toEqual([
      ['stored-hash', 'otra-clave-cualquiera'],
      ['dummy-hash', 'otra-clave-cualquiera'],
    ]);
  });

  it.each([
    [{ password: ADMIN_PASSWORD }, 'username'],
    [{ username: '   ', password: ADMIN_PASSWORD }, 'username'],
    [{ username: ADMIN_NAME }, 'password'],
    [{ username: ADMIN_NAME, password: '' }, 'password'],
    [{ username: ADMIN_NAME, password: 12345678901234 }, 'password'],
  ])('a missing or invalid field (%j) → 400 naming %s', async (body, field) => {
    const app = await setup();
    const response = await login(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
  });

  it.each([
    ['an array', '["directora", "clave"]', 'application/json'],
    ['a string', '"directora"', 'application/json'],
    ['a number', '42', 'application/json'],
    ['true', 'true', 'application/json'],
    ['plain text', 'usuario=directora', 'text/plain'],
  ])(
    'a body that is %s, not an object → 400 in Spanish, about no field',
    async (_, payload, type) => {
      const app = await setup();
      const response = await app.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: MESSAGES.badRequest,
        message: MESSAGES.badRequest,
      });
    },
  );

  it('blocks a username after LOGIN_MAX_FAILURES failures, from any IP → 429 with Retry-After', async () => {
    const app = await setup({ LOGIN_MAX_FAILURES: '3' });
    for (let i = 0; i < 3; i++) {
      const response = await login(
        app,
        { username: ADMIN_NAME, password: 'mala' },
        `198.51.100.${String(i)}`,
      );
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, from a new IP, is refused while blocked.
    const response = await login(
      app,
      { username: ADMIN_NAME, password: ADMIN_PASSWORD },
      '198.51.100.99',
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(blocked);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another administrator is not affected.
    await createAdmin(app.dataDir, 'subdirector');
    const other = await login(
      app,
      { username: 'subdirector', password: ADMIN_PASSWORD },
      '198.51.100.50',
    );
    expect(other.statusCode).toBe(200);
  });

  it('blocks an IP after LOGIN_MAX_FAILURES failures across usernames → 429', async () => {
    const app = await setup({ LOGIN_MAX_FAILURES: '3' });
    for (const username of ['admin', 'root', 'colegio']) {
      expect((await login(app, { username, password: 'mala' })).statusCode).toBe(401);
    }
    const response = await login(app, { username: ADMIN_NAME, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(blocked);

    const elsewhere = await login(
      app,
      { username: ADMIN_NAME, password: ADMIN_PASSWORD },
      '192.0.2.1',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('parallel guesses cannot exceed the limit', async () => {
    const app = await setup({ LOGIN_MAX_FAILURES: '3' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(
          app,
          { username: ADMIN_NAME, password: `mala-${String(i)}` },
          `198.51.100.${String(i)}`,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('a successful login clears earlier failures', async () => {
    const app = await setup({ LOGIN_MAX_FAILURES: '3' });
    const attempt = (password: string) => login(app, { username: ADMIN_NAME, password });
    expect((await attempt('mala')).statusCode).toBe(401);
    expect((await attempt('mala')).statusCode).toBe(401);
    expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await attempt('mala')).statusCode).toBe(401);
    expect((await attempt('mala')).statusCode).toBe(401);
    expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
