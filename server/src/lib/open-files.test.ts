import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultMaxConnections } from './open-files.ts';

describe('defaultMaxConnections', () => {
  const limits = (line: string) => () =>
    `Limit                     Soft Limit           Hard Limit           Units\n${line}\n`;

  it('stays below the open-file limit, keeping a reserve for the database and files', () => {
    expect(
      defaultMaxConnections(
        limits('Max open files            4096                 4096                 files'),
      ),
    ).toBe(3840);
  });

  it('never goes below 64, and falls back to 4,000 when the limit is unknown or unlimited', () => {
    expect(
      defaultMaxConnections(
        limits('Max open files            100                  100                  files'),
      ),
    ).toBe(64);
    expect(
      defaultMaxConnections(
        limits('Max open files            unlimited            unlimited            files'),
      ),
    ).toBe(4_000);
    expect(
      defaultMaxConnections(() => {
        throw new Error('no /proc');
      }),
    ).toBe(4_000);
  });

  it.runIf(existsSync('/proc/self/limits'))(
    'reads this process’s own limit by default on Linux',
    () => {
      const own = defaultMaxConnections(() => readFileSync('/proc/self/limits', 'utf8'));
      expect(own).not.toBe(4_000);
      expect(defaultMaxConnections()).toBe(own);
    },
  );
});
