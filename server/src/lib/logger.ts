import type { FastifyServerOptions, LogLevel } from 'fastify';
import { isColorSupported, prettyFactory } from 'pino-pretty';

/** Where log lines go: stdout, or a test's collector. */
export interface LogStream {
  write: (line: string) => void;
}

export interface LoggerChoice {
  level: string;
  /**
   * Readable lines instead of JSON; by default when the lines go to stdout and stdout is a
   * terminal (a person watching). A caller's own stream gets JSON unless it asks.
   */
  pretty?: boolean;
  /** Default stdout. */
  stream?: LogStream;
}

const REDACT = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'],
  censor: '[oculto]',
};

/**
 * Fastify's logger options: one JSON object a line for journald and log tools, or readable
 * lines (pino-pretty) for a person at a terminal. pino-pretty formats in the main thread, as a
 * plain stream: no worker thread to resolve from the bundle, and a terminal never carries the
 * volume that would make that cost matter (ADR 0020).
 */
export function loggerOptions({
  level,
  stream,
  pretty = stream === undefined && process.stdout.isTTY === true,
}: LoggerChoice): NonNullable<FastifyServerOptions['logger']> {
  const out = pretty ? prettyStream(stream ?? process.stdout, stream === undefined) : stream;
  return { level, redact: REDACT, ...(out ? { stream: out } : {}) };
}

function prettyStream(destination: LogStream, colorize: boolean): LogStream {
  const format = prettyFactory({
    colorize: colorize && isColorSupported,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { write: (line) => destination.write(format(line)) };
}

/**
 * The level for requests of static files (pages, assets, uploaded images): at the default level
 * they are not logged one by one, only their warnings and errors; a more verbose LOG_LEVEL
 * (debug, trace) or a quieter one applies to them as to everything else.
 */
export function staticFilesLogLevel(level: string): LogLevel {
  return level === 'info' ? 'warn' : (level as LogLevel);
}
