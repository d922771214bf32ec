// @time-zones
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './documents-base.ts';

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD, from 1900 to 2999', () => {
    for (const day of ['2026-03-01', '2028-02-29', '1900-01-01', '2999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist, years out of range and anything else around the date', () => {
    for (const day of [
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-03-00',
      '1899-12-31',
      '3000-01-01',
      '12026-03-01',
      '2026-03-011',
      '2026-03-01T00:00',
      ' 2026-03-01',
      '01-03-2026',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});
