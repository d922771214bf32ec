import type { SupplyYears } from '@lbj/shared';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';

/** Whether the year has a list: at least one level with lines. */
export const hasLines = (years: SupplyYears | undefined, year: number) =>
  (years?.anios.find((row) => row.anio === year)?.niveles_con_lineas ?? 0) > 0;

/** The years offered: those with a list, the one after the newest, this year and the next. */
export function yearOptions(years: SupplyYears | undefined, today: number): number[] {
  const stored = years?.anios.map((row) => row.anio) ?? [];
  const next = stored.length > 0 ? [Math.max(...stored) + 1] : [];
  const all = new Set([today, today + 1, ...stored, ...next]);
  return [...all].sort((a, b) => b - a);
}

/** One option of the "Año escolar" picker. */
export interface YearChoice {
  year: number;
  label: string;
}

/**
 * The "Año escolar" picker's options, newest first: a year with a list, or the one families see,
 * by its number (the latter says it is visible); any other year is marked new.
 */
export function yearChoices(years: SupplyYears | undefined, today: number): YearChoice[] {
  const published = years?.vigente ?? null;
  return yearOptions(years, today).map((year) => ({
    year,
    label:
      hasLines(years, year) || year === published
        ? T.yearOption(year, year === published)
        : T.newYearOption(year),
  }));
}
