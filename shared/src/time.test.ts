// @time-zones
import { describe, expect, it } from 'vitest';
import { parseGalleryYear } from './schemas.ts';
import {
  chileDate,
  chileLocalInput,
  chileLocalToInstant,
  chileYear,
  parseOffsetDateTime,
} from './time.ts';

// Instants, never local times: these pass whatever TZ the machine has (the suite runs under
// UTC, America/Santiago and Pacific/Kiritimati, UTC+14).

describe('chileYear and chileDate', () => {
  it('counts New Year in Chile (summer time, UTC-3), not in UTC or UTC+14', () => {
    // 23:00 on 31 December 2025 in Santiago; already 2026 in UTC and in Kiritimati.
    expect(chileYear(new Date('2026-01-01T02:00:00Z'))).toBe(2025);
    expect(chileDate(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    // Midnight in Santiago.
    expect(chileYear(new Date('2026-01-01T03:00:00Z'))).toBe(2026);
    expect(chileDate(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
    // 10:00 UTC on 31 December is midnight of 1 January in Kiritimati, 07:00 in Santiago.
    expect(chileYear(new Date('2025-12-31T10:00:00Z'))).toBe(2025);
  });

  it('follows winter time (UTC-4)', () => {
    // 23:30 on 30 June 2025 in Santiago.
    expect(chileDate(new Date('2025-07-01T03:30:00Z'))).toBe('2025-06-30');
    expect(chileDate(new Date('2025-07-01T04:00:00Z'))).toBe('2025-07-01');
  });
});

describe('parseGalleryYear', () => {
  const lastNightOf2025 = new Date('2026-01-01T02:00:00Z');
  const firstMinuteOf2026 = new Date('2026-01-01T03:00:00Z');

  it("accepts four digits from the founding year to Chile's current year", () => {
    expect(parseGalleryYear('1983', lastNightOf2025)).toBe(1983);
    expect(parseGalleryYear('2025', lastNightOf2025)).toBe(2025);
    expect(parseGalleryYear('2026', firstMinuteOf2026)).toBe(2026);
  });

  it("refuses next year while it is still this year in Chile (a UTC or UTC+14 clock's 2026)", () => {
    expect(parseGalleryYear('2026', lastNightOf2025)).toBeNull();
    expect(parseGalleryYear('2026', new Date('2025-12-31T10:00:00Z'))).toBeNull();
  });

  it('refuses years before the founding, and anything but four digits', () => {
    expect(parseGalleryYear('1982', lastNightOf2025)).toBeNull();
    for (const raw of ['25', '02025', '2025.0', ' 2025', '2025a', '', undefined, 2025]) {
      expect(parseGalleryYear(raw, lastNightOf2025)).toBeNull();
    }
  });

  it('defaults to the current instant', () => {
    expect(parseGalleryYear(String(chileYear(new Date())))).toBe(chileYear(new Date()));
  });
});

describe('parseOffsetDateTime', () => {
  it.each([
    ['2026-03-02T08:00:00-03:00', '2026-03-02T11:00:00.000Z'],
    ['2026-03-02T08:00-03:00', '2026-03-02T11:00:00.000Z'],
    ['2026-03-02T08:00:00.5Z', '2026-03-02T08:00:00.500Z'],
    ['2026-03-02T08:00:00.123+14:00', '2026-03-01T18:00:00.123Z'],
    ['2028-02-29T23:59:59-04:00', '2028-03-01T03:59:59.000Z'],
    ['2026-03-02T08:00:00+05:30', '2026-03-02T02:30:00.000Z'],
    ['2026-03-02T08:00:00-03:30', '2026-03-02T11:30:00.000Z'],
    ['2026-03-02T08:00:00+13:59', '2026-03-01T18:01:00.000Z'],
  ])('reads %s as the instant %s, whatever the machine zone', (text, iso) => {
    expect(parseOffsetDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-03-02',
    '2026-03-02T08:00:00',
    '2026-03-02 08:00:00Z',
    '2026-03-02t08:00:00z',
    '2026-02-29T08:00:00Z',
    '2026-04-31T08:00:00Z',
    '2026-13-01T08:00:00Z',
    '2026-03-02T24:00:00Z',
    '2026-03-02T08:60:00Z',
    '2026-03-02T08:00:60Z',
    '2026-03-02T08:00:00+14:01',
    '2026-03-02T08:00:00+00:60',
    '0026-03-02T08:00:00Z',
    '2026-03-02T08:00:00+0300',
    '2026-03-02T08:00:00.1234Z',
    '+02026-03-02T08:00:00Z',
    ' 2026-03-02T08:00:00Z',
    '',
  ])('refuses %j', (text) => {
    expect(parseOffsetDateTime(text)).toBeNull();
  });
});

describe('chileLocalToInstant and chileLocalInput (datetime-local fields read in Chile)', () => {
  it('reads summer time (UTC-3) and winter time (UTC-4)', () => {
    expect(chileLocalToInstant('2026-03-02T08:00')?.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(chileLocalToInstant('2026-07-15T08:00')?.toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(chileLocalToInstant('2025-12-31T23:30:15')?.toISOString()).toBe(
      '2026-01-01T02:30:15.000Z',
    );
    expect(chileLocalToInstant('2026-03-02T08:00:59')?.toISOString()).toBe(
      '2026-03-02T11:00:59.000Z',
    );
  });

  it('reads a time the spring change skips as the same time after the jump', () => {
    // 6 September 2026: Chile goes from 24:00 (UTC-4) to 01:00 (UTC-3); 00:30 never happens.
    expect(chileLocalToInstant('2026-09-06T00:30')?.toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(chileLocalToInstant('2026-09-06T01:00')?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(chileLocalToInstant('2026-09-05T23:59')?.toISOString()).toBe('2026-09-06T03:59:00.000Z');
  });

  it('reads a time the autumn change repeats as the first of the two', () => {
    // 5 April 2026: 24:00 (UTC-3) goes back to 23:00 (UTC-4) of the 4th; 23:30 happens twice.
    expect(chileLocalToInstant('2026-04-04T23:30')?.toISOString()).toBe('2026-04-05T02:30:00.000Z');
    expect(chileLocalToInstant('2026-04-05T00:30')?.toISOString()).toBe('2026-04-05T04:30:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    for (const text of [
      '',
      '2026-03-02',
      '2026-03-02T08:00Z',
      '2026-02-30T08:00',
      '2026-03-02T24:00',
      '2026-03-02T08:60',
      '2026-03-02T08:00:60',
      '2026-13-01T08:00',
      '2026-00-10T08:00',
      ' 2026-03-02T08:00',
      'mañana',
    ]) {
      expect(chileLocalToInstant(text)).toBeNull();
    }
  });

  it('shows an instant as Chile reads it, and back', () => {
    expect(chileLocalInput(new Date('2026-03-02T11:00:00Z'))).toBe('2026-03-02T08:00');
    expect(chileLocalInput(new Date('2026-07-15T12:00:59Z'))).toBe('2026-07-15T08:00');
    // Already 2026 in UTC and UTC+14, still 2025 in Chile.
    expect(chileLocalInput(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31T23:30');
    for (const local of ['2026-03-02T08:00', '2026-07-15T23:59', '2026-04-04T22:00']) {
      const instant = chileLocalToInstant(local);
      expect(instant && chileLocalInput(instant)).toBe(local);
    }
  });
});
