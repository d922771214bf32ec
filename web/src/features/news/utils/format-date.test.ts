import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './format-date.ts';

describe('formatNewsDate', () => {
  it('writes the date in Spanish (es-CL), month in words', () => {
    expect(formatNewsDate('2025-03-14T15:00:00.000Z')).toBe('14 de marzo de 2025');
    expect(formatNewsDate('2024-12-02T12:00:00Z')).toBe('2 de diciembre de 2024');
  });

  it('uses the day in Chile (America/Santiago), not in UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Santiago (UTC−3 in summer).
    expect(formatNewsDate('2025-03-01T02:30:00Z')).toBe('28 de febrero de 2025');
    // In winter Santiago is UTC−4: 03:30 UTC on 1 July is 30 June there.
    expect(formatNewsDate('2025-07-01T03:30:00Z')).toBe('30 de junio de 2025');
  });

  it('returns an empty text for a date it cannot read', () => {
    expect(formatNewsDate('no es fecha')).toBe('');
  });
});
