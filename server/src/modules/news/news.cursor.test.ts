// @time-zones
import { NEWS_MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from './news.cursor.ts';

// The next-page cursor on its own: what it carries, and every way a forged one is refused with
// the Spanish message (a 400 at the API), never read as some other position.

const FECHA = '2026-03-02T11:30:00.000Z';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(cursor: string, searching = false): unknown {
  try {
    decodeCursor(cursor, searching);
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectRefused(cursor: string, searching = false) {
  const error = refusal(cursor, searching);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toBe(NEWS_MESSAGES.invalidCursor);
}

describe('the news cursor', () => {
  it('carries a listing position and gives it back', () => {
    const cursor = encodeCursor({ fecha: FECHA, id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).toEqual([FECHA, 42]);
    expect(decodeCursor(cursor, false)).toEqual({ fecha: FECHA, id: 42 });
  });

  it('carries a search position with its tier', () => {
    for (const tier of [0, 1] as const) {
      const cursor = encodeCursor({ fecha: FECHA, id: 7, tier });
      expect(decodeCursor(cursor, true)).toEqual({ fecha: FECHA, id: 7, tier });
    }
  });

  it('refuses a listing cursor in a search, and a search cursor in a listing', () => {
    expectRefused(encodeCursor({ fecha: FECHA, id: 7 }), true);
    expectRefused(encodeCursor({ fecha: FECHA, id: 7, tier: 0 }), false);
  });

  it('takes a cursor of exactly 200 characters and refuses a longer one, before reading it', () => {
    // A valid position padded with spaces inside the JSON: 200 characters of base64url.
    const padded = (length: number) => {
      for (let spaces = 0; spaces < 200; spaces++) {
        const cursor = Buffer.from(`[${' '.repeat(spaces)}"${FECHA}",42]`).toString('base64url');
        if (cursor.length === length) return cursor;
      }
      throw new Error(`no cursor of ${String(length)} characters`);
    };
    expect(decodeCursor(padded(200), false)).toEqual({ fecha: FECHA, id: 42 });
    expectRefused(padded(204));
  });

  it('refuses characters outside base64url, even where Node would skip them', () => {
    const cursor = encodeCursor({ fecha: FECHA, id: 42 });
    expectRefused(`${cursor}=`);
    expectRefused(`${cursor.slice(0, 8)}+${cursor.slice(8)}`);
    expectRefused(`${cursor.slice(0, 8)} ${cursor.slice(8)}`);
    expectRefused('');
  });

  it('refuses a cursor that is not JSON, or not a list of the right length', () => {
    expectRefused(Buffer.from('no es json').toString('base64url'));
    expectRefused(encode({ fecha: FECHA, id: 42 }));
    expectRefused(encode([FECHA]));
    expectRefused(encode([FECHA, 42, 0, 1]), true);
  });

  it.each([
    ['a number', 20260302],
    ['a date without milliseconds', '2026-03-02T11:30:00Z'],
    ['a date with an offset', '2026-03-02T08:30:00.000-03:00'],
    ['an impossible date', '2026-02-30T11:30:00.000Z'],
    ['an hour past 23', '2026-03-02T24:30:00.000Z'],
    // JavaScript's own form for years past 9999: it reads back the same, but is not ours.
    ['an extended year', '+010000-01-01T00:00:00.000Z'],
  ])('refuses a position whose date is %s', (_name, fecha) => {
    expectRefused(encode([fecha, 42]));
  });

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 1.5],
    ['beyond a safe integer', 2 ** 53],
    ['a string', '42'],
  ])('refuses an id that is %s', (_name, id) => {
    expectRefused(encode([FECHA, id]));
  });

  it('takes the first id, 1', () => {
    expect(decodeCursor(encode([FECHA, 1]), false)).toEqual({ fecha: FECHA, id: 1 });
  });

  it.each([2, -1, '0', null])('refuses a search tier of %j', (tier) => {
    expectRefused(encode([FECHA, 42, tier]), true);
  });
});
