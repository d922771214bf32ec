import type { SupplyYears } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import { hasLines, yearChoices, yearOptions } from './supplies-years.ts';

const years: SupplyYears = {
  vigente: 2026,
  anios: [
    { anio: 2025, niveles_con_lineas: 3, actualizado: null },
    { anio: 2026, niveles_con_lineas: 0, actualizado: null },
  ],
};

describe('the school years offered', () => {
  it('are the stored ones, the one after the newest, this year and the next, newest first', () => {
    expect(yearOptions(years, 2026)).toEqual([2027, 2026, 2025]);
    expect(yearOptions(years, 2030)).toEqual([2031, 2030, 2027, 2026, 2025]);
    expect(yearOptions(undefined, 2026)).toEqual([2027, 2026]);
  });

  it('have a list when some level has lines', () => {
    expect(hasLines(years, 2025)).toBe(true);
    expect(hasLines(years, 2026)).toBe(false);
    expect(hasLines(years, 2027)).toBe(false);
    expect(hasLines(undefined, 2025)).toBe(false);
  });

  it('name the year families see, and mark a year without a list as new', () => {
    expect(yearChoices(years, 2026)).toEqual([
      { year: 2027, label: T.newYearOption(2027) },
      { year: 2026, label: T.yearOption(2026, true) },
      { year: 2025, label: T.yearOption(2025, false) },
    ]);
  });
});
