import { API_PATHS, MESSAGES } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../lib/session-store.ts';
import {
  logInForTests,
  renderWithQuery,
  resetSession,
  tokenExpiringIn,
} from '../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../test/dialog-polyfill.ts';
import { panelSections, sectionFor, type PanelSection } from './admin-panel-sections.ts';
import Page from './routes/admin-panel.tsx';

/** The server: accounts, the log, health and the login; `refuseCreateOnce`: a 401 to a POST. */
function serve(options: { refuseCreateOnce?: boolean } = {}) {
  let refuse = options.refuseCreateOnce ?? false;
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === API_PATHS.login) {
      return Promise.resolve(Response.json({ token: tokenExpiringIn(3_600_000) }));
    }
    if (path === API_PATHS.admins) {
      if (refuse && init.method === 'POST') {
        refuse = false;
        return Promise.resolve(
          Response.json(
            { statusCode: 401, error: MESSAGES.unauthorized, message: MESSAGES.unauthorized },
            { status: 401 },
          ),
        );
      }
      return Promise.resolve(
        Response.json([
          { username: 'directora', creado: '2026-03-02T11:30:00Z', ultimo_acceso: null },
        ]),
      );
    }
    if (path === API_PATHS.auditLog) return Promise.resolve(Response.json([]));
    if (path === API_PATHS.health) {
      return Promise.resolve(
        Response.json({ ok: true, status: 'ok', disk: { freeBytes: 1, state: 'ok' } }),
      );
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The address's query, on screen for the test to read. */
function Where() {
  return <span data-testid="direccion">{useLocation().search}</span>;
}
const address = () => screen.getByTestId('direccion').textContent;

function renderPanel(address = '/adminlbj_/panel') {
  const user = userEvent.setup();
  renderWithQuery(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/adminlbj_/panel"
          element={
            <>
              <Page />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const sectionsNav = () => screen.getByRole('navigation', { name: 'Secciones del panel' });

beforeAll(() => {
  installDialogPolyfill();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('sectionFor', () => {
  const sections: PanelSection[] = [
    { id: 'documentos', label: 'Documentos', load: () => Promise.resolve(() => null) },
    { id: 'aviso', label: 'Aviso', load: () => Promise.resolve(() => null) },
  ];
  it('the section the address names, else the first', () => {
    expect(sectionFor('aviso', sections)?.id).toBe('aviso');
    expect(sectionFor(null, sections)?.id).toBe('documentos');
    expect(sectionFor('no-existe', sections)?.id).toBe('documentos');
  });

  it('every section has its own Spanish address', () => {
    const ids = panelSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+$/);
  });
});

describe('/adminlbj_/panel', () => {
  it('a visitor gets the login, and no section', () => {
    serve();
    renderPanel('/adminlbj_/panel?seccion=actividad');
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Inicia sesión para entrar al panel' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Usuario')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Secciones del panel' })).toBeNull();
  });

  it('after logging in there, the section of the address opens', async () => {
    serve();
    const { user } = renderPanel('/adminlbj_/panel?seccion=actividad');
    await user.type(screen.getByLabelText('Usuario'), 'directora');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga-y-segura');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Actividad' })).toBeTruthy();
    expect(address()).toBe('?seccion=actividad');
  });

  it('opens the first section when the address names none or an unknown one', async () => {
    serve();
    logInForTests();
    renderPanel('/adminlbj_/panel?seccion=no-existe');
    const first = panelSections[0]?.label ?? '';
    expect(await screen.findByRole('heading', { level: 2, name: first })).toBeTruthy();
    expect(
      within(sectionsNav()).getByRole('link', { name: first }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('lists every section as a link to its own address; choosing one moves the focus to its heading', async () => {
    serve();
    logInForTests();
    const { user } = renderPanel('/adminlbj_/panel?seccion=administradores');
    const links = within(sectionsNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(panelSections.map((s) => s.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      panelSections.map((s) => `/adminlbj_/panel?seccion=${s.id}`),
    );
    await screen.findByRole('heading', { level: 2, name: 'Administradores' });
    await user.click(within(sectionsNav()).getByRole('link', { name: 'Actividad' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Actividad' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(address()).toBe('?seccion=actividad');
    expect(
      within(sectionsNav()).getByRole('link', { name: 'Actividad' }).getAttribute('aria-current'),
    ).toBe('page');
    // The open section's own link moves the focus too.
    within(sectionsNav()).getByRole('link', { name: 'Actividad' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
    // The section left behind is hidden, not gone.
    expect(screen.queryByRole('heading', { level: 2, name: 'Administradores' })).toBeNull();
    expect(document.getElementById('seccion-administradores')).not.toBeNull();
  });

  it('a session that ends (401) brings the login back and keeps what was typed; logging in again restores the panel', async () => {
    serve({ refuseCreateOnce: true });
    logInForTests();
    const { user } = renderPanel('/adminlbj_/panel?seccion=administradores');
    const form = await screen.findByRole('form', { name: 'Crear un administrador' });
    await user.type(within(form).getByLabelText('Usuario'), 'secretaria');
    await user.type(within(form).getByLabelText('Contraseña'), 'una-clave-larga-y-segura');
    await user.click(within(form).getByRole('button', { name: 'Crear administrador' }));
    // The token was refused: the session ends, the login appears, the panel is hidden.
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    expect(screen.queryByRole('navigation', { name: 'Secciones del panel' })).toBeNull();

    const login = screen.getByRole('region', { name: 'Inicia sesión para entrar al panel' });
    await user.type(within(login).getByLabelText('Usuario'), 'directora');
    await user.type(within(login).getByLabelText('Contraseña'), 'una-clave-larga-y-segura');
    await user.click(within(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => {
      expect(
        screen.queryByRole('region', { name: 'Inicia sesión para entrar al panel' }),
      ).toBeNull();
    });
    const again = screen.getByRole('form', { name: 'Crear un administrador' });
    expect(within(again).getByLabelText<HTMLInputElement>('Usuario').value).toBe('secretaria');
    expect(within(again).getByLabelText<HTMLInputElement>('Contraseña').value).toBe(
      'una-clave-larga-y-segura',
    );
    expect(sectionsNav()).toBeTruthy();
  });
});
