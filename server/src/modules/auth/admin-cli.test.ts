// @time-zones
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLI_MESSAGES as M, LIMITS } from '@lbj/shared';
import { DATABASE_FILE, openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runAdminCli, type CliIo } from './admin-cli.ts';
import { createUsersRepository } from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';

const PASSWORD = 'clave-de-doce-o-mas';

let dataDir: string;
let database: DatabaseHandle;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-cli-'));
  database = openDatabase(dataDir);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { stream, text: () => text };
}

/** Runs the CLI with stdin piped (not a terminal). */
async function run(args: string[], stdin = '') {
  const out = capture();
  const err = capture();
  const io: CliIo = { stdin: Readable.from([stdin]), stdout: out.stream, stderr: err.stream };
  const code = await runAdminCli(args, database.db, io);
  return { code, stdout: out.text(), stderr: err.text() };
}

/**
 * Runs the CLI on a fake terminal: each time a prompt is written, the next answer is typed,
 * as raw-mode keystrokes; an answer given as a list arrives in that many chunks.
 */
async function runOnTerminal(args: string[], answers: (string | string[])[]) {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: vi.fn(),
  });
  const out = capture();
  let errText = '';
  const stderr = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      errText += text;
      if (text.endsWith(': ')) {
        const answer = answers.shift();
        if (answer !== undefined) {
          setTimeout(() => {
            for (const keys of [answer].flat()) stdin.write(keys);
          }, 5);
        }
      }
      callback();
    },
  });
  const code = await runAdminCli(args, database.db, { stdin, stdout: out.stream, stderr });
  return {
    code,
    stdout: out.text(),
    stderr: errText,
    setRawMode: stdin.setRawMode,
    paused: stdin.isPaused(),
  };
}

/** Whether `password` is the stored password of `username`. */
async function hasPassword(username: string, password: string) {
  const user = await users().findByUsername(username);
  return verifyPassword(user?.passwordHash ?? '', password);
}

const users = () => createUsersRepository(database.db);

/**
 * Another connection to the database (the running server, in production) that takes the write
 * lock, writes, and commits `holdMs` later, on its own thread: this thread may be blocked in
 * SQLite's busy wait meanwhile. Resolves once the lock is held.
 */
