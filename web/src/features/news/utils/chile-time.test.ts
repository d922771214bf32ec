// @time-zones
import { describe, expect, it } from 'vitest';
import { chileLocalToIso, formatChileDateTime, isoToChileLocal } from './chile-time.ts';

// The suite runs under several machine time zones (ADR 0016): every answer here is Chile's.

describe('chileLocalToIso', () => {
  it("writes Chile's summer offset (UTC−3) and winter offset (UTC−4)", () => {
    expect(chileLocalToIso('2026-03-02T08:00')).toBe('2026-03-02T08:00:00-03:00');
    expect(chileLocalToIso('2026-07-15T18:30')).toBe('2026-07-15T18:30:00-04:00');
  });

  it('names the instant the clocks in Chile show', () => {
    expect(new Date(chileLocalToIso('2026-03-02T08:00') ?? '').toISOString()).toBe(
      '2026-03-02T11:00:00.000Z',
    );
    expect(new Date(chileLocalToIso('2026-07-15T23:59') ?? '').toISOString()).toBe(
      '2026-07-16T03:59:00.000Z',
    );
  });

  it('moves a time the September change skips forward by the hour, as the clocks do', () => {
    // 2026-09-06: at 00:00 (UTC−4) the clocks jump to 01:00 (UTC−3); 00:30 does not exist.
    expect(chileLocalToIso('2026-09-06T00:30')).toBe('2026-09-06T01:30:00-03:00');
    expect(chileLocalToIso('2026-09-06T01:30')).toBe('2026-09-06T01:30:00-03:00');
    expect(chileLocalToIso('2026-09-05T23:30')).toBe('2026-09-05T23:30:00-04:00');
  });

  it('takes the first of the two 23:30 of the April change (still summer time)', () => {
    // 2026-04-05: at 00:00 (UTC−3) the clocks go back to 23:00 of the 4th (UTC−4).
    expect(chileLocalToIso('2026-04-04T23:30')).toBe('2026-04-04T23:30:00-03:00');
  });

  it('refuses what is not a date and a time', () => {
    for (const value of [
      '',
      '2026-02-30T08:00',
      '2026-03-02T24:00',
      '2026-03-02T08:60',
      '2026-03-02',
      'mañana',
    ]) {
      expect(chileLocalToIso(value), value).toBeNull();
    }
  });
});

describe('isoToChileLocal', () => {
  it('gives the datetime-local value of the same moment in Chile', () => {
    expect(isoToChileLocal('2026-03-02T11:00:00.000Z')).toBe('2026-03-02T08:00');
    expect(isoToChileLocal('2026-07-16T03:59:00Z')).toBe('2026-07-15T23:59');
    expect(isoToChileLocal('no')).toBe('');
  });

  it('round-trips with chileLocalToIso', () => {
    for (const local of ['2026-01-01T00:00', '2026-05-20T12:15', '2026-12-31T23:45']) {
      expect(isoToChileLocal(chileLocalToIso(local) ?? '')).toBe(local);
    }
  });
});

describe('formatChileDateTime', () => {
  it('writes the moment in words, in Chile', () => {
    expect(formatChileDateTime('2026-03-02T11:00:00.000Z')).toBe('2 de marzo de 2026 a las 08:00');
    // 02:30 UTC on 1 July is still 30 June, 22:30, in Santiago.
    expect(formatChileDateTime('2026-07-01T02:30:00Z')).toBe('30 de junio de 2026 a las 22:30');
    expect(formatChileDateTime('no')).toBe('');
  });
});
