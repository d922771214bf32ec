import { ADMIN_MESSAGES, API_PATHS, MESSAGES } from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, readToken } from '../../../lib/session-store.ts';
import {
  logInForTests,
  renderWithQuery,
  resetSession,
  tokenExpiringIn,
} from '../../../lib/testing.test-support.ts';
import { errorOf, refusal, serveAccounts } from '../admins.test-support.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const CHANGE = `PUT ${API_PATHS.ownPassword}`;
const CURRENT = 'clave-actual-larga';
const NEW = 'otra-clave-larga-2026';
const CHANGED = 'Tu contraseña se cambió. Tus sesiones en otros equipos se cerraron.';

function renderForm() {
  const user = userEvent.setup();
  renderWithQuery(<ChangePasswordForm />);
  const form = screen.getByRole('form', { name: 'Cambiar mi contraseña' });
  return {
    user,
    form,
    current: within(form).getByLabelText<HTMLInputElement>('Contraseña actual'),
    password: within(form).getByLabelText<HTMLInputElement>('Nueva contraseña'),
    repeat: within(form).getByLabelText<HTMLInputElement>('Repite la nueva contraseña'),
    show: within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Mostrar las contraseñas',
    }),
    submit: () => within(form).getByRole('button', { name: /Cambiar contraseña|Cambiando…/ }),
  };
}

type Form = ReturnType<typeof renderForm>;

async function fillAndSend(view: Form, current: string, password: string, repeat: string) {
  if (current) await view.user.type(view.current, current);
  if (password) await view.user.type(view.password, password);
  if (repeat) await view.user.type(view.repeat, repeat);
  await view.user.click(view.submit());
}

const inputs = (view: Form) => [view.current, view.password, view.repeat];