async function holdWriteLock(holdMs: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const db = new Database(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     db.prepare("UPDATE users SET last_login_at = 'ahora'").run();
     parentPort.postMessage('locked');
     setTimeout(() => {
       db.exec('COMMIT');
       db.close();
       parentPort.postMessage('released');
     }, workerData.holdMs);`,
    {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: path.join(dataDir, DATABASE_FILE),
        holdMs,
      },
    },
  );
  const messages: string[] = [];
  const released = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: string) => {
      messages.push(message);
      if (message === 'released') resolve();
    });
    worker.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return { released, messages };
}

describe('admin CLI', () => {
  it(
    'create-user reads the password from the first line of stdin and stores an argon2id hash',
    { tags: ['zone-free'] },
    async () => {
      const result = await run(
        ['create-user', 'directora'],
        `${PASSWORD}\nsegunda línea ignorada\n`,
      );
      expect(result).toEqual({
        code: EXIT_OK,
        stdout: `${M.userCreated('directora')}\n`,
        stderr: '',
      });
      const user = await users().findByUsername('directora');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);
    },
  );

  it(
    'accepts a password without a final newline, and a CRLF line ending',
    { tags: ['zone-free'] },
    async () => {
      expect((await run(['create-user', 'uno'], PASSWORD)).code).toBe(EXIT_OK);
      expect((await run(['create-user', 'dos'], `${PASSWORD}\r\n`)).code).toBe(EXIT_OK);
      const dos = await users().findByUsername('dos');
      expect(await verifyPassword(dos?.passwordHash ?? '', PASSWORD)).toBe(true);
    },
  );

  it(
    'reads a line that arrives in several chunks, a letter split between two of them too',
    { tags: ['zone-free'] },
    async () => {
      const password = 'contraseña-larga';
      const bytes = Buffer.from(`${password}\n`);
      const split = bytes.indexOf(Buffer.from('ñ')) + 1; // inside the two bytes of "ñ"
      const stdin = [bytes.subarray(0, 4), bytes.subarray(4, split), bytes.subarray(split)];
      const out = capture();
      const err = capture();
      const io: CliIo = { stdin: Readable.from(stdin), stdout: out.stream, stderr: err.stream };
      expect(await runAdminCli(['create-user', 'directora'], database.db, io)).toBe(EXIT_OK);
      expect(await hasPassword('directora', password)).toBe(true);
    },
  );

  it(
    'keeps every character of the line but its ending, a final CR without LF included',
    { tags: ['zone-free'] },
    async () => {
      expect((await run(['create-user', 'uno'], `${PASSWORD}\r`)).code).toBe(EXIT_OK);
      expect(await hasPassword('uno', PASSWORD)).toBe(true);
      const inner = ' con\respacios y\ttab ';
      expect((await run(['create-user', 'dos'], `${inner}\r\n`)).code).toBe(EXIT_OK);
      expect(await hasPassword('dos', inner)).toBe(true);
      expect((await run(['create-user', 'tres'], `${inner}\r`)).code).toBe(EXIT_OK);
      expect(await hasPassword('tres', inner)).toBe(true);
    },
  );

  it(
    'refuses a line over 16 KB as too long without waiting for its end',
    { tags: ['zone-free'] },
    async () => {
      // A stream that never ends: the CLI must answer from what it has read.
      const stdin = new PassThrough();
      stdin.write('a'.repeat(10 * 1024));
      stdin.write('a'.repeat(10 * 1024));
      const out = capture();
      const err = capture();
      const code = await runAdminCli(['create-user', 'directora'], database.db, {
        stdin,
        stdout: out.stream,
        stderr: err.stream,
      });
      stdin.end();
      expect(code).toBe(EXIT_FAILURE);
      expect(err.text()).toBe(`${M.passwordTooLong(1024)}\n`);
      expect(await users().count()).toBe(0);
    },
  );

  it.each([
    ['a short password', 'corta', M.passwordTooShort(LIMITS.passwordMin)],
    ['11 characters', 'a'.repeat(11), M.passwordTooShort(LIMITS.passwordMin)],
    ['an empty stdin', '', M.passwordMissing],
    ['an empty first line', '\nclave-de-doce-o-mas\n', M.passwordMissing],
    ['an overlong password', 'a'.repeat(1025), M.passwordTooLong(1024)],
  ])(
    'create-user refuses %s → exit 1, nothing stored',
    { tags: ['zone-free'] },
    async (_name, stdin, message) => {
      const result = await run(['create-user', 'directora'], stdin);
      expect(result.code).toBe(EXIT_FAILURE);
      expect(result.stderr).toBe(`${message}\n`);
      expect(await users().count()).toBe(0);
    },
  );

  it(
    'counts a 12-character password with accents as 12 characters',
    { tags: ['zone-free'] },
    async () => {
      expect((await run(['create-user', 'josé'], 'contraseñaaé\n')).code).toBe(EXIT_OK);
    },
  );

  it('refuses a duplicate or invalid name → exit 1', { tags: ['zone-free'] }, async () => {
    await run(['create-user', 'directora'], PASSWORD);
    const duplicate = await run(['create-user', 'Directora'], PASSWORD);
    expect(duplicate.code).toBe(EXIT_FAILURE);
    expect(duplicate.stderr).toBe(`${M.userExists('Directora')}\n`);
    const invalid = await run(['create-user', 'con espacios'], PASSWORD);
    expect(invalid.code).toBe(EXIT_FAILURE);
    expect(invalid.stderr).toBe(`${M.usernameInvalid(LIMITS.usernameMax)}\n`);
    expect(await users().count()).toBe(1);
  });

  it('reset-password changes the hash; delete-user removes the account; list-users lists', async () => {
    await run(['create-user', 'directora'], PASSWORD);
    await run(['create-user', 'secretaria'], PASSWORD);

    const listed = await run(['list-users']);
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${M.listHeader.replace(/[()]/g, '\\$&')}\n  directora\t\\d{4}-.*\n  secretaria\t`,
      ),
    );
    expect(listed.stdout).not.toContain('argon2');

    const reset = await run(['reset-password', 'directora'], 'nueva-clave-de-doce\n');
    expect(reset).toMatchObject({ code: EXIT_OK, stdout: `${M.passwordReset('directora')}\n` });
    const user = await users().findByUsername('directora');
    expect(await verifyPassword(user?.passwordHash ?? '', 'nueva-clave-de-doce')).toBe(true);
    expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(false);

    const deleted = await run(['delete-user', 'secretaria']);
    expect(deleted).toMatchObject({ code: EXIT_OK, stdout: `${M.userDeleted('secretaria')}\n` });
    expect((await users().list()).map((u) => u.username)).toEqual(['directora']);

    await run(['delete-user', 'directora']);
    expect((await run(['list-users'])).stdout).toBe(`${M.listEmpty}\n`);
  });

  it(
    'reset-password and delete-user of an unknown name → exit 1',
    { tags: ['zone-free'] },
    async () => {
      const reset = await run(['reset-password', 'nadie'], PASSWORD);
      expect(reset).toMatchObject({ code: EXIT_FAILURE, stderr: `${M.userNotFound('nadie')}\n` });
      const deleted = await run(['delete-user', 'nadie']);
      expect(deleted).toMatchObject({ code: EXIT_FAILURE, stderr: `${M.userNotFound('nadie')}\n` });
    },
  );

  it(
    'names the account without the spaces around the name it was given',
    { tags: ['zone-free'] },
    async () => {
      const created = await run(['create-user', ' directora '], PASSWORD);
      expect(created.stdout).toBe(`${M.userCreated('directora')}\n`);
      const reset = await run(['reset-password', ' directora '], PASSWORD);
      expect(reset.stdout).toBe(`${M.passwordReset('directora')}\n`);
      const deleted = await run(['delete-user', ' directora ']);
      expect(deleted.stdout).toBe(`${M.userDeleted('directora')}\n`);
    },
  );

  it.each([['--help'], ['-h'], ['help']])(
    '%s prints the usage on stdout → exit 0',
    { tags: ['zone-free'] },
    async (flag) => {
      expect(await run([flag])).toEqual({ code: EXIT_OK, stdout: `${M.usage}\n`, stderr: '' });
    },
  );

  it(
    'an unexpected failure (the database gone) → exit 1 with its cause, in Spanish',
    { tags: ['zone-free'] },
    async () => {
      const gone = openDatabase(fs.mkdtempSync(path.join(dataDir, 'otra-')));
      gone.sqlite.close();
      // What better-sqlite3 says about a closed connection, whatever its version's wording.
      const cause = (() => {
        try {
          gone.sqlite.prepare('SELECT 1');
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(cause).not.toBe('');
      const out = capture();
      const err = capture();
      const io: CliIo = { stdin: Readable.from(['']), stdout: out.stream, stderr: err.stream };
      expect(await runAdminCli(['list-users'], gone.db, io)).toBe(EXIT_FAILURE);
      expect(err.text()).toBe(`${M.failed} ${cause}\n`);
      expect(out.text()).toBe('');
      await gone.close();
    },
  );

  it.each([
    [[], M.usage],
    [['borrar-todo'], `${M.unknownCommand('borrar-todo')}\n\n${M.usage}`],
    [['create-user'], M.nameRequired('create-user')],
    [['delete-user', ' '], M.nameRequired('delete-user')],
    [['list-users', 'extra'], `${M.tooManyArguments}\n\n${M.usage}`],
    [['create-user', 'a', 'b'], `${M.tooManyArguments}\n\n${M.usage}`],
  ])(
    'usage errors (%j) → exit 2 with the usage in Spanish',
    { tags: ['zone-free'] },
    async (args, message) => {
      const result = await run(args, PASSWORD);
      expect(result.code).toBe(EXIT_USAGE);
      expect(result.stderr).toBe(`${message}\n`);
      expect(await users().count()).toBe(0);
    },
  );

  describe('while another connection writes (the running server)', () => {
    // Deferred transactions read first and then ask for the write lock, which SQLite refuses at
    // once ("database is locked") when another connection holds it. The CLI's transactions begin
    // IMMEDIATE, so they wait out busy_timeout like any other write.
    it.each([
      ['create-user', ['create-user', 'nueva'], PASSWORD],
      ['reset-password', ['reset-password', 'directora'], 'nueva-clave-de-doce\n'],
      ['delete-user', ['delete-user', 'secretaria'], ''],
    ])('%s waits for the write lock and succeeds', async (_name, args, stdin) => {
      await run(['create-user', 'directora'], PASSWORD);
      await run(['create-user', 'secretaria'], PASSWORD);
      const other = await holdWriteLock(1_000);
      const result = await run(args, stdin);
      expect(result).toMatchObject({ code: EXIT_OK, stderr: '' });
      await other.released;
      // The other connection's change is kept too.
      const logins = (await users().list()).map((user) => user.lastLoginAt);
      expect(logins.every((at) => at === 'ahora' || at === null)).toBe(true);
      expect(logins).toContain('ahora');
    });
  });

  describe('on a terminal', { tags: ['zone-free'] }, () => {
    it('asks twice without echo, and creates the user when both match', async () => {
      const result = await runOnTerminal(
        ['create-user', 'directora'],
        [
          `${PASSWORD}\r`,
          // Typed with a mistake, corrected with backspace.
          `${PASSWORD}x\u007f\r`,
        ],
      );
      expect(result.code).toBe(EXIT_OK);
      expect(result.setRawMode).toHaveBeenCalledWith(true);
      expect(result.setRawMode).toHaveBeenLastCalledWith(false);
      expect(result.stderr).toBe(
        `${M.passwordPrompt(LIMITS.passwordMin)}\n${M.passwordRepeatPrompt}\n`,
      );
      expect(result.stdout + result.stderr).not.toContain(PASSWORD);
      const user = await users().findByUsername('directora');
      expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);
    });

    it('ends a line at Enter however the terminal sends it (CR, LF, Ctrl-D), and stops reading', async () => {
      for (const [name, end] of [
        ['cr', '\r'],
        ['lf', '\n'],
        ['eot', '\u0004'],
      ] as const) {
        const result = await runOnTerminal(
          ['create-user', name],
          [`${PASSWORD}${end}`, `${PASSWORD}${end}`],
        );
        expect(result).toMatchObject({ code: EXIT_OK, paused: true });
        expect(result.setRawMode).toHaveBeenLastCalledWith(false);
        expect(await hasPassword(name, PASSWORD)).toBe(true);
      }
    });

    it('takes spaces and backspaces (DEL or BS), and ignores control keys and arrow keys', async () => {
      const typed = [
        'clave con espacios',
        'x\u007f', // typed and erased with DEL
        'y\b', // and with BS
        '\u0001\u0015', // Ctrl-A, Ctrl-U: nothing
        '\u001b[D\u001b[D', // two arrow keys: not text
        '!\r',
      ];
      const result = await runOnTerminal(['create-user', 'directora'], [typed, [...typed]]);
      expect(result.code).toBe(EXIT_OK);
      expect(await hasPassword('directora', 'clave con espacios!')).toBe(true);
    });

    it('erases a whole letter with one backspace, even one outside the BMP', async () => {
      const typed = ['clave-de-doce-o-más😀', '\u007f', '\r'];
      const result = await runOnTerminal(['create-user', 'directora'], [typed, [...typed]]);
      expect(result.code).toBe(EXIT_OK);
      expect(await hasPassword('directora', 'clave-de-doce-o-más')).toBe(true);
    });

    it('refuses two different passwords → exit 1', async () => {
      const result = await runOnTerminal(
        ['create-user', 'directora'],
        [`${PASSWORD}\r`, 'otra-clave-distinta\r'],
      );
      expect(result.code).toBe(EXIT_FAILURE);
      expect(result.stderr).toContain(M.passwordMismatch);
      expect(await users().count()).toBe(0);
    });

    it('refuses a short password at the first prompt, and Ctrl-C cancels', async () => {
      const short = await runOnTerminal(['create-user', 'directora'], ['corta\r']);
      expect(short.code).toBe(EXIT_FAILURE);
      expect(short.stderr).toContain(M.passwordTooShort(LIMITS.passwordMin));

      const cancelled = await runOnTerminal(['create-user', 'directora'], ['clave\u0003']);
      expect(cancelled.code).toBe(EXIT_FAILURE);
      expect(cancelled.stderr).toContain(M.cancelled);
      expect(cancelled.setRawMode).toHaveBeenLastCalledWith(false);
      expect(await users().count()).toBe(0);
    });
  });
});
