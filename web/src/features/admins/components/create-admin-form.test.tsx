import { API_PATHS, MESSAGES } from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { account, errorOf, refusal, serveAccounts } from '../admins.test-support.ts';
import { CreateAdminForm } from './create-admin-form.tsx';

const CREATE = `POST ${API_PATHS.admins}`;
const NAME_RULE =
  'El nombre debe tener entre 1 y 64 caracteres: letras, números, punto, guion, guion bajo o @.';
const LONG = 'una-clave-larga-y-segura';

function renderForm() {
  const user = userEvent.setup();
  renderWithQuery(<CreateAdminForm />);
  const form = screen.getByRole('form', { name: 'Crear un administrador' });
  return {
    user,
    form,
    name: within(form).getByLabelText<HTMLInputElement>('Usuario'),
    password: within(form).getByLabelText<HTMLInputElement>('Contraseña'),
    show: within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Mostrar la contraseña' }),
    submit: () => within(form).getByRole('button', { name: /Crear administrador|Creando…/ }),
  };
}

type Form = ReturnType<typeof renderForm>;

async function fillAndSend(view: Form, username: string, password: string) {
  if (username) await view.user.type(view.name, username);
  if (password) await view.user.type(view.password, password);
  await view.user.click(view.submit());
}

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the new account’s form', () => {
  it('is named by its heading and says how the account will be used', () => {
    serveAccounts([]);
    const { form } = renderForm();
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe(
      'Crear un administrador',
    );
    expect(
      within(form).getByText(
        'La nueva persona entra con este usuario y contraseña en la página de acceso de administradores. Entrégale la contraseña en persona o por un medio privado.',
      ),
    ).toBeTruthy();
    expect(form.hasAttribute('novalidate')).toBe(true);
  });

  it('asks for the name as typed, with its rule as a hint', () => {
    serveAccounts([]);
    const { name } = renderForm();
    expect(name.id).toMatch(/-usuario$/);
    expect(name.getAttribute('name')).toBe('username');
    expect(name.getAttribute('type')).toBe('text');
    expect(name.getAttribute('autocomplete')).toBe('off');
    expect(name.getAttribute('maxlength')).toBe('128');
    expect(name.getAttribute('autocapitalize')).toBe('none');
    expect(name.getAttribute('spellcheck')).toBe('false');
    expect(name.required).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-ayuda`);
    expect(document.getElementById(`${name.id}-ayuda`)?.textContent).toBe(
      'Letras, números, punto, guion, guion bajo o @; sin espacios. Hasta 64 caracteres.',
    );
  });

  it('asks for a new password, hidden, with its length as a hint', () => {
    serveAccounts([]);
    const { password, show } = renderForm();
    expect(password.id).toMatch(/-clave$/);
    expect(password.getAttribute('name')).toBe('password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(password.getAttribute('autocapitalize')).toBe('none');
    expect(password.getAttribute('spellcheck')).toBe('false');
    expect(password.required).toBe(true);
    expect(password.getAttribute('aria-describedby')).toBe(`${password.id}-ayuda`);
    expect(document.getElementById(`${password.id}-ayuda`)?.textContent).toBe(
      'Al menos 12 caracteres. Una frase larga es más segura y fácil de recordar.',
    );
    expect(show.checked).toBe(false);
  });

  it('shows and hides the password on request', async () => {
    serveAccounts([]);
    const { user, password, show } = renderForm();
    await user.click(show);
    expect(show.checked).toBe(true);
    expect(password.getAttribute('type')).toBe('text');
    await user.click(show);
    expect(show.checked).toBe(false);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('the button says "Crear administrador" and is a submit button', () => {
    serveAccounts([]);
    const { submit } = renderForm();
    expect(submit().textContent).toBe('Crear administrador');
    expect(submit().getAttribute('type')).toBe('submit');
    expect(submit().getAttribute('aria-disabled')).toBeNull();
    expect(submit().getAttribute('aria-describedby')).toBeNull();
  });

  it('handles the submission itself: the browser does not post the form', () => {
    serveAccounts([]);
    const { form } = renderForm();
    // fireEvent returns false when the handler called preventDefault().
    expect(fireEvent.submit(form)).toBe(false);
  });
});

describe('checked before sending', () => {
  it('an empty form: both errors beside their fields, the focus on the name, nothing sent', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await view.user.click(view.submit());
    expect(view.name.getAttribute('aria-invalid')).toBe('true');
    expect(view.name.getAttribute('aria-describedby')).toBe(
      `${view.name.id}-ayuda ${view.name.id}-error`,
    );
    expect(view.name.getAttribute('aria-errormessage')).toBe(`${view.name.id}-error`);
    expect(errorOf(view.name)).toBe(NAME_RULE);
    expect(view.password.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(view.password)).toBe('Este campo es obligatorio.');
    expect(document.activeElement).toBe(view.name);
    expect(api.writes()).toEqual([]);
  });

  it('a good name with a short password: only the password is refused, and focused', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, 'secretaria', 'once-letras');
    expect(view.name.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(view.name)).toBeNull();
    expect(errorOf(view.password)).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect(document.activeElement).toBe(view.password);
    expect(api.writes()).toEqual([]);
  });

  it('a name with a space is refused, the password kept', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, 'ana maría', LONG);
    expect(errorOf(view.name)).toBe(NAME_RULE);
    expect(view.password.getAttribute('aria-invalid')).toBeNull();
    expect(view.password.value).toBe(LONG);
    expect(view.name.value).toBe('ana maría');
    expect(api.writes()).toEqual([]);
  });

  it('typing in a field clears its own error only', async () => {
    serveAccounts([]);
    const view = renderForm();
    await view.user.click(view.submit());
    await view.user.type(view.name, 'a');
    expect(view.name.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(view.name)).toBeNull();
    expect(errorOf(view.password)).toBe('Este campo es obligatorio.');
  });
});

describe('sending', () => {
  it('sends the trimmed name; meanwhile the button waits and a second press sends nothing', async () => {
    const api = serveAccounts([]);
    const held = api.hold(CREATE);
    const view = renderForm();
    await fillAndSend(view, '  secretaria ', LONG);
    const busy = within(view.form).getByRole('button', { name: 'Creando…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await view.user.click(busy);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admins',
        body: { username: 'secretaria', password: LONG },
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
    held.release();
    expect(
      await within(view.form).findByText(
        'Se creó el administrador «secretaria». Ya puede iniciar sesión.',
      ),
    ).toBeTruthy();
    expect(view.submit().textContent).toBe('Crear administrador');
    expect(view.submit().getAttribute('aria-disabled')).toBeNull();
  });

  it('after a success: the server’s name in a live region, the form empty, the password hidden', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => Response.json(account('Secretaria'), { status: 201 }));
    const view = renderForm();
    await view.user.click(view.show);
    await fillAndSend(view, 'secretaria', LONG);
    const done = await within(view.form).findByText(
      'Se creó el administrador «Secretaria». Ya puede iniciar sesión.',
    );
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(view.name.value).toBe('');
    expect(view.password.value).toBe('');
    expect(view.show.checked).toBe(false);
    expect(view.password.getAttribute('type')).toBe('password');
    expect(within(view.form).queryByRole('alert')).toBeNull();
  });

  it('the success message goes at the next attempt', async () => {
    serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, 'secretaria', LONG);
    const said = 'Se creó el administrador «secretaria». Ya puede iniciar sesión.';
    await within(view.form).findByText(said);
    await view.user.click(view.submit());
    expect(within(view.form).queryByText(said)).toBeNull();
  });

  it('a taken name (409) beside the name, focused, everything typed kept', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => refusal(409, 'Ya existe un administrador llamado «Directora».'));
    const view = renderForm();
    await fillAndSend(view, 'Directora', LONG);
    await waitFor(() => {
      expect(errorOf(view.name)).toBe('Ya existe un administrador llamado «Directora».');
    });
    expect(view.name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.name);
    expect(view.name.value).toBe('Directora');
    expect(view.password.value).toBe(LONG);
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(within(view.form).queryByText(/Se creó/)).toBeNull();
  });

  it('a password the server refuses (400 on "password") beside the password, focused', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => refusal(400, 'Esa contraseña es demasiado común.', 'password'));
    const view = renderForm();
    await fillAndSend(view, 'secretaria', LONG);
    await waitFor(() => {
      expect(errorOf(view.password)).toBe('Esa contraseña es demasiado común.');
    });
    expect(errorOf(view.name)).toBeNull();
    expect(document.activeElement).toBe(view.password);
  });

  it('a name the server refuses (400 on "username") beside the name', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => refusal(400, NAME_RULE, 'username'));
    const view = renderForm();
    await fillAndSend(view, 'secretaria', LONG);
    await waitFor(() => {
      expect(errorOf(view.name)).toBe(NAME_RULE);
    });
    expect(errorOf(view.password)).toBeNull();
  });

  it('any other failure under the button, which it describes; it goes at the next attempt', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => new Response(null, { status: 500 }));
    const view = renderForm();
    await fillAndSend(view, 'secretaria', LONG);
    const alert = await within(view.form).findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.serverError);
    expect(view.submit().getAttribute('aria-describedby')).toBe(alert.id);
    expect(view.name.getAttribute('aria-invalid')).toBeNull();
    expect(view.password.getAttribute('aria-invalid')).toBeNull();
    expect(view.name.value).toBe('secretaria');

    const held = api.hold(CREATE, () => Response.json(account('secretaria'), { status: 201 }));
    await view.user.click(view.submit());
    await within(view.form).findByRole('button', { name: 'Creando…' });
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(view.submit().getAttribute('aria-describedby')).toBeNull();
    held.release();
    await within(view.form).findByText(
      'Se creó el administrador «secretaria». Ya puede iniciar sesión.',
    );
  });

  it('a refused token (401): nothing said in the form, the session ends, nothing lost', async () => {
    const api = serveAccounts([]);
    api.answer(CREATE, () => refusal(401, MESSAGES.unauthorized));
    const view = renderForm();
    await fillAndSend(view, 'secretaria', LONG);
    await waitFor(() => {
      expect(getSessionSnapshot().loggedIn).toBe(false);
    });
    await within(view.form).findByRole('button', { name: 'Crear administrador' });
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(view.name.value).toBe('secretaria');
    expect(view.password.value).toBe(LONG);
  });
});
