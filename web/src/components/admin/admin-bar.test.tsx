import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, BACKUP_MESSAGES, MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/reload-page.ts';
import { endSession, readToken } from '../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../lib/testing.test-support.ts';
import { AdminBar } from './admin-bar.tsx';

vi.mock('../../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

/** The server's /api/health with DATA_DIR's disk in `state` (and, for admins, `backup`). */
function serveHealth(state: 'ok' | 'low', backup?: { ultimo_ok?: string; error?: string }) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url.endsWith(API_PATHS.health)
        ? Response.json({ ok: true, status: 'ok', disk: { freeBytes: 1, state }, backup })
        : new Response(null, { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The bar's lazy part, loaded once before the tests: its first transform can outlast a query's
// timeout on a busy machine.
beforeAll(async () => {
  await import('./admin-panel.tsx');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('AdminBar', () => {
  it('warns a logged-in administrator, in Spanish, when the server is short of disk space', async () => {
    serveHealth('low');
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(await screen.findByRole('group', { name: 'Administración de noticias' })).toBeTruthy();
    expect(await screen.findByText(STORAGE_MESSAGES.diskLow)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(STORAGE_MESSAGES.diskLow);
  });

  it('shows no warning while there is space', async () => {
    const fetchMock = serveHealth('ok');
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(await screen.findByRole('group', { name: 'Administración de noticias' })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(STORAGE_MESSAGES.diskLow)).toBeNull();
  });

  it('sends the token and shows the server’s Spanish text when the last backup failed', async () => {
    const error = BACKUP_MESSAGES.nightlyFailed('2026-11-23', BACKUP_MESSAGES.causes.noSpace);
    const fetchMock = serveHealth('ok', { error });
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(error);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows nothing about backups when the last one went well', async () => {
    const fetchMock = serveHealth('ok', { ultimo_ok: '2026-11-23T06:00:00.000Z' });
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to the staff panel beside the page’s actions and "Cerrar Sesión"', async () => {
    serveHealth('ok');
    logInForTests();
    renderWithQuery(
      <AdminBar label="Administración de noticias">
        <button type="button">Subir Noticia</button>
      </AdminBar>,
    );
    const bar = await screen.findByRole('group', { name: 'Administración de noticias' });
    const link = screen.getByRole('link', { name: 'Panel' });
    expect(link.getAttribute('href')).toBe('/adminlbj_/panel');
    const order = [...bar.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(order).toEqual(['Subir Noticia', 'Panel', 'Cerrar Sesión']);
  });

  it('has no "Panel" link on the panel itself', async () => {
    serveHealth('ok');
    logInForTests();
    renderWithQuery(<AdminBar label="Panel de administración" panelLink={false} />);
    expect(await screen.findByRole('group', { name: 'Panel de administración' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Panel' })).toBeNull();
  });

  it('shows the server’s Spanish text when health answers 503 (database or DATA_DIR failing)', async () => {
    const text = `${STORAGE_MESSAGES.healthDatabase} ${STORAGE_MESSAGES.healthDataDir}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json(
            { ok: false, status: 'error', statusCode: 503, error: text, message: text },
            { status: 503 },
          ),
        ),
      ),
    );
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // The bar itself stays: the session is not over.
    expect(screen.getByRole('group', { name: 'Administración de noticias' })).toBeTruthy();
  });

  it('never asks for a visitor', () => {
    const fetchMock = serveHealth('low');
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing to a visitor who never logged in', () => {
    serveHealth('ok');
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('tells an administrator whose session the server ended, politely, in its status region', () => {
    serveHealth('ok');
    logInForTests();
    endSession();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.sessionExpired);
    // Announced once, by the region, without interrupting (no alert of its own).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows no warning when health fails otherwise than with a 503', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json(
          { statusCode: 500, error: 'Error interno.', message: 'Error interno.' },
          { status: 500 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    logInForTests();
    const { client } = renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(await screen.findByRole('group', { name: 'Administración de noticias' })).toBeTruthy();
    await vi.waitFor(() => expect(client.getQueryState(['health'])?.status).toBe('error'));
    // TanStack Query hands the error to the components on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Error interno.')).toBeNull();
  });

  it('"Cerrar Sesión" removes the token and reloads the page', async () => {
    serveHealth('ok');
    vi.mocked(reloadPage).mockClear();
    logInForTests();
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    expect(readToken()).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
