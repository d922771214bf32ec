// @time-zones
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIGEST_PATHS, type DigestStatus } from '@lbj/shared';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { DigestPanelSection } from './digest-panel-section.tsx';

// The panel's Boletín section against its API faked at the network edge.

const STATUS: DigestStatus = {
  niveles: { kinder: 2, '3-basico': 1 },
  confirmadas: 3,
  pendientes: 1,
  pausadas: [{ email: 'rebota@ejemplo.cl', motivo: '550', desde: '2026-06-09T14:00:00.000Z' }],
  proxima: { semana: '2026-06-08', fecha: '2026-06-12T20:00:00.000Z' },
  horario: { dia: 5, hora: 16 },
  smtp: true,
  ediciones: [
    {
      id: 1,
      semana: '2026-06-01',
      creada: '2026-06-05T20:00:00.000Z',
      destinatarios: 3,
      enviados: 1,
      en_cola: 0,
      fallidos: 1,
      ambiguos: 1,
      sin_contenido: 0,
    },
  ],
};

function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    });
    if (url.pathname === DIGEST_PATHS.status) return Promise.resolve(Response.json(STATUS));
    if (url.pathname === DIGEST_PATHS.send) {
      return Promise.resolve(Response.json({ nueva: true, correos: 3 }));
    }
    if (url.pathname === DIGEST_PATHS.resume)
      return Promise.resolve(Response.json({ reanudada: true }));
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the Boletín section', () => {
  it('shows the next edition in Chile’s time, the counts, the paused address and the history', async () => {
    serve();
    logInForTests();
    renderWithQuery(<DigestPanelSection />);
    expect(await screen.findByText(/Sale el viernes, 12 de junio de 2026, 16:00/)).toBeTruthy();
    const counts = screen.getByRole('region', { name: 'Familias suscritas' });
    expect(within(counts).getByRole('row', { name: 'Kínder 2' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Ediciones anteriores' });
    expect(within(history).getByRole('row', { name: '01-06-2026 3 1 0 1 1 0' })).toBeTruthy();
    expect(screen.getByText('rebota@ejemplo.cl')).toBeTruthy();
  });

  it('“Enviar ahora” sends, and a paused address is resumed', async () => {
    const calls = serve();
    logInForTests();
    const user = userEvent.setup();
    renderWithQuery(<DigestPanelSection />);
    await user.click(await screen.findByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText('Listo: 3 correos en camino.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => {
      expect(calls).toContainEqual({
        method: 'POST',
        path: DIGEST_PATHS.resume,
        body: { email: 'rebota@ejemplo.cl' },
      });
    });
  });
});
