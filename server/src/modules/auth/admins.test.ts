import { Readable, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_CLI_MESSAGES as CLI,
  ADMIN_MESSAGES,
  API_PATHS,
  LIMITS,
  MESSAGES,
  RENEWED_TOKEN_HEADER,
  type AdminSummary,
} from '@lbj/shared';
import {
  ADMIN_NAME,
  ADMIN_PASSWORD,
  createAdmin,
  loginAs,
  withDatabase,
  SECOND_NAME,
  SECOND_PASSWORD,
  NEW_PASSWORD,
} from '../../test/admin.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, selectRowsSync, type TestApp } from '../../test/helpers.ts';
import { runAdminCli } from './admin-cli.ts';
import { countUsers, createUsersRepository } from './auth.repository.ts';
import { createUserAdminService } from './users.service.ts';

const NOW = new Date('2026-11-23T15:04:05.000Z');

let t: TestApp;
let token: string;

async function startApp(): Promise<void> {
  t = await createTestApp({}, { now: () => NOW });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
}

/** Each test of the describe on an app of its own, with one administrator logged in. */
function appPerTest(): void {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });
}

/**
 * One app for a describe whose requests are refused and change no account (each checks that
 * itself): a test that changed one anyway is followed by a fresh app, so that the next
 * failure is its own.
 */
function appPerDescribe(): void {
  appWhileUnchanged({
    start: startApp,
    close: () => t.close(),
    state: () => selectRowsSync(t.dataDir, 'SELECT * FROM users ORDER BY id'),
  });
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string | null; json?: unknown; raw?: string } = {},
) {
  const auth = options.token === null ? {} : bearer(options.token ?? token);
  return t.app.inject({
    method,
    url,
    headers: {
      ...auth,
      ...(options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
    ...(options.raw !== undefined ? { payload: options.raw } : {}),
  });
}

/** Every stored column of every account: a refusal must leave it exactly as it was. */
const accountsTable = () =>
  withDatabase(t.dataDir, ({ sqlite }) => sqlite.prepare('SELECT * FROM users ORDER BY id').all());

function expectRefused(
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    statusCode: status,
    error: message,
    message,
    ...(field === undefined ? {} : { field }),
  });
}

describe('GET /api/admins', () => {
  appPerDescribe();

  it('lists every administrator with creado and ultimo_acceso, and nothing else', async () => {
    const response = await call('GET', API_PATHS.admins);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        username: ADMIN_NAME,
        creado: expect.any(String) as string,
        ultimo_acceso: NOW.toISOString(),
      },
    ]);
    expect(response.body).not.toMatch(/argon2|hash|"id"/);
  });

  it.each([
    ['no token', null, MESSAGES.unauthorized],
    ['a token that is not one', 'no-es-un-token', MESSAGES.unauthorized],
  ])('refuses %s with 401', async (_label, given, message) => {
    expectRefused(await call('GET', API_PATHS.admins, { token: given }), 401, message);
  });
});

describe('POST /api/admins', () => {
  appPerTest();

  it('creates an administrator (201) who can log in; ultimo_acceso is null until then, then the login time', async () => {
    const response = await call('POST', API_PATHS.admins, {
      json: { username: ` ${SECOND_NAME} `, password: SECOND_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      username: SECOND_NAME,
      creado: NOW.toISOString(),
      ultimo_acceso: null,
    });
    const listed = (await call('GET', API_PATHS.admins)).json<AdminSummary[]>();
    expect(listed.map((a) => [a.username, a.ultimo_acceso])).toEqual([
      [ADMIN_NAME, NOW.toISOString()],
      [SECOND_NAME, null],
    ]);

    await loginAs(t.app, SECOND_NAME, SECOND_PASSWORD);
    const after = (await call('GET', API_PATHS.admins)).json<AdminSummary[]>();
    expect(after.find((a) => a.username === SECOND_NAME)?.ultimo_acceso).toBe(NOW.toISOString());
  });

  it('a failed login does not change ultimo_acceso', async () => {
    await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite.prepare('UPDATE users SET last_login_at = NULL').run(),
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: ADMIN_NAME, password: 'no-es-la-clave' },
    });
    expect(failed.statusCode).toBe(401);
    const listed = (await call('GET', API_PATHS.admins)).json<AdminSummary[]>();
    expect(listed[0]?.ultimo_acceso).toBeNull();
  });
});

