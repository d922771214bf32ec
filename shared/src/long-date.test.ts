// @time-zones
import { describe, expect, it } from 'vitest';
import { chileLongDate } from './long-date.ts';

describe('chileLongDate (the item page, the cards and the detail dialog)', () => {
  it('writes the date in Spanish (es-CL), month in words', () => {
    expect(chileLongDate('2025-03-14T15:00:00.000Z')).toBe('14 de marzo de 2025');
    expect(chileLongDate('2024-12-02T12:00:00Z')).toBe('2 de diciembre de 2024');
  });

  it('uses the day in Chile (America/Santiago), not in UTC', () => {
    // 02:30 UTC on 3 March is still 2 March in Santiago (UTC−3 in summer).
    expect(chileLongDate('2026-03-03T02:30:00.000Z')).toBe('2 de marzo de 2026');
    // In winter Santiago is UTC−4: 03:30 UTC on 1 July is 30 June there.
    expect(chileLongDate('2025-07-01T03:30:00Z')).toBe('30 de junio de 2025');
  });

  it('returns an empty text for a date it cannot read', () => {
    expect(chileLongDate('no es fecha')).toBe('');
  });
});
