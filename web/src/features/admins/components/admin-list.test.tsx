import { ADMIN_MESSAGES, API_PATHS, MESSAGES } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { account, refusal, serveAccounts } from '../admins.test-support.ts';
import { AdminList } from './admin-list.tsx';

const DIRECTORA = account('directora', {
  creado: '2026-03-02T11:30:00.000Z',
  ultimo_acceso: '2026-11-23T17:05:00.000Z',
});
const SECRETARIA = account('secretaria', { creado: '2026-07-10T12:00:00.000Z' });

const DELETE_SECRETARIA = `DELETE ${API_PATHS.admin('secretaria')}`;
const LIST = `GET ${API_PATHS.admins}`;

function renderList() {
  const user = userEvent.setup();
  renderWithQuery(<AdminList />);
  return { user };
}

/** Opens the confirmation for `username` (once the list is there). */
async function askToRemove(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.click(await screen.findByRole('button', { name: `Eliminar a ${username}` }));
  return screen.getByRole('dialog', { name: `¿Eliminar a «${username}»?` });
}

/** The live region (role="status") that holds `text`. */
const statusWith = (text: string) =>
  screen.getAllByRole('status').find((region) => region.textContent === text);

beforeAll(() => {
  installDialogPolyfill();
});
beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the accounts list', () => {
  it('says it is loading, in a live region, until the list comes', async () => {
    const api = serveAccounts([DIRECTORA]);
    const held = api.hold(LIST);
    renderList();
    const loading = screen.getByText('Cargando administradores…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
    held.release();
    expect(await screen.findByText('directora')).toBeTruthy();
    expect(screen.queryByText('Cargando administradores…')).toBeNull();
  });

  it('shows each account with its dates and its remove button', async () => {
    serveAccounts([DIRECTORA, SECRETARIA]);
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('directora').tagName).toBe('P');
    const terms = first.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Creado el', 'Último acceso']);
    const dates = first.getAllByRole('definition');
    expect(dates.map((date) => date.textContent)).toEqual([
      '2 de marzo de 2026 a las 08:30',
      '23 de noviembre de 2026 a las 14:05',
    ]);
    expect(dates.map((date) => date.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-02T11:30:00.000Z',
      '2026-11-23T17:05:00.000Z',
    ]);
    const second = within(items[1] as HTMLElement);
    const secondDates = second.getAllByRole('definition');
    expect(secondDates.map((date) => date.textContent)).toEqual([
      '10 de julio de 2026 a las 08:00',
      'Todavía no ha iniciado sesión',
    ]);
    expect(secondDates[1]?.querySelector('time')).toBeNull();

    const remove = first.getByRole('button', { name: 'Eliminar a directora' });
    expect(remove.textContent).toBe('Eliminar');
    expect(remove.getAttribute('aria-haspopup')).toBe('dialog');
    expect(remove.getAttribute('type')).toBe('button');
    // Every account may be removed, one's own included (the dialog says what that means).
    expect(second.getByRole('button', { name: 'Eliminar a secretaria' })).toBeTruthy();
  });

  it('an empty answer is an empty list', async () => {
    serveAccounts([]);
    renderList();
    const list = await screen.findByRole('list');
    expect(list.children).toHaveLength(0);
    expect(screen.queryByText('Cargando administradores…')).toBeNull();
  });
});

describe('the list that cannot load', () => {
  it('says the server’s words, and "Reintentar" reads it again', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(LIST, () => refusal(503, 'El servidor está en mantención.'));
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('El servidor está en mantención.');
    api.restore(LIST);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('directora')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.reads()).toBe(2);
  });

  it('without the server’s words, says that the server failed', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(LIST, () => new Response(null, { status: 500 }));
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.serverError);
  });

  it('without a network, says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.network);
  });

  it('a refused token (401): the list could not be loaded, and the session ends', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(LIST, () => refusal(401, MESSAGES.unauthorized));
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo cargar la lista de administradores.',
    );
    expect(getSessionSnapshot().loggedIn).toBe(false);
  });
});

