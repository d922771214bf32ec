import { describe, expect, it } from 'vitest';
import { parseGalleryYear } from './schemas.ts';
import { chileDate, chileYear, parseOffsetDateTime } from './time.ts';

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
    '2026-03-02T08:00:00+0300',
    '2026-03-02T08:00:00.1234Z',
    '+02026-03-02T08:00:00Z',
    ' 2026-03-02T08:00:00Z',
    '',
  ])('refuses %j', (text) => {
    expect(parseOffsetDateTime(text)).toBeNull();
  });
});
