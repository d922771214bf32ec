import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDotEnv } from './dotenv.ts';
import { ConfigError, findRepoRoot } from './env.ts';

describe('loadDotEnv', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-dotenv-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sets the variables of the file, comments and quotes understood', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, '# Facebook\nFACEBOOK_PAGE_ID=123\nPUBLIC_URL="https://lbj.cl"\n');
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(file, env)).toEqual(['FACEBOOK_PAGE_ID', 'PUBLIC_URL']);
    expect(env).toEqual({ FACEBOOK_PAGE_ID: '123', PUBLIC_URL: 'https://lbj.cl' });
  });

  it('lets the real environment win, even when it is empty', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'PORT=4000\nHOST=127.0.0.1\nLOG_LEVEL=debug\n');
    const env: NodeJS.ProcessEnv = { PORT: '5000', LOG_LEVEL: '' };
    expect(loadDotEnv(file, env)).toEqual(['HOST']);
    expect(env).toEqual({ PORT: '5000', HOST: '127.0.0.1', LOG_LEVEL: '' });
  });

  it('is quiet when there is no file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(path.join(dir, '.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });

  it('names the file it cannot read, in Spanish', () => {
    const file = path.join(dir, '.env');
    fs.mkdirSync(file);
    expect(() => loadDotEnv(file, {})).toThrow(ConfigError);
    expect(() => loadDotEnv(file, {})).toThrow(/\.env: no se pudo leer/);
  });

  it('reads the .env of the checkout by default', () => {
    const read = vi.spyOn(fs, 'readFileSync').mockReturnValue('PORT=4100\n');
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(undefined, env)).toEqual(['PORT']);
    expect(read).toHaveBeenCalledWith(path.join(findRepoRoot(), '.env'), 'utf8');
    expect(env).toEqual({ PORT: '4100' });
  });
});
