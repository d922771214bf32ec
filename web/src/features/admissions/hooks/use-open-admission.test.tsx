import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMISSION_PAGE_DATA } from '@lbj/shared';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { useOpenAdmission } from './use-open-admission.ts';

afterEach(() => {
  loadNewPage();
  vi.restoreAllMocks();
});

const process = (abierto: boolean) => ({
  anio: 2027,
  abierto,
  vacantes: { kinder: 3 },
  criterios: 'Entrevista con la familia.',
  postulacion_desde: '2026-08-01',
  postulacion_hasta: '2026-10-30',
  fecha_resultados: '2026-11-15',
  requisitos: 'Certificado de nacimiento.',
  pruebas: 'No se aplican pruebas',
  aranceles: 'Sin costo',
  pei_url: '/reglamentos',
});

const atHome = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

describe('useOpenAdmission', () => {
  it('reads the server’s page data, without a request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useOpenAdmission(), {
      wrapper: ({ children }) => (
        <PageDataContext value={{ [ADMISSION_PAGE_DATA.open]: { anio: 2027 } }}>
          {atHome({ children })}
        </PageDataContext>
      ),
    });
    expect(result.current).toEqual({ anio: 2027 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the API after a navigation within the site, and gives the year of an open process', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(process(true), { status: 200 }));
    const { result } = renderHook(() => useOpenAdmission(), { wrapper: atHome });
    await waitFor(() => {
      expect(result.current).toEqual({ anio: 2027 });
    });
    const [requested] = fetchSpy.mock.calls[0] ?? [];
    expect(requested instanceof Request ? requested.url : requested).toMatch(/\/api\/admissions$/);
  });

  it.each([
    ['closed', () => Response.json(process(false), { status: 200 })],
    ['not published', () => Response.json({ error: 'x' }, { status: 404 })],
    ['unreachable', () => new Response('error', { status: 500 })],
  ])('gives null when the process is %s', async (_case, answer) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer());
    const { result } = renderHook(() => useOpenAdmission(), { wrapper: atHome });
    await waitFor(() => {
      expect(fetchSpy).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBeNull();
  });
});
