import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@lbj/shared';
import { ADMIN_NAME, ADMIN_PASSWORD, createAdmin } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { DEVICE_COOKIE } from './device-trust.ts';

// Guesses from anywhere must not lock the school's own browser out (ADR 0018).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', ...env });
  await createAdmin(t.dataDir);
  await createAdmin(t.dataDir, 'secretaria');
  return t;
}

interface Attempt {
  ip: string;
  password?: string;
  username?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function login(app: TestApp, attempt: Attempt) {
  return app.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    remoteAddress: attempt.ip,
    headers: {
      ...(attempt.cookie ? { cookie: `${DEVICE_COOKIE}=${attempt.cookie}` } : {}),
      ...attempt.headers,
    },
    payload: {
      username: attempt.username ?? ADMIN_NAME,
      password: attempt.password ?? ADMIN_PASSWORD,
    },
  });
}

/** The device cookie a successful login set, and its attributes. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>) {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return cookie;
}

describe('login lockout with device cookies', () => {
  it('a successful login sets an HttpOnly, SameSite=Strict device cookie scoped to the login call', async () => {
    const app = await setup();
    const response = await login(app, { ip: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookie(response);
    expect(cookie).toMatchObject({ path: API_PATHS.login, httpOnly: true, sameSite: 'Strict' });
    expect(cookie.maxAge).toBe(180 * 24 * 60 * 60);
    expect(cookie.secure).toBeUndefined();
    // Not a token, not a password.
    expect(cookie.value).not.toContain(ADMIN_PASSWORD);
    expect(response.json<{ token: string }>().token).not.toBe(cookie.value);
  });

  it('a failed login sets no cookie', async () => {
    const app = await setup();
    const response = await login(app, { ip: '127.0.0.1', password: 'equivocada-123456' });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toEqual([]);
  });

  it('is Secure when the site is served over HTTPS (behind a trusted proxy)', async () => {
    const app = await setup({ TRUST_PROXY: 'true' });
    const response = await login(app, {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(deviceCookie(response).secure).toBe(true);
  });

  it('after ten wrong passwords from 127.0.0.2, the administrator still logs in from her browser; an unknown client gets 429', async () => {
    const app = await setup();
    const before = await login(app, { ip: '127.0.0.1' });
    const known = deviceCookie(before).value;

    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const guess = await login(app, { ip: '127.0.0.2', password: `adivinanza-${String(i)}-xyz` });
      statuses.push(guess.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    // Her browser (its device cookie), from her own address, with the right password.
    const hers = await login(app, { ip: '127.0.0.1', cookie: known });
    expect(hers.statusCode).toBe(200);
    expect(hers.json<{ token: string }>().token).toEqual(expect.any(String));

    // A client that never logged in, even with the right password and a fresh address.
    const stranger = await login(app, { ip: '127.0.0.3' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json<{ error: string }>().error).toBe(MESSAGES.tooManyAttempts);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a known device has its own failure budget: five wrong passwords lock out that device only', async () => {
    const app = await setup();
    const cookieA = deviceCookie(await login(app, { ip: '127.0.0.1' })).value;
    const cookieB = deviceCookie(await login(app, { ip: '127.0.0.4' })).value;

    for (let i = 0; i < 5; i++) {
      const wrong = await login(app, {
        ip: '127.0.0.1',
        cookie: cookieA,
        password: `equivocada-${String(i)}-xyz`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    // The per-address throttle and the device budget both hold device A at 127.0.0.1.
    expect((await login(app, { ip: '127.0.0.5', cookie: cookieA })).statusCode).toBe(429);
    // Another trusted browser of the same user, and unknown clients, are not affected.
    expect((await login(app, { ip: '127.0.0.4', cookie: cookieB })).statusCode).toBe(200);
    expect((await login(app, { ip: '127.0.0.6' })).statusCode).toBe(200);
  });

  it('a device cookie of another user, or a forged one, counts as an unknown client', async () => {
    const app = await setup();
    const secretariasCookie = deviceCookie(
      await login(app, { ip: '127.0.0.1', username: 'secretaria' }),
    ).value;
    for (let i = 0; i < 5; i++) {
      await login(app, { ip: `127.0.1.${String(i)}`, password: `adivinanza-${String(i)}-xyz` });
    }
    expect((await login(app, { ip: '127.0.0.9', cookie: secretariasCookie })).statusCode).toBe(429);
    expect((await login(app, { ip: '127.0.0.9', cookie: 'falso.firma' })).statusCode).toBe(429);
  });

  it('the per-address throttle stays: five failures from one address block it for every user', async () => {
    const app = await setup();
    for (let i = 0; i < 5; i++) {
      await login(app, {
        ip: '127.0.0.2',
        username: `usuario-${String(i)}`,
        password: 'equivocada-123456',
      });
    }
    expect((await login(app, { ip: '127.0.0.2' })).statusCode).toBe(429);
    expect((await login(app, { ip: '127.0.0.1' })).statusCode).toBe(200);
  });
});