describe('POST /api/admins refuses', () => {
  appPerDescribe();

  const short = 'x'.repeat(LIMITS.passwordMin - 1);
  it.each([
    [
      'a password of 11 characters',
      { token: undefined, json: { username: SECOND_NAME, password: short } },
      400,
      CLI.passwordTooShort(LIMITS.passwordMin),
      'password',
    ],
    [
      'a password of 11 characters that takes 12 UTF-16 units',
      { token: undefined, json: { username: SECOND_NAME, password: `${'x'.repeat(10)}😀` } },
      400,
      CLI.passwordTooShort(LIMITS.passwordMin),
      'password',
    ],
    [
      'a taken name, in other capitals',
      { token: undefined, json: { username: 'DIRECTORA', password: SECOND_PASSWORD } },
      409,
      CLI.userExists('DIRECTORA'),
      undefined,
    ],
    [
      'a name with a space',
      { token: undefined, json: { username: 'ana maría', password: SECOND_PASSWORD } },
      400,
      CLI.usernameInvalid(LIMITS.usernameMax),
      'username',
    ],
    [
      'a name too long',
      { token: undefined, json: { username: 'a'.repeat(65), password: SECOND_PASSWORD } },
      400,
      CLI.usernameInvalid(LIMITS.usernameMax),
      'username',
    ],
    [
      'no password',
      { token: undefined, json: { username: SECOND_NAME } },
      400,
      MESSAGES.required,
      'password',
    ],
    [
      'a password that is not a string',
      { token: undefined, json: { username: SECOND_NAME, password: 123456789012 } },
      400,
      MESSAGES.required,
      'password',
    ],
    [
      'broken JSON',
      { token: undefined, raw: '{"username": "x", ' },
      400,
      MESSAGES.badRequest,
      undefined,
    ],
    [
      'a JSON array',
      { token: undefined, json: [SECOND_NAME] },
      400,
      MESSAGES.badRequest,
      undefined,
    ],
    [
      'no token',
      { token: null, json: { username: SECOND_NAME, password: SECOND_PASSWORD } },
      401,
      MESSAGES.unauthorized,
      undefined,
    ],
    [
      'a forged token',
      {
        token: `${'a'.repeat(20)}.${'b'.repeat(20)}.c`,
        json: { username: SECOND_NAME, password: SECOND_PASSWORD },
      },
      401,
      MESSAGES.unauthorized,
      undefined,
    ],
  ])('refuses %s, storing nothing', async (_label, options, status, message, field) => {
    const before = await accountsTable();
    expectRefused(await call('POST', API_PATHS.admins, options), status, message, field);
    expect(await accountsTable()).toEqual(before);
  });
});

describe('DELETE /api/admins/{username}', () => {
  appPerTest();

  it('removes the account (204); its token is refused at once, and stays refused when a new account takes its id', async () => {
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    const theirs = await loginAs(t.app, SECOND_NAME, SECOND_PASSWORD);
    expect((await call('GET', API_PATHS.admins, { token: theirs })).statusCode).toBe(200);

    const removed = await call('DELETE', API_PATHS.admin('SECRETARIA'));
    expect(removed.statusCode).toBe(204);
    expectRefused(
      await call('GET', API_PATHS.admins, { token: theirs }),
      401,
      MESSAGES.unauthorized,
    );
    const listed = (await call('GET', API_PATHS.admins)).json<AdminSummary[]>();
    expect(listed.map((a) => a.username)).toEqual([ADMIN_NAME]);

    // SQLite may give the freed id to the next account: the old token names that id.
    await createAdmin(t.dataDir, 'inspector', SECOND_PASSWORD);
    const ids = await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite.prepare('SELECT id FROM users').pluck().all(),
    );
    expect(ids).toHaveLength(2);
    expect((await call('GET', API_PATHS.admins, { token: theirs })).statusCode).toBe(401);
  });

  it('lets an administrator remove their own account when another remains', async () => {
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    expect((await call('DELETE', API_PATHS.admin(ADMIN_NAME))).statusCode).toBe(204);
    expect((await call('GET', API_PATHS.admins)).statusCode).toBe(401);
  });
});

describe('DELETE /api/admins/{username} refuses', () => {
  appPerDescribe();

  it.each([
    ['the last administrator', ADMIN_NAME, undefined, 409, ADMIN_MESSAGES.lastAdmin],
    ['an unknown name', 'nadie', undefined, 404, CLI.userNotFound('nadie')],
    ['no token', ADMIN_NAME, null, 401, MESSAGES.unauthorized],
    ['a token that is not one', ADMIN_NAME, 'x.y.z', 401, MESSAGES.unauthorized],
  ])('refuses %s, removing nothing', async (_label, name, given, status, message) => {
    const before = await accountsTable();
    expectRefused(await call('DELETE', API_PATHS.admin(name), { token: given }), status, message);
    expect(await accountsTable()).toEqual(before);
  });
});

