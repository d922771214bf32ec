import type { Readable, Writable } from 'node:stream';
import { ADMIN_CLI_MESSAGES as M, AUDIT_LOG_LIMITS, AUDIT_MESSAGES, LIMITS } from '@lbj/shared';
import { createAuditLog, type AuditLog } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { createUsersRepository } from './auth.repository.ts';
import { createUserAdminService, UserAdminError, validatePassword } from './users.service.ts';

/** The terminal the CLI talks to; tests pass streams. */
export interface CliIo {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

class CancelledError extends Error {}

/** Longest line read from a pipe; a password is at most 1024 characters. */
const MAX_LINE = 16 * 1024;

/** First line of a non-terminal stdin, without its line ending; null when stdin is empty. */
async function readFirstLine(input: Readable): Promise<string | null> {
  input.setEncoding('utf8');
  let buffered = '';
  for await (const chunk of input as AsyncIterable<string>) {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end >= 0) return buffered.slice(0, end).replace(/\r$/, '');
    if (buffered.length > MAX_LINE) return buffered;
  }
  return buffered.length > 0 ? buffered.replace(/\r$/, '') : null;
}

/** Reads a line from a terminal in raw mode, echoing nothing. */
function promptHidden(io: CliIo, prompt: string): Promise<string> {
  const { stdin, stderr } = io;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new CancelledError());
          return;
        }
        if (char === '\u007f' || char === '\b') {
          value = [...value].slice(0, -1).join('');
        } else if (char === '\u001b') {
          return; // An escape sequence (arrow keys…): the rest of the chunk is not text.
        } else if (char >= ' ') {
          value += char;
        }
      }
    };
    stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode?.(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** On a terminal: asked twice without echo. Otherwise: the first line of stdin. */
async function readNewPassword(io: CliIo): Promise<string> {
  if (io.stdin.isTTY && io.stdin.setRawMode) {
    const first = await promptHidden(io, M.passwordPrompt(LIMITS.passwordMin));
    validatePassword(first);
    const second = await promptHidden(io, M.passwordRepeatPrompt);
    if (first !== second) throw new UserAdminError(M.passwordMismatch);
    return first;
  }
  const line = await readFirstLine(io.stdin);
  if (line === null || line.length === 0) throw new UserAdminError(M.passwordMissing);
  return validatePassword(line);
}

const COMMANDS_WITH_NAME = ['create-user', 'reset-password', 'delete-user'] as const;

/** `audit [CANTIDAD]`: the newest entries, one a line, tab-separated under Spanish headings. */
async function printAudit(audit: AuditLog, count: string | undefined, say: (text: string) => void) {
  const limit = count === undefined ? AUDIT_LOG_LIMITS.default : Number(count);
  const entries = await audit.list({ limit });
  if (entries.length === 0) {
    say(AUDIT_MESSAGES.cliEmpty);
    return;
  }
  say(AUDIT_MESSAGES.cliHeader);
  say(AUDIT_MESSAGES.cliColumns.join('\t'));
  for (const entry of entries) {
    const cells = [entry.fecha, entry.usuario, entry.accion, entry.detalle, entry.ip];
    // One entry, one line: a tab or a line break in a news title would break the columns.
    say(cells.map((cell) => (cell ?? AUDIT_MESSAGES.cliNone).replace(/\s/g, ' ')).join('\t'));
  }
}

const isCount = (text: string) =>
  /^[1-9][0-9]{0,3}$/.test(text) && Number(text) <= AUDIT_LOG_LIMITS.max;

/** A command other features add (composed in server/src/admin.ts): no arguments, prints. */
export type ExtraCommand = (say: (text: string) => void, audit: AuditLog) => Promise<void>;

export interface AdminCliOptions {
  /** The clock (tests move it). */
  now?: Clock;
  /** Commands of other features, by name, e.g. `documentos`. */
  commands?: Readonly<Record<string, ExtraCommand>>;
}

/** Runs one CLI command against the database; returns the process exit code. */
export async function runAdminCli(
  args: readonly string[],
  db: Db,
  io: CliIo,
  { now = () => new Date(), commands = {} }: AdminCliOptions = {},
): Promise<number> {
  const [command, name, ...rest] = args;
  const say = (text: string) => io.stdout.write(`${text}\n`);
  const complain = (text: string) => io.stderr.write(`${text}\n`);

  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? complain : say)(M.usage);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const needsName = (COMMANDS_WITH_NAME as readonly string[]).includes(command);
  if (command === 'audit' && name !== undefined && !isCount(name)) {
    complain(AUDIT_MESSAGES.badLimit(AUDIT_LOG_LIMITS.max));
    return EXIT_USAGE;
  }
  const extra = Object.hasOwn(commands, command) ? commands[command] : undefined;
  const bare = command === 'list-users' || extra !== undefined;
  if (!needsName && !bare && command !== 'audit') {
    complain(`${M.unknownCommand(command)}\n\n${M.usage}`);
    return EXIT_USAGE;
  }
  if (needsName && (name === undefined || name.trim() === '')) {
    complain(M.nameRequired(command));
    return EXIT_USAGE;
  }
  if (rest.length > 0 || (bare && name !== undefined)) {
    complain(`${M.tooManyArguments}\n\n${M.usage}`);
    return EXIT_USAGE;
  }

  const audit = createAuditLog({
    db,
    clock: now,
    log: { error: (_details, message) => complain(message) },
  });
  const admins = createUserAdminService(createUsersRepository(db), { audit });
  // Given, and not blank, for the commands that take a name (checked above).
  const username = name ?? '';
  try {
    switch (command) {
      case 'create-user': {
        const password = await readNewPassword(io);
        await admins.create(username, password);
        say(M.userCreated(username.trim()));
        break;
      }
      case 'reset-password': {
        const password = await readNewPassword(io);
        await admins.resetPassword(username, password);
        say(M.passwordReset(username.trim()));
        break;
      }
      case 'delete-user': {
        await admins.remove(username);
        say(M.userDeleted(username.trim()));
        break;
      }
      case 'audit': {
        await printAudit(audit, name, say);
        break;
      }
      case 'list-users': {
        const users = await admins.list();
        if (users.length === 0) {
          say(M.listEmpty);
        } else {
          say(M.listHeader);
          for (const user of users) say(`  ${user.username}\t${user.createdAt}`);
        }
        break;
      }
      default: {
        await extra?.(say, audit);
      }
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CancelledError) {
      complain(M.cancelled);
    } else if (error instanceof UserAdminError || error instanceof DomainError) {
      complain(error.message);
    } else {
      complain(`${M.failed} ${error instanceof Error ? error.message : String(error)}`);
    }
    return EXIT_FAILURE;
  }
}
