import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENTS_PAGE_DATA_KEY,
  type SchoolDocument,
} from '@lbj/shared';
import { DOCUMENTS_TEXT } from '../documents-text.ts';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { createQueryClient, QueryProvider } from '../../../lib/query-client.tsx';
import { formatValidFrom } from '../utils/format-valid-from.ts';
import { DocumentLibrary } from './document-library.tsx';

const version = (id: number, doc: number, vigente_desde: string, tamano: number) => ({
  url: `/documentos/${String(doc)}/versiones/${String(id)}.pdf`,
  vigente_desde,
  tamano,
  subido: `${vigente_desde}T12:00:00.000Z`,
});

const DOCS: SchoolDocument[] = [
  {
    id: 1,
    titulo: 'Reglamento Interno de Convivencia Escolar',
    categoria: 'reglamento',
    vigente_desde: '2026-03-01',
    url: '/documentos/1.pdf',
    tamano: 2150,
    versiones: [version(3, 1, '2026-03-01', 2150), version(1, 1, '2025-03-03', 1_468_006)],
  },
  {
    id: 2,
    titulo: 'Certificado Laboral para Apoderados',
    categoria: 'otro',
    vigente_desde: '2025-12-31',
    url: '/documentos/2.pdf',
    tamano: 900,
    versiones: [version(2, 2, '2025-12-31', 900)],
  },
];

