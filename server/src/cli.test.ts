// What every command-line entry does first and last: read the configuration, and turn the
// command's outcome into the process's exit code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCliConfig, runCli } from './cli.ts';

let dir: string;
let exitCode: typeof process.exitCode;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-cli-'));
  exitCode = process.exitCode;
});
afterEach(() => {
  process.exitCode = exitCode;
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stream that keeps what is written to it. */
function collector() {
  const chunks: string[] = [];
  return {
    write: (chunk: string | Uint8Array) => {
      chunks.push(String(chunk));
      return true;
    },
    text: () => chunks.join(''),
  };
}

describe('loadCliConfig', () => {
  it('reads .env under the real environment', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'PORT=4321\nDATA_DIR=/srv/colegio\n');
    const env: NodeJS.ProcessEnv = { DATA_DIR: '/var/lib/lebeaujour' };
    const stderr = collector();
    const config = loadCliConfig(file, env, stderr);
    expect(config?.port).toBe(4321);
    expect(config?.dataDir).toBe(path.resolve('/var/lib/lebeaujour'));
    expect(stderr.text()).toBe('');
  });

  it('says what is wrong, in Spanish, and gives no configuration', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'PORT=no-es-un-numero\n');
    const stderr = collector();
    expect(loadCliConfig(file, {}, stderr)).toBeNull();
    expect(stderr.text()).toMatch(/^Configuración inválida:\n {2}- PORT/);
    expect(stderr.text().endsWith('\n')).toBe(true);
  });

  it('says so when .env cannot be read', () => {
    const stderr = collector();
    // A folder where the file should be: it exists but cannot be read as a file.
    expect(loadCliConfig(dir, {}, stderr)).toBeNull();
    expect(stderr.text()).toContain(`${dir}: no se pudo leer`);
  });

  it('lets an error that is not about the configuration through', () => {
    const env = new Proxy<NodeJS.ProcessEnv>(
      {},
      {
        get: () => {
          throw new TypeError('boom');
        },
      },
    );
    expect(() => loadCliConfig(path.join(dir, 'none.env'), env, collector())).toThrow('boom');
  });
});

describe('runCli', () => {
  it('exits with the code the command returns', async () => {
    runCli(() => Promise.resolve(3), 1);
    await vi.waitFor(() => {
      expect(process.exitCode).toBe(3);
    });
  });

  it('prints an unexpected error and exits with the failure code', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('inesperado');
    runCli(() => Promise.reject(error), 7);
    await vi.waitFor(() => {
      expect(process.exitCode).toBe(7);
    });
    expect(printed).toHaveBeenCalledWith(error);
  });
});