describe('DELETE /api/admins/{username}, asked at once', () => {
  appPerTest();

  it('never removes both of the last two, even asked at once by each of them', async () => {
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    const theirs = await loginAs(t.app, SECOND_NAME, SECOND_PASSWORD);
    const answers = await Promise.all([
      call('DELETE', API_PATHS.admin(SECOND_NAME)),
      call('DELETE', API_PATHS.admin(ADMIN_NAME), { token: theirs }),
    ]);
    // One goes; the other request meets either the rule (409) or its own removed account (401).
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    expect(await accountsTable()).toHaveLength(1);
  });
});

describe('countUsers (what npm start reads to explain how to create the first)', () => {
  appPerTest();

  it('counts the administrators there are', async () => {
    expect(await withDatabase(t.dataDir, ({ db }) => countUsers(db))).toBe(1);
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    expect(await withDatabase(t.dataDir, ({ db }) => countUsers(db))).toBe(2);
  });
});

describe('the last-administrator rule, in the service', () => {
  appPerTest();

  it('holds when the last two are removed in parallel: the check and the deletion are one transaction', async () => {
    await createAdmin(t.dataDir, SECOND_NAME, SECOND_PASSWORD);
    const outcomes = await withDatabase(t.dataDir, ({ db }) => {
      const accounts = createUserAdminService(createUsersRepository(db), {
        audit: createAuditLog({ db, clock: () => NOW, log: console }),
      });
      return Promise.allSettled([
        accounts.remove(ADMIN_NAME, { keepLast: true }),
        accounts.remove(SECOND_NAME, { keepLast: true }),
      ]);
    });
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await accountsTable()).toHaveLength(1);
  });

  it('creates a name asked for twice at once only once: the second gets the Spanish conflict', async () => {
    const outcomes = await withDatabase(t.dataDir, ({ db }) => {
      const accounts = createUserAdminService(createUsersRepository(db), {
        audit: createAuditLog({ db, clock: () => NOW, log: console }),
      });
      // Both pass the first check (the name is free) before either has hashed its password.
      return Promise.allSettled([
        accounts.create(SECOND_NAME, SECOND_PASSWORD),
        accounts.create(SECOND_NAME, NEW_PASSWORD),
      ]);
    });
    // Whichever hashes first takes the name.
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect((refused.reason as ConflictError).message).toBe(CLI.userExists(SECOND_NAME));
    expect(await accountsTable()).toHaveLength(2);
  });

  it('refuses a reset to a password that breaks the rules, changing nothing', async () => {
    const before = await accountsTable();
    const outcome = await withDatabase(t.dataDir, ({ db }) =>
      createUserAdminService(createUsersRepository(db), {
        audit: createAuditLog({ db, clock: () => NOW, log: console }),
      })
        .resetPassword(ADMIN_NAME, 'corta')
        .then(
          () => 'reset',
          (error: unknown) => error,
        ),
    );
    expect(outcome).toBeInstanceOf(ValidationError);
    expect((outcome as ValidationError).message).toBe(CLI.passwordTooShort(LIMITS.passwordMin));
    expect(await accountsTable()).toEqual(before);
  });

  it("limits password changes by the caller's IP and by the account, apart", async () => {
    const asked: string[][] = [];
    const limiter = {
      retryAfter: (keys: readonly string[]) => {
        asked.push([...keys]);
        return 0;
      },
      begin: () => undefined,
      succeed: () => undefined,
    };
    await withDatabase(t.dataDir, async ({ db }) => {
      const users = createUsersRepository(db);
      const admin = await users.findByUsername(ADMIN_NAME);
      const accounts = createUserAdminService(users, {
        audit: createAuditLog({ db, clock: () => NOW, log: console }),
        limiter,
      });
      await accounts.changeOwnPassword({
        id: admin?.id ?? -1,
        current: ADMIN_PASSWORD,
        password: NEW_PASSWORD,
        ip: '203.0.113.5',
      });
      expect(asked).toEqual([['ip:203.0.113.5', `password-change:${String(admin?.id)}`]]);
    });
  });

  it('ends the session of an account removed before its password change reaches the service', async () => {
    const outcome = await withDatabase(t.dataDir, ({ db }) => {
      const accounts = createUserAdminService(createUsersRepository(db), {
        audit: createAuditLog({ db, clock: () => NOW, log: console }),
      });
      return accounts
        .changeOwnPassword({ id: 999, current: ADMIN_PASSWORD, password: NEW_PASSWORD, ip: '::1' })
        .then(
          () => 'changed',
          (error: unknown) => error,
        );
    });
    expect(outcome).toBeInstanceOf(UnauthorizedError);
    expect((outcome as UnauthorizedError).message).toBe(MESSAGES.unauthorized);
  });
});

