import { describe, expect, it } from 'vitest';
import {
  MARK,
  handlesDates,
  isMarked,
  markedTests,
  requiredTests,
  testsOf,
} from './time-zone-set.mjs';

describe('the date-and-time test set', () => {
  it('holds every test file of every source file that handles dates, times or the clock', () => {
    const marked = new Set(markedTests());
    const missing = requiredTests().filter((file) => !marked.has(file));
    expect(missing, `add "${MARK}" as the first line of these test files`).toEqual([]);
  });

  it('is not empty: the set runs again in Kiritimati', () => {
    expect(markedTests().length).toBeGreaterThan(10);
  });

  it('recognises code that reads or formats dates', () => {
    expect(handlesDates('const now = new Date();')).toBe(true);
    expect(handlesDates('return Date.now() - started;')).toBe(true);
    expect(handlesDates("new Intl.DateTimeFormat('es-CL', { timeZone: TIME_ZONE })")).toBe(true);
    expect(handlesDates('date.getHours()')).toBe(true);
    expect(handlesDates('const year = chileYear(clock());')).toBe(true);
    expect(handlesDates('export const LIMIT = 5;')).toBe(false);
    expect(handlesDates('const updated = item.actualizado;')).toBe(false);
  });

  it('reads the mark only from the first lines', () => {
    expect(isMarked(`${MARK}\nimport x from 'y';`)).toBe(true);
    expect(isMarked(`// A test.\n${MARK}\n`)).toBe(true);
    expect(isMarked(`a\nb\nc\nd\ne\n${MARK}\n`)).toBe(false);
    expect(isMarked("import x from 'y';")).toBe(false);
  });

  it('finds the tests beside a source file, named after it', () => {
    const files = [
      'server/src/lib/clock.ts',
      'server/src/lib/clock.test.ts',
      'server/src/lib/clock.zones.test.ts',
      'server/src/lib/clockwork.test.ts',
      'server/src/lib/other.test.ts',
    ];
    expect(testsOf('server/src/lib/clock.ts', files)).toEqual([
      'server/src/lib/clock.test.ts',
      'server/src/lib/clock.zones.test.ts',
    ]);
  });
});