let token = '';
beforeEach(() => {
  token = logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the own password’s form', () => {
  it('is named by its heading and says what a change does', () => {
    serveAccounts([]);
    const { form } = renderForm();
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe(
      'Cambiar mi contraseña',
    );
    expect(
      within(form).getByText(
        'Al cambiarla se cierran tus sesiones abiertas en otros equipos; esta sigue abierta.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(CHANGED)).toBeNull();
  });

  it('handles the submission itself: the browser does not post the form', () => {
    serveAccounts([]);
    const { form } = renderForm();
    // fireEvent returns false when the handler called preventDefault().
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('has three hidden, required password fields, each named and completed as it should', () => {
    serveAccounts([]);
    const view = renderForm();
    expect(inputs(view).map((input) => input.getAttribute('name'))).toEqual([
      'current',
      'password',
      'repeat',
    ]);
    expect(inputs(view).map((input) => input.getAttribute('type'))).toEqual([
      'password',
      'password',
      'password',
    ]);
    expect(inputs(view).map((input) => input.getAttribute('autocomplete'))).toEqual([
      'current-password',
      'new-password',
      'new-password',
    ]);
    expect(inputs(view).map((input) => input.required)).toEqual([true, true, true]);
    expect(inputs(view).map((input) => input.getAttribute('spellcheck'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(view.current.id).toMatch(/-current$/);
    expect(view.password.id).toMatch(/-password$/);
    expect(view.repeat.id).toMatch(/-repeat$/);
    // Only the new password carries a hint.
    expect(inputs(view).map((input) => input.getAttribute('aria-describedby'))).toEqual([
      null,
      `${view.password.id}-ayuda`,
      null,
    ]);
    expect(document.getElementById(`${view.password.id}-ayuda`)?.textContent).toBe(
      'Al menos 12 caracteres. Una frase larga es más segura y fácil de recordar.',
    );
    expect(view.show.checked).toBe(false);
    expect(view.submit().textContent).toBe('Cambiar contraseña');
    expect(view.submit().getAttribute('aria-disabled')).toBeNull();
  });

  it('shows and hides the three passwords together', async () => {
    serveAccounts([]);
    const view = renderForm();
    await view.user.click(view.show);
    expect(view.show.checked).toBe(true);
    expect(inputs(view).map((input) => input.getAttribute('type'))).toEqual([
      'text',
      'text',
      'text',
    ]);
    await view.user.click(view.show);
    expect(view.show.checked).toBe(false);
    expect(inputs(view).map((input) => input.getAttribute('type'))).toEqual([
      'password',
      'password',
      'password',
    ]);
  });
});

describe('checked before sending', () => {
  it('an empty form: the current and new ones required, the focus on the current one', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await view.user.click(view.submit());
    expect(errorOf(view.current)).toBe('Este campo es obligatorio.');
    expect(view.current.getAttribute('aria-invalid')).toBe('true');
    expect(view.current.getAttribute('aria-describedby')).toBe(`${view.current.id}-error`);
    expect(errorOf(view.password)).toBe('Este campo es obligatorio.');
    expect(view.password.getAttribute('aria-describedby')).toBe(
      `${view.password.id}-ayuda ${view.password.id}-error`,
    );
    // Two empty new passwords do not differ: nothing to say beside the repetition.
    expect(errorOf(view.repeat)).toBeNull();
    expect(view.repeat.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(view.current);
    expect(api.writes()).toEqual([]);
  });

  it('a missing repetition is required, and focused', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, '');
    expect(errorOf(view.current)).toBeNull();
    expect(errorOf(view.password)).toBeNull();
    expect(errorOf(view.repeat)).toBe('Este campo es obligatorio.');
    expect(document.activeElement).toBe(view.repeat);
    expect(api.writes()).toEqual([]);
  });

  it('two new passwords that differ are refused beside the repetition', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, 'otra-clave-larga-2027');
    expect(errorOf(view.repeat)).toBe('Las contraseñas no coinciden.');
    expect(view.repeat.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.repeat);
    expect(api.writes()).toEqual([]);
  });

  it('a short new password is refused beside it, and focused', async () => {
    const api = serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, CURRENT, 'once-letras', 'once-letras');
    expect(errorOf(view.password)).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect(errorOf(view.current)).toBeNull();
    expect(errorOf(view.repeat)).toBeNull();
    expect(document.activeElement).toBe(view.password);
    expect(api.writes()).toEqual([]);
  });

  it('typing in a field clears its own error only', async () => {
    serveAccounts([]);
    const view = renderForm();
    await view.user.click(view.submit());
    await view.user.type(view.password, 'x');
    expect(errorOf(view.password)).toBeNull();
    expect(errorOf(view.current)).toBe('Este campo es obligatorio.');
  });
});

describe('sending', () => {
  it('sends {current, password}; meanwhile the button waits and a second press sends nothing', async () => {
    const api = serveAccounts([]);
    const held = api.hold(CHANGE);
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    const busy = within(view.form).getByRole('button', { name: 'Cambiando…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await view.user.click(busy);
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admins/me/password',
        body: { current: CURRENT, password: NEW },
        auth: `Bearer ${token}`,
      },
    ]);
    held.release();
    expect(await within(view.form).findByText(CHANGED)).toBeTruthy();
    expect(view.submit().textContent).toBe('Cambiar contraseña');
    expect(view.submit().getAttribute('aria-disabled')).toBeNull();
  });

  it('after a success: said in a live region, the session goes on with the new token, the form empty and hidden', async () => {
    const renewed = tokenExpiringIn(2 * 60 * 60 * 1000);
    serveAccounts([], renewed);
    const view = renderForm();
    await view.user.click(view.show);
    await fillAndSend(view, CURRENT, NEW, NEW);
    const done = await within(view.form).findByText(CHANGED);
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(readToken()).toBe(renewed);
    expect(getSessionSnapshot()).toEqual({ loggedIn: true, expired: false });
    expect(inputs(view).map((input) => input.value)).toEqual(['', '', '']);
    expect(view.show.checked).toBe(false);
    expect(view.password.getAttribute('type')).toBe('password');
    expect(within(view.form).queryByRole('alert')).toBeNull();
  });

  it('the success message goes at the next attempt', async () => {
    serveAccounts([]);
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    await within(view.form).findByText(CHANGED);
    await view.user.click(view.submit());
    expect(within(view.form).queryByText(CHANGED)).toBeNull();
  });

  it('a wrong current password (403) beside it, focused; nothing typed lost; the token kept', async () => {
    const api = serveAccounts([]);
    api.answer(CHANGE, () => refusal(403, ADMIN_MESSAGES.wrongCurrentPassword, 'current'));
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    await waitFor(() => {
      expect(errorOf(view.current)).toBe(ADMIN_MESSAGES.wrongCurrentPassword);
    });
    expect(document.activeElement).toBe(view.current);
    expect(inputs(view).map((input) => input.value)).toEqual([CURRENT, NEW, NEW]);
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(within(view.form).queryByText(CHANGED)).toBeNull();
    expect(readToken()).toBe(token);
  });

  it('a new password the server refuses (400 on "password") beside it, focused', async () => {
    const api = serveAccounts([]);
    api.answer(CHANGE, () => refusal(400, 'Esa contraseña es demasiado común.', 'password'));
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    await waitFor(() => {
      expect(errorOf(view.password)).toBe('Esa contraseña es demasiado común.');
    });
    expect(errorOf(view.current)).toBeNull();
    expect(document.activeElement).toBe(view.password);
  });

  it('any other failure under the button, which it describes; it goes at the next attempt', async () => {
    const api = serveAccounts([]);
    api.answer(CHANGE, () => refusal(429, MESSAGES.tooManyAttempts));
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    const alert = await within(view.form).findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.tooManyAttempts);
    expect(view.submit().getAttribute('aria-describedby')).toBe(alert.id);
    expect(inputs(view).map((input) => input.getAttribute('aria-invalid'))).toEqual([
      null,
      null,
      null,
    ]);

    const held = api.hold(CHANGE);
    await view.user.click(view.submit());
    await within(view.form).findByRole('button', { name: 'Cambiando…' });
    expect(within(view.form).queryByRole('alert')).toBeNull();
    held.release();
    expect(await within(view.form).findByText(CHANGED)).toBeTruthy();
  });

  it('a refused token (401): nothing said in the form, the session ends, nothing lost', async () => {
    const api = serveAccounts([]);
    api.answer(CHANGE, () => refusal(401, MESSAGES.unauthorized));
    const view = renderForm();
    await fillAndSend(view, CURRENT, NEW, NEW);
    await waitFor(() => {
      expect(getSessionSnapshot().loggedIn).toBe(false);
    });
    await within(view.form).findByRole('button', { name: 'Cambiar contraseña' });
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(inputs(view).map((input) => input.value)).toEqual([CURRENT, NEW, NEW]);
  });
});
