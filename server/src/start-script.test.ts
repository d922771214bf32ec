import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config/env.ts';

/**
 * `npm start` (scripts/start.mjs) in a production install (docs/deploy.md: `npm ci --omit=dev -w
 * @lbj/server`), where neither Vite nor esbuild is installed: a copy of the script in a tree with
 * a stand-in build and no node_modules.
 */
const repo = findRepoRoot();
let tree: string;

function write(file: string, text: string, mtime?: Date): void {
  const full = path.join(tree, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (mtime) fs.utimesSync(full, mtime, mtime);
}

function start() {
  return spawnSync(process.execPath, [path.join(tree, 'scripts/start.mjs')], {
    cwd: tree,
    encoding: 'utf8',
  });
}

const sourcesTime = new Date('2026-01-01T00:00:00Z');
const buildTime = new Date('2026-01-02T00:00:00Z');

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-start-'));
  for (const script of ['start.mjs', 'node-version.mjs']) {
    write(`scripts/${script}`, fs.readFileSync(path.join(repo, 'scripts', script), 'utf8'));
  }
  for (const source of ['web/src/main.tsx', 'server/src/server.ts', 'shared/src/index.ts']) {
    write(source, '', sourcesTime);
  }
  write('web/dist/client/pages.json', '{}', buildTime);
  write('server/dist/server.js', 'console.log("servidor en marcha");', buildTime);
});

afterEach(() => {
  fs.rmSync(tree, { recursive: true, force: true });
});

describe('npm start without the build tools', () => {
  it('serves the build quietly when it is newer than its sources', () => {
    const result = start();
    expect(result.stdout).toContain('servidor en marcha');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('serves the existing build and says how to update it when the sources are newer', () => {
    write('server/src/server.ts', '// changed by git pull');
    const result = start();
    expect(result.stdout).toContain('servidor en marcha');
    expect(result.stderr).toContain('Aviso: el código del servidor cambió');
    expect(result.stderr).toContain('npm ci && npm run build && npm ci --omit=dev -w @lbj/server');
    expect(result.status).toBe(0);
  });

  it('stops with the command to run when there is no build', () => {
    fs.rmSync(path.join(tree, 'web/dist'), { recursive: true });
    const result = start();
    expect(result.stdout).not.toContain('servidor en marcha');
    expect(result.stderr).toContain('Falta construir las páginas del sitio');
    expect(result.stderr).toContain('npm ci && npm run build');
    expect(result.status).toBe(1);
  });
});
