import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type * as GalleryApi from '../api/gallery-api.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { renderWithQuery } from '../../../lib/testing.test-support.ts';
import { PageDataContext, type PageData } from '../../../lib/page-data.ts';
import { getGalleryYears } from '../api/gallery-api.ts';
import { YearList } from './year-list.tsx';

vi.mock('../api/gallery-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryApi>()),
  getGalleryYears: vi.fn(),
}));
const yearsMock = vi.mocked(getGalleryYears);

function renderList(pageData?: PageData) {
  const user = userEvent.setup();
  const list = (
    <MemoryRouter>
      <YearList />
    </MemoryRouter>
  );
  renderWithQuery(pageData ? <PageDataContext value={pageData}>{list}</PageDataContext> : list);
  return user;
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('YearList', () => {
  it('shows a loading status until the years arrive', () => {
    yearsMock.mockReturnValue(new Promise(() => undefined));
    renderList();
    expect(screen.getByRole('status').textContent).toBe('Cargando años…');
  });

  it('links each year, newest first as the server sends them, to /galeria/{year}', async () => {
    yearsMock.mockResolvedValue([2025, 2024, 2019]);
    renderList();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Fotos del año 2025',
      'Fotos del año 2024',
      'Fotos del año 2019',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/galeria/2025',
      '/galeria/2024',
      '/galeria/2019',
    ]);
    expect(screen.getByRole('link', { name: 'Fotos del año 2024' })).toBeTruthy();
  });

  it('shows the years the page was rendered with at once, without asking the API', () => {
    renderList({ 'galeria-anios': [2026, 2024] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Fotos del año 2026',
      'Fotos del año 2024',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(yearsMock).not.toHaveBeenCalled();
  });

  it('says so when no year has photos yet', async () => {
    yearsMock.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText(/Todavía no hay fotos publicadas en el sitio/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a failure in an alert and tries again on request', async () => {
    yearsMock.mockRejectedValueOnce(new ApiRequestError(500, null)).mockResolvedValueOnce([2020]);
    const user = renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo cargar la lista de años.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Fotos del año 2020' })).toBeTruthy();
  });
});
