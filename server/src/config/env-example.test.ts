import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from './env.ts';

const example = fs.readFileSync(path.join(findRepoRoot(), '.env.example'), 'utf8');

/** Every variable loadConfig reads: an environment that records what is asked of it. */
function variablesRead(): string[] {
  const names = new Set<string>();
  const env = new Proxy<NodeJS.ProcessEnv>(
    {},
    {
      get: (_target, key) => {
        if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
        return undefined;
      },
    },
  );
  loadConfig(env);
  return [...names];
}

describe('.env.example', () => {
  it('lists every variable the server reads, each under a comment that explains it', () => {
    const names = variablesRead();
    expect(names).toContain('PORT');
    const lines = example.split('\n');
    const missing = names.filter((name) => {
      const at = lines.findIndex((line) => line.startsWith(`#${name}=`));
      return at < 1 || !/^# \S/.test(lines.slice(0, at).findLast((l) => !/^#[A-Z]/.test(l)) ?? '');
    });
    expect(missing, 'add to .env.example as "#NAME=default" under a "# …" comment').toEqual([]);
  });

  it('changes nothing when copied as .env: every setting is commented out', () => {
    expect(parseEnv(example)).toEqual({});
    expect(loadConfig({ ...parseEnv(example) })).toEqual(loadConfig({}));
  });
});
