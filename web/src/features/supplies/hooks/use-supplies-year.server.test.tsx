// @vitest-environment node
import { SUPPLY_PAGE_DATA } from '@lbj/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageDataContext, type PageData } from '../../../lib/page-data.ts';
import { rememberSuppliesYear, useSuppliesYear } from './use-supplies-year.ts';

// On the server one module serves every request: a year rendered for one page must never be
// named by another request's page that has none.

function Year() {
  return <>{String(useSuppliesYear())}</>;
}

const render = (pageData?: PageData) =>
  renderToString(
    <MemoryRouter initialEntries={['/']}>
      {pageData ? (
        <PageDataContext value={pageData}>
          <Year />
        </PageDataContext>
      ) : (
        <Year />
      )}
    </MemoryRouter>,
  );

describe('the supplies year on the server', () => {
  it('is the request’s own, never one remembered from another request', () => {
    expect(typeof window).toBe('undefined');
    expect(render({ [SUPPLY_PAGE_DATA.year]: { anio: 2026 } })).toBe('2026');
    rememberSuppliesYear(2025);
    expect(render({ [SUPPLY_PAGE_DATA.year]: null })).toBe('null');
    expect(render()).toBe('null');
  });
});