describe('removing an account', () => {
  it('asks first, says what removing means, and puts the focus on "Cancelar"', async () => {
    serveAccounts([DIRECTORA, SECRETARIA]);
    const { user } = renderList();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await askToRemove(user, 'secretaria');
    expect(within(dialog).getByRole('heading').textContent).toBe('¿Eliminar a «secretaria»?');
    expect(
      within(dialog).getByText(
        'Ya no podrá entrar al panel y sus sesiones abiertas se cerrarán de inmediato. Las noticias y fotos que publicó se conservan, y el registro de actividad guarda lo que hizo.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Si es tu propia cuenta, tu sesión también terminará.'),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Sí, eliminar' });
    expect(confirm.getAttribute('aria-disabled')).toBeNull();
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    expect(document.activeElement).toBe(cancel);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('"Cancelar", "Cerrar" and Escape close it and send nothing', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    const { user } = renderList();
    let dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await askToRemove(user, 'directora');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('while removing, the button waits and says so, and nothing closes the dialog', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    const held = api.hold(DELETE_SECRETARIA);
    const { user } = renderList();
    const dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    const busy = await within(dialog).findByRole('button', { name: 'Eliminando…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: 'Sí, eliminar' })).toBeNull();
    await user.click(busy);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '¿Eliminar a «secretaria»?' })).toBe(dialog);
    expect(api.writes()).toHaveLength(1);
    held.release();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('removes after confirming, says so in the live region, and reads the list again', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    const { user } = renderList();
    const dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    const said = 'Se eliminó a «secretaria». Sus sesiones ya no son válidas.';
    expect(await screen.findByText(said)).toBeTruthy();
    expect(statusWith(said)).toBeTruthy();
    // One live region, the page's own: a second one inside it would say it twice.
    expect(
      screen.getAllByRole('status').filter((region) => region.textContent === said),
    ).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });
    expect(screen.queryByText('secretaria')).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'DELETE',
        path: '/api/admins/secretaria',
        body: null,
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
    expect(api.reads()).toBe(2);
  });

  it('the message goes when another removal is asked for', async () => {
    serveAccounts([DIRECTORA, SECRETARIA, account('portero')]);
    const { user } = renderList();
    let dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    const said = 'Se eliminó a «secretaria». Sus sesiones ya no son válidas.';
    await screen.findByText(said);
    dialog = await askToRemove(user, 'portero');
    expect(screen.queryByText(said)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('Se eliminó a «portero». Sus sesiones ya no son válidas.'),
    ).toBeTruthy();
  });

  it('an account another administrator removed first (404) counts as removed', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    api.answer(DELETE_SECRETARIA, () => refusal(404, MESSAGES.notFound));
    const { user } = renderList();
    const dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('Se eliminó a «secretaria». Sus sesiones ya no son válidas.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the last administrator (409): the server’s words in the dialog, which stays open', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(`DELETE ${API_PATHS.admin('directora')}`, () =>
      refusal(409, ADMIN_MESSAGES.lastAdmin),
    );
    const { user } = renderList();
    const dialog = await askToRemove(user, 'directora');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.lastAdmin);
    expect(screen.getByRole('dialog', { name: '¿Eliminar a «directora»?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Sí, eliminar' })).toBeTruthy();
    expect(screen.queryByText(/Se eliminó/)).toBeNull();
    expect(api.reads()).toBe(1);
  });

  it('a failure goes when the dialog is closed and asked for again', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    api.answer(DELETE_SECRETARIA, () => new Response(null, { status: 500 }));
    const { user } = renderList();
    let dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.serverError);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await askToRemove(user, 'directora');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failure goes when confirming again, and the second attempt may succeed', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    api.answer(DELETE_SECRETARIA, () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderList();
    const dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.network);
    const held = api.hold(DELETE_SECRETARIA);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await within(dialog).findByRole('button', { name: 'Eliminando…' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    held.release();
    expect(
      await screen.findByText('Se eliminó a «secretaria». Sus sesiones ya no son válidas.'),
    ).toBeTruthy();
  });

  it('a refused token (401) shows nothing in the dialog: the page brings the login back', async () => {
    const api = serveAccounts([DIRECTORA, SECRETARIA]);
    api.answer(DELETE_SECRETARIA, () => refusal(401, MESSAGES.unauthorized));
    const { user } = renderList();
    const dialog = await askToRemove(user, 'secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => {
      expect(getSessionSnapshot().loggedIn).toBe(false);
    });
    await within(dialog).findByRole('button', { name: 'Sí, eliminar' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