describe('PUT /api/admins/me/password', () => {
  appPerTest();

  it('answers 204 with no body, ends every other session, and a header token continues this one', async () => {
    const other = await loginAs(t.app);
    const response = await call('PUT', API_PATHS.ownPassword, {
      json: { current: ADMIN_PASSWORD, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.headers[RENEWED_TOKEN_HEADER.toLowerCase()];
    expect(typeof fresh).toBe('string');
    if (typeof fresh !== 'string') return;
    expect(fresh).not.toBe(token);

    expect((await call('GET', API_PATHS.admins, { token: fresh })).statusCode).toBe(200);
    // Refused at once: the very next request, with no clock moved.
    for (const old of [other, token]) {
      expectRefused(
        await call('GET', API_PATHS.admins, { token: old }),
        401,
        MESSAGES.sessionExpired,
      );
    }
    await expect(loginAs(t.app, ADMIN_NAME, ADMIN_PASSWORD)).rejects.toThrow(/login failed/);
    await loginAs(t.app, ADMIN_NAME, NEW_PASSWORD);
  });

  it('lets a script from an allowed origin read the renewed token (CORS)', async () => {
    const origin = 'https://panel.lebeaujour.cl';
    const cors = await createTestApp({ CORS_ORIGINS: origin }, { now: () => NOW });
    try {
      await createAdmin(cors.dataDir);
      const response = await cors.app.inject({
        method: 'PUT',
        url: API_PATHS.ownPassword,
        headers: { ...bearer(await loginAs(cors.app)), origin },
        payload: { current: ADMIN_PASSWORD, password: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-expose-headers']).toBe(RENEWED_TOKEN_HEADER);
      expect(response.headers[RENEWED_TOKEN_HEADER.toLowerCase()]).toEqual(expect.any(String));
    } finally {
      await cors.close();
    }
  });
});

describe('PUT /api/admins/me/password refuses', () => {
  appPerDescribe();

  it.each([
    [
      'a wrong current password',
      { json: { current: 'no-es-la-clave-actual', password: NEW_PASSWORD } },
      403,
      ADMIN_MESSAGES.wrongCurrentPassword,
      'current',
    ],
    [
      'a new password of 11 characters',
      { json: { current: ADMIN_PASSWORD, password: 'x'.repeat(11) } },
      400,
      CLI.passwordTooShort(LIMITS.passwordMin),
      'password',
    ],
    [
      'no current password',
      { json: { password: NEW_PASSWORD } },
      400,
      MESSAGES.required,
      'current',
    ],
    ['broken JSON', { raw: '{"current":' }, 400, MESSAGES.badRequest, undefined],
    [
      'no token',
      { token: null, json: { current: ADMIN_PASSWORD, password: NEW_PASSWORD } },
      401,
      MESSAGES.unauthorized,
      undefined,
    ],
    [
      'a forged token',
      { token: 'a.b.c', json: { current: ADMIN_PASSWORD, password: NEW_PASSWORD } },
      401,
      MESSAGES.unauthorized,
      undefined,
    ],
  ])(
    'refuses %s, changing nothing and ending no session',
    async (_label, options, status, message, field) => {
      const other = await loginAs(t.app);
      const before = await accountsTable();
      const response = await call('PUT', API_PATHS.ownPassword, options);
      expectRefused(response, status, message, field);
      expect(response.headers[RENEWED_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
      expect(await accountsTable()).toEqual(before);
      for (const session of [token, other]) {
        expect((await call('GET', API_PATHS.admins, { token: session })).statusCode).toBe(200);
      }
    },
  );
});

describe('PUT /api/admins/me/password, again and again', () => {
  appPerTest();

  it('limits wrong current passwords like failed logins (429 after five)', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await call('PUT', API_PATHS.ownPassword, {
        json: { current: `no-es-la-clave-${String(i)}`, password: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(403);
    }
    const limited = await call('PUT', API_PATHS.ownPassword, {
      json: { current: ADMIN_PASSWORD, password: NEW_PASSWORD },
    });
    expectRefused(limited, 429, MESSAGES.tooManyAttempts);
  });
});

describe('the CLI, beside the API', () => {
  appPerTest();

  function io(stdin: string) {
    const sink = () =>
      new Writable({
        write(_chunk, _encoding, callback) {
          callback();
        },
      });
    return { stdin: Readable.from([stdin]), stdout: sink(), stderr: sink() };
  }

  it('reset-password ends every session of the account', async () => {
    const code = await withDatabase(t.dataDir, ({ db }) =>
      runAdminCli(['reset-password', ADMIN_NAME], db, io(`${NEW_PASSWORD}\n`)),
    );
    expect(code).toBe(0);
    expect((await call('GET', API_PATHS.admins)).statusCode).toBe(401);
  });

  it('may still remove the last administrator (whoever holds the server can create one again)', async () => {
    const code = await withDatabase(t.dataDir, ({ db }) =>
      runAdminCli(['delete-user', ADMIN_NAME], db, io('')),
    );
    expect(code).toBe(0);
    expect(await accountsTable()).toEqual([]);
  });
});
