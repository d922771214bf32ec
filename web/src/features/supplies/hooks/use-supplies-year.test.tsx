import { SUPPLY_PAGE_DATA } from '@lbj/shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageDataContext, type PageData } from '../../../lib/page-data.ts';
import { forgetSuppliesYear, rememberSuppliesYear, useSuppliesYear } from './use-supplies-year.ts';

// The year the featured cards of / and /news name: the page's data, else the year this tab saw.

function yearShown(pageData?: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/']}>
      {pageData ? <PageDataContext value={pageData}>{children}</PageDataContext> : children}
    </MemoryRouter>
  );
  return renderHook(() => useSuppliesYear(), { wrapper }).result.current;
}

beforeEach(() => {
  forgetSuppliesYear();
});

describe('the supplies year of the featured cards', () => {
  it('is none when the tab never saw one', () => {
    expect(yearShown()).toBeNull();
    expect(yearShown({ [SUPPLY_PAGE_DATA.year]: null })).toBeNull();
  });

  it('is the page’s year, remembered for a later client-side visit', () => {
    expect(yearShown({ [SUPPLY_PAGE_DATA.year]: { anio: 2026 } })).toBe(2026);
    expect(yearShown()).toBe(2026);
    // A page without a year (none published) keeps the one seen.
    expect(yearShown({ [SUPPLY_PAGE_DATA.year]: null })).toBe(2026);
    expect(yearShown({ [SUPPLY_PAGE_DATA.year]: { anio: 2027 } })).toBe(2027);
    expect(yearShown()).toBe(2027);
  });

  it('is the year the supplies page remembered', () => {
    rememberSuppliesYear(2025);
    expect(yearShown()).toBe(2025);
    forgetSuppliesYear();
    expect(yearShown()).toBeNull();
  });
});