afterEach(() => {
  loadNewPage();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function renderPage(pageData: unknown) {
  return render(
    <PageDataContext
      value={pageData === undefined ? undefined : { [DOCUMENTS_PAGE_DATA_KEY]: pageData }}
    >
      <MemoryRouter initialEntries={['/reglamentos']}>
        <QueryProvider client={createQueryClient()}>
          <DocumentLibrary />
        </QueryProvider>
      </MemoryRouter>
    </PageDataContext>,
  );
}

describe('DocumentLibrary', () => {
  it('renders the server’s documents by category, with "Vigente desde", the size and earlier versions, without a request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage(DOCS);
    expect(fetchSpy).not.toHaveBeenCalled();
    const rules = screen.getByRole('region', { name: 'Reglamentos y protocolos' });
    const card = within(rules).getByRole('heading', { level: 3 }).closest('li') as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      'Reglamento Interno de Convivencia Escolar',
    );
    expect(within(card).getByText('Vigente desde 1 de marzo de 2026')).toBeTruthy();
    const download = within(card).getByRole('link', {
      name: /^DescargarPDF · 2,1 KB: Reglamento Interno de Convivencia Escolar$/,
    });
    expect(download.getAttribute('href')).toBe('/documentos/1.pdf');
    expect(
      within(card).getByRole('heading', { name: 'Versiones anteriores', level: 4 }),
    ).toBeTruthy();
    const earlier = within(card).getByRole('link', {
      name: /^Versión vigente desde 3 de marzo de 2025: Reglamento Interno de Convivencia Escolar$/,
    });
    expect(earlier.getAttribute('href')).toBe('/documentos/1/versiones/1.pdf');
    expect(card.textContent).toContain('(PDF · 1,4 MB)');

    const others = screen.getByRole('region', { name: 'Otros documentos' });
    expect(within(others).queryByText('Versiones anteriores')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Útiles escolares' })).toBeNull();
  });

  it('asks the API after a client-side navigation (no page data)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(DOCS), { status: 200 }));
    renderPage(undefined);
    expect(screen.getByRole('status').textContent).toBe('Cargando documentos…');
    expect(await screen.findByText('Vigente desde 31 de diciembre de 2025')).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/documents');
  });

  it('says so when the library is empty', () => {
    renderPage([]);
    expect(
      screen.getByText('Aún no hay documentos publicados. Puedes pedirlos en secretaría.'),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the API fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    renderPage(undefined);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('DocumentLibrary, more', () => {
  it('says the library is empty when the server had none to give', () => {
    renderPage(null);
    expect(screen.getByText(DOCUMENTS_TEXT.empty).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the categories in their fixed order, each with only its documents', () => {
    renderPage([
      { ...DOCS[1], id: 5, titulo: 'Otro A' },
      { ...DOCS[0], id: 6, titulo: 'Útiles A', categoria: 'utiles' },
      DOCS[0],
      { ...DOCS[1], id: 7, titulo: 'Otro B' },
    ]);
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'categoria-reglamento',
      'categoria-utiles',
      'categoria-otro',
    ]);
    expect(
      regions.map((region) =>
        within(region)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ),
    ).toEqual([[DOCS[0]?.titulo], ['Útiles A'], ['Otro A', 'Otro B']]);
    expect(
      regions.map((region) => within(region).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(Object.values(DOCUMENT_CATEGORY_LABELS));
    expect(screen.getByRole('heading', { name: 'Otro B', level: 3 }).id).toBe('documento-7');
  });

  it('groups the required documents by kind, in the kinds’ order, before the others by category', () => {
    renderPage([
      { ...DOCS[1], id: 5, titulo: 'Otro A' },
      { ...DOCS[0], id: 6, titulo: 'PISE 2026', categoria: 'otro', tipo: 'pise' },
      { ...DOCS[0], id: 8, titulo: 'Protocolo de accidentes', tipo: 'reglamento-interno' },
      { ...DOCS[0], id: 9, titulo: 'PEI', tipo: 'pei' },
      DOCS[0],
      { ...DOCS[0], id: 10, titulo: 'Reglamento Interno 2026', tipo: 'reglamento-interno' },
    ]);
    const regions = screen.getAllByRole('region');
    expect(
      regions.map((region) => [
        within(region).getByRole('heading', { level: 2 }).textContent,
        within(region)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ]),
    ).toEqual([
      ['Proyecto Educativo Institucional (PEI)', ['PEI']],
      [
        'Reglamento Interno y sus protocolos',
        ['Protocolo de accidentes', 'Reglamento Interno 2026'],
      ],
      ['Plan Integral de Seguridad Escolar (PISE)', ['PISE 2026']],
      [DOCUMENT_CATEGORY_LABELS.reglamento, [DOCS[0]?.titulo]],
      [DOCUMENT_CATEGORY_LABELS.otro, ['Otro A']],
    ]);
    expect(regions[0]?.getAttribute('aria-labelledby')).toBe('tipo-pei');
  });

  it('asks again on "Reintentar" after a failure', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(DOCS), { status: 200 }));
    renderPage(undefined);
    expect((await screen.findByRole('alert')).textContent).toContain(DOCUMENTS_TEXT.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Otros documentos' })).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('DocumentLibrary, its links and requests', () => {
  it('links each PDF as a PDF', () => {
    renderPage(DOCS);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/documentos/1.pdf',
      '/documentos/1/versiones/1.pdf',
      '/documentos/2.pdf',
    ]);
    for (const link of links) expect(link.getAttribute('type')).toBe('application/pdf');
  });

  it('puts the files on the backend’s address, without a doubled slash', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.liceo.cl/');
    renderPage(DOCS);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://api.liceo.cl/documentos/1.pdf',
      'https://api.liceo.cl/documentos/1/versiones/1.pdf',
      'https://api.liceo.cl/documentos/2.pdf',
    ]);
  });

  it('cancels the request when the page is left before the list comes', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>(() => undefined));
    const { unmount } = renderPage(undefined);
    await waitFor(() => {
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });
    const signal = fetchSpy.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('formatValidFrom', () => {
  it('writes a day in Spanish words, the same day in any zone', () => {
    expect(formatValidFrom('2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatValidFrom('2025-12-31')).toBe('31 de diciembre de 2025');
    expect(formatValidFrom('2026-07-15')).toBe('15 de julio de 2026');
  });
});
