import {
  API_PATHS,
  DOCUMENT_PATHS,
  DOCUMENTS_PAGE_DATA_KEY,
  SUPPLY_LEVELS,
  SUPPLY_PAGE_DATA,
  type SchoolDocument,
  type SupplyYear,
} from '@lbj/shared';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PageDataContext,
  loadNewPage,
  type PageData,
} from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { serveRoutes } from '../supplies.test-support.ts';
import { usePublishedSupplies, useSuppliesPdf } from './use-published-supplies.ts';

// The public list's data: the server's page data on the first load, the API after a client-side
// navigation (with a signal that the page's leaving cancels).

const LIST: SupplyYear = {
  anio: 2026,
  vigente: true,
  niveles: SUPPLY_LEVELS.map(({ id, nombre }) => ({
    nivel: id,
    nombre,
    lineas: id === 'kinder' ? [{ tipo: 'util', texto: 'Tijera' }] : [],
    version: 1,
    actualizado: null,
  })),
};

const PDF: SchoolDocument = {
  id: 7,
  titulo: 'Listado de útiles 2026',
  categoria: 'utiles',
  vigente_desde: '2026-01-10',
  url: '/documentos/7.pdf',
  tamano: 2048,
  versiones: [],
};
const RULES: SchoolDocument = {
  ...PDF,
  id: 8,
  categoria: 'reglamento',
  vigente_desde: '2027-01-01',
};

function setup<T>(hook: () => T, pageData?: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/listado-utiles']}>
      {pageData ? <PageDataContext value={pageData}>{children}</PageDataContext> : children}
    </MemoryRouter>
  );
  return renderHook(hook, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadNewPage();
});

describe('the published list', () => {
  it('is the page’s data on the first load, without a request, even when there is none', () => {
    const server = serveRoutes({});
    expect(setup(usePublishedSupplies, { [SUPPLY_PAGE_DATA.list]: LIST }).result.current).toEqual({
      state: 'ready',
      data: LIST,
    });
    expect(setup(usePublishedSupplies, { [SUPPLY_PAGE_DATA.list]: null }).result.current).toEqual({
      state: 'ready',
      data: null,
    });
    expect(server.calls).toEqual([]);
  });

  it('is asked of GET /api/supplies after a client-side navigation, without a token', async () => {
    const server = serveRoutes({ [`GET ${API_PATHS.supplies}`]: () => Response.json(LIST) });
    const release = server.hold(`GET ${API_PATHS.supplies}`);
    const { result } = setup(usePublishedSupplies);
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: API_PATHS.supplies, auth: null });
    release();
    await waitFor(() => {
      expect(result.current).toEqual({ state: 'ready', data: LIST });
    });
  });

  it('is "none yet" when the API has none (404)', async () => {
    serveRoutes({});
    const { result } = setup(usePublishedSupplies);
    await waitFor(() => {
      expect(result.current).toEqual({ state: 'ready', data: null });
    });
  });

  it('stops asking when the page goes away', async () => {
    const server = serveRoutes({ [`GET ${API_PATHS.supplies}`]: () => Response.json(LIST) });
    server.hold(`GET ${API_PATHS.supplies}`);
    const { unmount } = setup(usePublishedSupplies);
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    const signal = server.calls[0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('the list’s PDF', () => {
  it('is the library’s supplies document from the page’s data, without a request', () => {
    const server = serveRoutes({});
    const { result } = setup(useSuppliesPdf, { [DOCUMENTS_PAGE_DATA_KEY]: [RULES, PDF] });
    expect(result.current).toBe(PDF);
    expect(setup(useSuppliesPdf, { [DOCUMENTS_PAGE_DATA_KEY]: null }).result.current).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('is none while GET /api/documents runs, then its supplies document', async () => {
    const server = serveRoutes({ [`GET ${DOCUMENT_PATHS.list}`]: () => Response.json([PDF]) });
    const release = server.hold(`GET ${DOCUMENT_PATHS.list}`);
    const { result, unmount } = setup(useSuppliesPdf);
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(result.current).toBeNull();
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: DOCUMENT_PATHS.list, auth: null });
    release();
    await waitFor(() => {
      expect(result.current).toEqual(PDF);
    });
    unmount();
  });

  it('is none when the library fails, and the request is cancelled when the page goes away', async () => {
    const server = serveRoutes({
      [`GET ${DOCUMENT_PATHS.list}`]: () => new Response(null, { status: 503 }),
    });
    const failing = setup(useSuppliesPdf);
    await waitFor(() => {
      expect(server.count(`GET ${DOCUMENT_PATHS.list}`)).toBe(1);
    });
    expect(failing.result.current).toBeNull();
    failing.unmount();

    server.hold(`GET ${DOCUMENT_PATHS.list}`);
    const { unmount } = setup(useSuppliesPdf);
    await waitFor(() => {
      expect(server.calls).toHaveLength(2);
    });
    expect(server.calls[1]?.signal?.aborted).toBe(false);
    unmount();
    expect(server.calls[1]?.signal?.aborted).toBe(true);
  });
});
