import { screen } from '@testing-library/react';
import { API_PATHS, STORAGE_MESSAGES } from '@lbj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../../lib/testing.test-support.ts';
import { AdminBar } from './admin-bar.tsx';

/** The server's /api/health with DATA_DIR's disk in `state`. */
function serveHealth(state: 'ok' | 'low') {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.endsWith(API_PATHS.health)
        ? Response.json({ ok: true, status: 'ok', disk: { freeBytes: 1, state } })
        : new Response(null, { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

  it('never asks for a visitor', () => {
    const fetchMock = serveHealth('low');
    renderWithQuery(<AdminBar label="Administración de noticias" />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
