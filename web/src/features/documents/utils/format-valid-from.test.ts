// @time-zones
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chileToday, formatValidFrom } from './format-valid-from.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('formatValidFrom', () => {
  it('writes the first and last days of the year as Chileans read them', () => {
    expect(formatValidFrom('2026-01-01')).toBe('1 de enero de 2026');
    expect(formatValidFrom('2026-12-31')).toBe('31 de diciembre de 2026');
    expect(formatValidFrom('2024-02-29')).toBe('29 de febrero de 2024');
  });

  it('keeps the same day across Chile’s clock changes', () => {
    // Chile moves its clocks in April and September; noon UTC stays the same day there.
    expect(formatValidFrom('2026-04-05')).toBe('5 de abril de 2026');
    expect(formatValidFrom('2026-09-06')).toBe('6 de septiembre de 2026');
  });

  it('writes the day in the page’s language', () => {
    expect(formatValidFrom('2026-03-01', 'fr-FR')).toBe('1 mars 2026');
    expect(formatValidFrom('2026-03-01', 'en-GB')).toBe('1 March 2026');
  });

  it('gives back as it came what is not a YYYY-MM-DD day', () => {
    expect(formatValidFrom('')).toBe('');
    expect(formatValidFrom('2026-3-1')).toBe('2026-3-1');
    expect(formatValidFrom('x2026-03-01')).toBe('x2026-03-01');
    expect(formatValidFrom('2026-03-01x')).toBe('2026-03-01x');
    expect(formatValidFrom('2026-03-01T12:00:00Z')).toBe('2026-03-01T12:00:00Z');
  });
});

describe('chileToday', () => {
  it('gives the day in Chile, not in UTC nor in the machine’s zone', () => {
    // 02:00 UTC on 1 March 2026 is still 28 February in Chile (UTC−3 in summer).
    expect(chileToday(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
    expect(chileToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
    // In winter Chile is UTC−4.
    expect(chileToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(chileToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    // 23:30 in Chile is already the next day in UTC and in Kiritimati.
    expect(chileToday(new Date('2026-12-31T23:30:00-03:00'))).toBe('2026-12-31');
  });

  it('takes the present moment by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T02:30:00Z'));
    expect(chileToday()).toBe('2026-12-31');
  });
});
