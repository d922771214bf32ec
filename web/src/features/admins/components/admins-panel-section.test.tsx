import {
  ADMIN_CLI_MESSAGES,
  ADMIN_MESSAGES,
  API_PATHS,
  MESSAGES,
  RENEWED_TOKEN_HEADER,
  type AdminSummary,
} from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, readToken } from '../../../lib/session-store.ts';
import {
  logInForTests,
  renderWithQuery,
  resetSession,
  tokenExpiringIn,
} from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { AdminsPanelSection } from './admins-panel-section.tsx';

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

const DIRECTORA: AdminSummary = {
  username: 'directora',
  creado: '2026-03-02T11:30:00.000Z',
  ultimo_acceso: '2026-11-23T17:05:00.000Z',
};

const refusal = (status: number, error: string, field?: string) =>
  Response.json(
    { statusCode: status, error, message: error, ...(field ? { field } : {}) },
    { status },
  );

/**
 * The accounts API at the network edge: a list kept in memory, and `answer` to override one call
 * (method and path) with a refusal.
 */
function serveAccounts(initial: AdminSummary[]) {
  let accounts = [...initial];
  const calls: Call[] = [];
  const overrides = new Map<string, () => Response>();
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const auth = new Headers(init.headers).get('Authorization');
    calls.push({ method, path, body, auth });
    const override = overrides.get(`${method} ${path}`);
    if (override) return Promise.resolve(override());
    if (method === 'GET' && path === API_PATHS.admins)
      return Promise.resolve(Response.json(accounts));
    if (method === 'POST' && path === API_PATHS.admins) {
      const { username } = body as { username: string };
      const created = { username, creado: '2026-11-24T12:00:00.000Z', ultimo_acceso: null };
      accounts = [...accounts, created];
      return Promise.resolve(Response.json(created, { status: 201 }));
    }
    if (method === 'DELETE' && path.startsWith(`${API_PATHS.admins}/`)) {
      const name = decodeURIComponent(path.slice(API_PATHS.admins.length + 1));
      accounts = accounts.filter((account) => account.username !== name);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (method === 'PUT' && path === API_PATHS.ownPassword) {
      // 204 with no body; the token that continues this session comes in a header (ADR 0023).
      return Promise.resolve(
        new Response(null, { status: 204, headers: { [RENEWED_TOKEN_HEADER]: NEW_TOKEN } }),
      );
    }
    return Promise.resolve(refusal(404, MESSAGES.notFound));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    answer: (key: string, response: () => Response) => overrides.set(key, response),
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

const NEW_TOKEN = tokenExpiringIn(2 * 60 * 60 * 1000);

function renderSection() {
  const user = userEvent.setup();
  renderWithQuery(<AdminsPanelSection />);
  return { user };
}

const createForm = () => screen.getByRole('form', { name: 'Crear un administrador' });
const passwordForm = () => screen.getByRole('form', { name: 'Cambiar mi contraseña' });

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

describe('Administradores: the section', () => {
  it('holds the accounts under their own heading, then the two forms', async () => {
    serveAccounts([DIRECTORA]);
    renderSection();
    const accounts = screen.getByRole('region', { name: 'Cuentas de administrador' });
    expect(within(accounts).getByRole('heading', { level: 3 }).id).toBe('administradores-cuentas');
    expect(await within(accounts).findByText('directora')).toBeTruthy();
    expect(within(accounts).queryByRole('form')).toBeNull();
    expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-labelledby'))).toEqual(
      [
        within(createForm()).getByRole('heading').id,
        within(passwordForm()).getByRole('heading').id,
      ],
    );
    expect(createForm().compareDocumentPosition(passwordForm())).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('Administradores: the list', () => {
  it('shows each account with its dates in words, on Chile’s clock, and sends the token', async () => {
    const api = serveAccounts([
      DIRECTORA,
      { username: 'secretaria', creado: '2026-07-10T12:00:00.000Z', ultimo_acceso: null },
    ]);
    renderSection();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('directora')).toBeTruthy();
    expect(first.getByText('2 de marzo de 2026 a las 08:30')).toBeTruthy();
    expect(first.getByText('23 de noviembre de 2026 a las 14:05').getAttribute('datetime')).toBe(
      DIRECTORA.ultimo_acceso,
    );
    expect(within(items[1] as HTMLElement).getByText('Todavía no ha iniciado sesión')).toBeTruthy();
    expect(api.calls[0]?.auth).toMatch(/^Bearer /);
  });

  it('a refused token (401) ends the session', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(`GET ${API_PATHS.admins}`, () => refusal(401, MESSAGES.unauthorized));
    renderSection();
    await waitFor(() => {
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
  });
});

describe('Administradores: creating an account', () => {
  it('refuses a short password before sending, beside the field', async () => {
    const api = serveAccounts([DIRECTORA]);
    const { user } = renderSection();
    const form = createForm();
    await user.type(within(form).getByLabelText('Usuario'), 'secretaria');
    await user.type(within(form).getByLabelText('Contraseña'), 'corta');
    await user.click(within(form).getByRole('button', { name: 'Crear administrador' }));
    const password = within(form).getByLabelText('Contraseña');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(ADMIN_CLI_MESSAGES.passwordTooShort(12))).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(api.writes()).toEqual([]);
  });

  it('shows and hides the password on request', async () => {
    serveAccounts([DIRECTORA]);
    const { user } = renderSection();
    const form = createForm();
    const password = within(form).getByLabelText('Contraseña');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(within(form).getByRole('checkbox', { name: 'Mostrar la contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(within(form).getByRole('checkbox', { name: 'Mostrar la contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('a taken name (409) is said beside the name, and nothing typed is lost', async () => {
    const api = serveAccounts([DIRECTORA]);
    const taken = ADMIN_CLI_MESSAGES.userExists('Directora');
    api.answer(`POST ${API_PATHS.admins}`, () => refusal(409, taken));
    const { user } = renderSection();
    const form = createForm();
    await user.type(within(form).getByLabelText('Usuario'), 'Directora');
    await user.type(within(form).getByLabelText('Contraseña'), 'una-clave-larga-y-segura');
    await user.click(within(form).getByRole('button', { name: 'Crear administrador' }));
    expect(await within(form).findByText(taken)).toBeTruthy();
    const name = within(form).getByLabelText<HTMLInputElement>('Usuario');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('Directora');
    expect(within(form).getByLabelText<HTMLInputElement>('Contraseña').value).toBe(
      'una-clave-larga-y-segura',
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: API_PATHS.admins,
        body: { username: 'Directora', password: 'una-clave-larga-y-segura' },
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
  });

  it('a new account joins the list, and the form empties for the next one', async () => {
    serveAccounts([DIRECTORA]);
    const { user } = renderSection();
    await screen.findByText('directora');
    const form = createForm();
    await user.type(within(form).getByLabelText('Usuario'), ' secretaria ');
    await user.type(within(form).getByLabelText('Contraseña'), 'una-clave-larga-y-segura');
    await user.click(within(form).getByRole('button', { name: 'Crear administrador' }));
    expect(
      await within(form).findByText(
        'Se creó el administrador «secretaria». Ya puede iniciar sesión.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('secretaria')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Usuario').value).toBe('');
    expect(within(form).getByLabelText<HTMLInputElement>('Contraseña').value).toBe('');
  });
});

describe('Administradores: removing an account', () => {
  it('asks first, with the focus on "Cancelar"; cancelling sends nothing', async () => {
    const api = serveAccounts([DIRECTORA, { ...DIRECTORA, username: 'secretaria' }]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Eliminar a secretaria' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar a «secretaria»?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toEqual([]);
    expect(screen.getByText('secretaria')).toBeTruthy();
  });

  it('removes after confirming and says so', async () => {
    const api = serveAccounts([DIRECTORA, { ...DIRECTORA, username: 'secretaria' }]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Eliminar a secretaria' }));
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('Se eliminó a «secretaria». Sus sesiones ya no son válidas.'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Eliminar a secretaria' })).toBeNull();
    });
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE ${API_PATHS.admin('secretaria')}`,
    ]);
  });

  it('the last administrator (409): the server’s words in the dialog, which stays open', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(`DELETE ${API_PATHS.admin('directora')}`, () =>
      refusal(409, ADMIN_MESSAGES.lastAdmin),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Eliminar a directora' }));
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar a «directora»?' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      ADMIN_MESSAGES.lastAdmin,
    );
    expect(screen.getByText('directora')).toBeTruthy();
  });
});

describe('Administradores: changing one’s own password', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, repeat = 'otra-clave-larga-2026') {
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Contraseña actual'), 'clave-actual-larga');
    await user.type(within(form).getByLabelText('Nueva contraseña'), 'otra-clave-larga-2026');
    await user.type(within(form).getByLabelText('Repite la nueva contraseña'), repeat);
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    return form;
  }

  it('two new passwords that differ are refused before sending', async () => {
    const api = serveAccounts([DIRECTORA]);
    const { user } = renderSection();
    const form = await fill(user, 'otra-clave-larga-2027');
    expect(within(form).getByText(ADMIN_CLI_MESSAGES.passwordMismatch)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('a wrong current password (403) is said beside it; nothing typed is lost; the session stays', async () => {
    const api = serveAccounts([DIRECTORA]);
    api.answer(`PUT ${API_PATHS.ownPassword}`, () =>
      refusal(403, ADMIN_MESSAGES.wrongCurrentPassword, 'current'),
    );
    const before = readToken();
    const { user } = renderSection();
    const form = await fill(user);
    expect(await within(form).findByText(ADMIN_MESSAGES.wrongCurrentPassword)).toBeTruthy();
    const current = within(form).getByLabelText('Contraseña actual');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(within(form).getByLabelText<HTMLInputElement>('Nueva contraseña').value).toBe(
      'otra-clave-larga-2026',
    );
    expect(readToken()).toBe(before);
    expect(getSessionSnapshot().loggedIn).toBe(true);
  });

  it('sends {current, password}, keeps this session with the header’s new token, and empties the form', async () => {
    const api = serveAccounts([DIRECTORA]);
    const before = readToken();
    const { user } = renderSection();
    const form = await fill(user);
    expect(
      await within(form).findByText(
        'Tu contraseña se cambió. Tus sesiones en otros equipos se cerraron.',
      ),
    ).toBeTruthy();
    expect(api.writes()[0]?.body).toEqual({
      current: 'clave-actual-larga',
      password: 'otra-clave-larga-2026',
    });
    expect(api.writes()[0]?.auth).toBe(`Bearer ${String(before)}`);
    expect(readToken()).toBe(NEW_TOKEN);
    expect(getSessionSnapshot()).toEqual({ loggedIn: true, expired: false });
    expect(within(form).getByLabelText<HTMLInputElement>('Contraseña actual').value).toBe('');
  });
});
