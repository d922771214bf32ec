import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { loggerOptions, staticFilesLogLevel } from './logger.ts';

function collector() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('logger options', () => {
  it('writes readable lines, not JSON, when the output is a terminal', () => {
    const { lines, stream } = collector();
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: true, stream }) });
    app.log.info({ password: 'secreta' }, 'sitio listo');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).toMatch(/INFO.*sitio listo/);
    expect(() => JSON.parse(line) as unknown).toThrow();
    // Redaction applies before formatting; a stream of our own gets no colour codes.
    expect(line).toContain('[oculto]');
    expect(line).not.toContain('secreta');
    expect(line).not.toContain('\u001b[');
  });

  it('writes each entry on one line: local time to the second, level, message, no pid or host', () => {
    const { lines, stream } = collector();
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: true, stream }) });
    app.log.info({ detalle: { campo: 'titulo' } }, 'sitio listo');
    const line = lines[0] ?? '';
    expect(line).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\] INFO: sitio listo /);
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(line).toContain('"campo":"titulo"');
    expect(line).not.toContain(os.hostname());
    expect(line).not.toMatch(new RegExp(`\\b${String(process.pid)}\\b`));
  });

  it('writes one JSON object a line otherwise (journald, log tools)', () => {
    const { lines, stream } = collector();
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: false, stream }) });
    app.log.info({ token: 'abc' }, 'sitio listo');
    const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'sitio listo', token: '[oculto]' });
  });

  it('gives a stream of its own JSON unless pretty is asked for', () => {
    const { lines, stream } = collector();
    const app = Fastify({ logger: loggerOptions({ level: 'info', stream }) });
    app.log.info('hola');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'hola' });
  });

  it('quiets static files only at the default level', () => {
    expect(staticFilesLogLevel('info')).toBe('warn');
    expect(staticFilesLogLevel('debug')).toBe('debug');
    expect(staticFilesLogLevel('error')).toBe('error');
  });
});

describe('request logging', () => {
  const { lines, stream } = collector();
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<h1>inicio</h1>');
    fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(webDist, 'pages.json'),
      JSON.stringify({ pages: [{ path: '/', file: 'index.html' }], clientRoutes: [] }),
    );
    t = await createTestApp({ LOG_LEVEL: 'info', WEB_DIST: webDist }, { logStream: stream });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'foto-960.webp'), 'webp');
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const requestLines = (url: string) =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .filter((entry) => entry.req?.url === url);

  it('does not log requests for static files at the default level', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/uploads/foto-960.webp']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(requestLines(url), url).toEqual([]);
    }
  });

  it('still logs API requests', async () => {
    const response = await t.app.inject({ url: '/api/news' });
    expect(response.statusCode).toBe(200);
    expect(requestLines('/api/news')).toHaveLength(1);
    expect(lines.some((line) => line.includes('"request completed"'))).toBe(true);
  });
});
