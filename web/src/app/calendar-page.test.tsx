import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_PAGE_KEY, type CalendarPageData } from '@lbj/shared';
import { PageDataContext } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import CalendarPage from './routes/calendar.tsx';

const DATA: CalendarPageData = {
  desde: '2026-03',
  meses: [{ mes: '2026-03', titulo: 'Marzo 2026', eventos: [] }],
  anterior: '2026-02',
  siguiente: '2026-04',
  nivel: null,
  categoria: null,
  cambios: [],
  hoy: '2026-03-02',
  origen: 'https://lebeaujour.cl',
};

function renderPage(data: Partial<CalendarPageData> = {}) {
  return render(
    <PageDataContext value={{ [CALENDAR_PAGE_KEY]: { ...DATA, ...data } }}>
      <MemoryRouter initialEntries={['/calendario']}>
        <CalendarPage />
      </MemoryRouter>
    </PageDataContext>,
  );
}

/** The fold that holds the filters, and the words of its summary. */
function filtersFold(container: HTMLElement) {
  const fold = container.querySelector('details');
  if (!fold) throw new Error('no <details> around the filters');
  return { fold, summary: fold.querySelector('summary')?.textContent };
}

describe('/calendario: the filters', () => {
  it('fold under a summary that names the filters in use: closed, with both lists of links inside', () => {
    const { container } = renderPage();
    const { fold, summary } = filtersFold(container);
    expect(fold.open).toBe(false);
    expect(summary).toBe('Filtros: Todos los niveles · todas las categorías');
    const levels = within(fold).getByRole('navigation', { name: 'Nivel', hidden: true });
    expect(within(levels).getAllByRole('link', { hidden: true }).length).toBeGreaterThan(1);
    expect(within(fold).getByRole('navigation', { name: 'Categoría', hidden: true })).toBeTruthy();
  });

  it('name the level and the category chosen', () => {
    const { container } = renderPage({ nivel: '2-basico', categoria: 'feriado' });
    expect(filtersFold(container).summary).toBe('Filtros: 2º Básico · Feriado');
    expect(
      screen.getByRole('link', { name: '2º Básico', hidden: true }).getAttribute('aria-current'),
    ).toBe('page');
  });
});
