import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPLY_LEVEL_IDS, type SchoolDocument, type SupplyYear } from '@lbj/shared';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import SuppliesPage from './routes/supplies.tsx';

const LIST: SupplyYear = {
  anio: 2026,
  vigente: true,
  niveles: SUPPLY_LEVEL_IDS.map((nivel) => ({
    nivel,
    nombre: nivel,
    lineas:
      nivel === 'kinder'
        ? [
            { tipo: 'grupo', texto: 'Estuche' },
            { tipo: 'util', texto: 'Tijera punta roma', detalle: '1' },
          ]
        : [],
    version: 1,
    actualizado: null,
  })),
};

const pdf = (id: number, categoria: SchoolDocument['categoria'], vigente_desde: string) => ({
  id,
  titulo: `Documento ${String(id)}`,
  categoria,
  vigente_desde,
  url: `/documentos/${String(id)}.pdf`,
  tamano: 2150,
  versiones: [
    {
      url: `/documentos/${String(id)}/versiones/${String(id)}.pdf`,
      vigente_desde,
      tamano: 2150,
      subido: `${vigente_desde}T12:00:00.000Z`,
    },
  ],
});
const DOCUMENTS: SchoolDocument[] = [
  pdf(1, 'reglamento', '2026-03-01'),
  pdf(2, 'utiles', '2025-03-01'),
  pdf(3, 'utiles', '2026-02-01'),
];

afterEach(() => {
  loadNewPage();
  vi.restoreAllMocks();
});

function renderPage(pageData?: Record<string, unknown>) {
  return render(
    <PageDataContext value={pageData}>
      <MemoryRouter initialEntries={['/listado-utiles']}>
        <SuppliesPage />
      </MemoryRouter>
    </PageDataContext>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Answers the page's two requests: GET /api/supplies and GET /api/documents. */
function mockApi(supplies: () => Response, documents: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    return Promise.resolve(url.endsWith('/api/documents') ? documents() : supplies());
  });
}

describe('/listado-utiles', () => {
  it('shows the server’s list and its current PDF without a request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage({ utiles: LIST, documentos: DOCUMENTS });
    // No API code is even loaded.
    await vi.dynamicImportSettled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Listado de útiles escolares 2026',
    );
    const section = screen.getByRole('region', { name: 'Kínder' });
    expect(within(section).getByRole('heading', { name: 'Estuche' })).toBeTruthy();
    expect(within(section).getByText('Tijera punta roma')).toBeTruthy();
    // The newest "vigente desde" of category "utiles".
    const download = screen.getByRole('link', { name: /Descargar PDF/ });
    expect(download.getAttribute('href')).toBe('/documentos/3.pdf');
    expect(screen.getByRole('button', { name: /Imprimir/ })).toBeTruthy();
    expect(document.title).toBe('Listado de útiles escolares 2026 · Colegio Le Beau Jour');
  });

  it('says the list is being prepared, with no PDF, when the server has none', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage({ utiles: null, documentos: [DOCUMENTS[0]] });
    // null is the server's answer ("none published"), not a reason to ask the API.
    await vi.dynamicImportSettled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(
      screen.getByText('El listado de útiles de este año se está preparando. Vuelve pronto.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Listado de útiles escolares',
    );
    expect(screen.queryByRole('link', { name: /Descargar PDF/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Imprimir/ })).toBeNull();
  });

  it('asks the API after a client-side navigation (no page data)', async () => {
    const fetchSpy = mockApi(
      () => json(LIST),
      () => json(DOCUMENTS),
    );
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Cargando el listado…');
    expect(await screen.findByRole('region', { name: 'Kínder' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Descargar PDF/ })).getAttribute('href')).toBe(
      '/documentos/3.pdf',
    );
    const urls = fetchSpy.mock.calls.map(([input]) => urlOf(input));
    expect(urls.sort()).toEqual(['/api/documents', '/api/supplies']);
  });

  it('shows an error with a retry that asks again; a failed PDF request only hides the button', async () => {
    let supplies = () => json({ error: 'x' }, 500);
    mockApi(
      () => supplies(),
      () => json({ error: 'x' }, 500),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo cargar el listado de útiles.',
    );
    supplies = () => json(LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Kínder' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Descargar PDF/ })).toBeNull();
  });
});
