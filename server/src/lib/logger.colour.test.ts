import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PinoPretty from 'pino-pretty';
import { loggerOptions } from './logger.ts';

// On a terminal that shows colours: colour codes go to stdout only, never into a stream a
// caller passed (a file, a test's collector), and only when the terminal supports them.
vi.mock('pino-pretty', async (importOriginal) => ({
  ...(await importOriginal<typeof PinoPretty>()),
  isColorSupported: true,
}));

const ESC = '\u001b[';
const isTTY = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');

afterEach(() => {
  vi.restoreAllMocks();
  if (isTTY) Object.defineProperty(process.stdout, 'isTTY', isTTY);
  else delete (process.stdout as { isTTY?: boolean }).isTTY;
});

function stdoutLines(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe('logger colours', () => {
  it('colours readable lines on stdout when the terminal supports it', () => {
    const lines = stdoutLines();
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: true }) });
    app.log.info('sitio listo');
    expect(lines.join('')).toContain('sitio listo');
    expect(lines.join('')).toContain(ESC);
  });

  it('never colours a stream the caller passed', () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: true, stream }) });
    app.log.info('sitio listo');
    expect(lines.join('')).toContain('sitio listo');
    expect(lines.join('')).not.toContain(ESC);
  });

  it('writes readable lines to stdout by default when stdout is a terminal', () => {
    Object.defineProperty(process.stdout, 'isTTY', { value: true, configurable: true });
    const lines = stdoutLines();
    const app = Fastify({ logger: loggerOptions({ level: 'info' }) });
    app.log.info('sitio listo');
    expect(() => JSON.parse(lines.join('')) as unknown).toThrow();
    expect(lines.join('')).toContain('sitio listo');
  });

  it('gives a stream of the caller’s JSON even when stdout is a terminal', () => {
    Object.defineProperty(process.stdout, 'isTTY', { value: true, configurable: true });
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({ logger: loggerOptions({ level: 'info', stream }) });
    app.log.info('sitio listo');
    expect(JSON.parse(lines.join(''))).toMatchObject({ msg: 'sitio listo' });
  });

  it('writes JSON to stdout by default when stdout is not a terminal (journald)', () => {
    Object.defineProperty(process.stdout, 'isTTY', { value: false, configurable: true });
    const lines = stdoutLines();
    const app = Fastify({ logger: loggerOptions({ level: 'info' }) });
    app.log.info('sitio listo');
    expect(JSON.parse(lines.join(''))).toMatchObject({ msg: 'sitio listo' });
  });
});
