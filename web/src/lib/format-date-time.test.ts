// @time-zones
import { describe, expect, it } from 'vitest';
import { formatChileDateTime } from './format-date-time.ts';

// Instants, never local times: the suite runs in three time zones (ADR 0016).
describe('formatChileDateTime', () => {
  it('reads an instant on a clock in Chile, in summer time (UTC-3)', () => {
    expect(formatChileDateTime('2026-11-23T17:05:00.000Z')).toBe(
      '23 de noviembre de 2026 a las 14:05',
    );
  });

  it('in winter time (UTC-4)', () => {
    expect(formatChileDateTime('2026-07-10T12:00:00Z')).toBe('10 de julio de 2026 a las 08:00');
  });

  it('keeps New Year’s Eve in Chile when UTC is already in the next year', () => {
    expect(formatChileDateTime('2026-01-01T02:30:00Z')).toBe('31 de diciembre de 2025 a las 23:30');
  });

  it('is empty for a text that is not a date', () => {
    expect(formatChileDateTime('ayer')).toBe('');
  });

  it('names the weekday when asked, on the same clock', () => {
    expect(formatChileDateTime('2026-03-02T11:00:00Z', { weekday: true })).toBe(
      'lunes, 2 de marzo de 2026, 08:00',
    );
    expect(formatChileDateTime('ayer', { weekday: true })).toBe('');
  });
});
