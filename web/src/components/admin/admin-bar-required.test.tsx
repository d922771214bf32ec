import { screen } from '@testing-library/react';
import {
  API_PATHS,
  DOCUMENT_PATHS,
  REQUIRED_DOCUMENT_KINDS,
  type RequiredDocument,
} from '@lbj/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requiredDocumentsQuery } from '../../lib/required-documents-query.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../lib/testing.test-support.ts';
import { AdminBar } from './admin-bar.tsx';

/** The server: a healthy disk, and each required kind in the state `states` gives (else vigente). */
function serve(states: Partial<Record<string, RequiredDocument['estado']>>) {
  const required: RequiredDocument[] = REQUIRED_DOCUMENT_KINDS.map(({ tipo, nombre }) => ({
    tipo,
    nombre,
    estado: states[tipo] ?? 'vigente',
    documento_id: states[tipo] === 'falta' ? null : 1,
  }));
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.endsWith(API_PATHS.health)
        ? Response.json({ ok: true, status: 'ok', disk: { freeBytes: 1, state: 'ok' } })
        : url.endsWith(DOCUMENT_PATHS.required)
          ? Response.json(required)
          : new Response(null, { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await import('./admin-panel.tsx');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('AdminBar and the required documents', () => {
  it('warns when one is missing or due, naming them, with the way to the panel’s Documentos', async () => {
    serve({ pei: 'falta', pise: 'falta', utiles: 'revisar' });
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    const link = await screen.findByRole('link', { name: 'Ver en el panel, sección Documentos' });
    expect(link.getAttribute('href')).toBe('/adminlbj_/panel?seccion=documentos');
    expect(screen.getByText(/Documentos obligatorios:/).closest('p')?.textContent).toBe(
      'Documentos obligatorios: falta Proyecto Educativo Institucional (PEI) y Plan Integral de Seguridad Escolar (PISE). Hay que revisar Lista de útiles escolares.',
    );
  });

  it('says nothing when every one is current', async () => {
    serve({});
    logInForTests();
    const { client } = renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(await screen.findByRole('group', { name: 'Administración de noticias' })).toBeTruthy();
    // The answer is in: every kind current.
    await vi.waitFor(() => {
      expect(client.getQueryData(requiredDocumentsQuery.queryKey)).toHaveLength(6);
    });
    expect(screen.queryByText(/Documentos obligatorios/)).toBeNull();
  });

  it('asks nothing of a visitor', () => {
    const fetchMock = serve({ pei: 'falta' });
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
