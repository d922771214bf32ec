import { ADMISSION_PATHS, type Inquiry } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../test/dialog-polyfill.ts';
import Page from './routes/admin-panel.tsx';

// The Admisión section's count of new inquiries beside its name, kept true by the inbox.

const INQUIRY: Inquiry = {
  id: 7,
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: null,
  nivel: 'kinder',
  anio_nacimiento: 2021,
  mensaje: '¿Quedan vacantes?',
  estado: 'nueva',
  nota: '',
  creada: '2026-06-10T15:00:00.000Z',
};

/** The server: two new inquiries, one of which staff mark answered. */
function serve() {
  let inquiries: Inquiry[] = [INQUIRY, { ...INQUIRY, id: 8, nombre: 'Luis Soto' }];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === `${ADMISSION_PATHS.inquiries}/nuevas`) {
      return Promise.resolve(
        Response.json({ nuevas: inquiries.filter((row) => row.estado === 'nueva').length }),
      );
    }
    if (pathname === ADMISSION_PATHS.inquiries) return Promise.resolve(Response.json(inquiries));
    if (pathname === ADMISSION_PATHS.inquiry(7) && init.method === 'PATCH') {
      inquiries = inquiries.map((row) => (row.id === 7 ? { ...row, estado: 'respondida' } : row));
      return Promise.resolve(Response.json(inquiries[0]));
    }
    if (pathname === ADMISSION_PATHS.settings) {
      return Promise.resolve(Response.json({ correo: null, smtp: false }));
    }
    if (pathname.startsWith(ADMISSION_PATHS.process)) {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(() => {
  installDialogPolyfill();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the panel’s Admisión section', () => {
  it('shows the count of new inquiries beside its name, and one less once one is answered', async () => {
    serve();
    logInForTests();
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter initialEntries={['/adminlbj_/panel?seccion=admision']}>
        <Routes>
          <Route path="/adminlbj_/panel" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    await waitFor(() => {
      // Its name for a screen reader too: two words, not "Admisión2".
      expect(within(nav).getByRole('link', { name: 'Admisión 2 nuevas' })).toBeTruthy();
    });
    const card = await screen.findByRole('listitem', { name: 'Ana Pérez' });
    expect(
      within(card).getByRole('link', { name: 'Responder por correo' }).getAttribute('href'),
    ).toBe(
      `mailto:ana@ejemplo.cl?subject=${encodeURIComponent('Su consulta de admisión · Colegio Le Beau Jour')}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Marcar respondida' }));
    await waitFor(() => {
      expect(within(nav).getByRole('link', { name: /^Admisión/ }).textContent).toBe(
        'Admisión 1 nueva',
      );
    });
  });
});
