import { MESSAGES } from '@lbj/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { login } from '../api/auth-api.ts';
import { clearToken, readToken as getToken, storeToken } from '../../../lib/session-store.ts';
import { LoginForm } from './login-form.tsx';

vi.mock('../api/auth-api.ts', () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${encode({ alg: 'HS256' })}.${encode({ exp: Date.now() / 1000 + 3600 })}.firma`;

function setup() {
  const onSuccess = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<LoginForm onSuccess={onSuccess} />);
  return {
    user,
    onSuccess,
    username: () => screen.getByRole('textbox', { name: 'Usuario' }),
    password: () => screen.getByLabelText<HTMLInputElement>('Contraseña'),
    submit: () => screen.getByRole('button', { name: /^(Entrar|Entrando…)$/ }),
  };
}

async function fill(form: ReturnType<typeof setup>, password = 'una-clave-larga') {
  await form.user.type(form.username(), 'direccion');
  await form.user.type(form.password(), password);
}

beforeEach(() => {
  window.localStorage.clear();
  loginMock.mockReset();
});
afterEach(() => {
  clearToken();
});

describe('LoginForm', () => {
  it('has labelled, required Usuario and Contraseña fields', () => {
    const form = setup();
    expect(form.username().hasAttribute('required')).toBe(true);
    expect(form.password().type).toBe('password');
    expect(form.password().autocomplete).toBe('current-password');
    expect(form.submit().textContent).toBe('Entrar');
  });

  it('asks for both fields in Spanish before calling the server', async () => {
    const form = setup();
    await form.user.click(form.submit());
    expect(loginMock).not.toHaveBeenCalled();
    expect(form.username().getAttribute('aria-invalid')).toBe('true');
    expect(form.password().getAttribute('aria-invalid')).toBe('true');
    const errorId = form.username().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(MESSAGES.required);
    expect(document.activeElement).toBe(form.username());
  });

  it('reads "Entrando…" while busy, then stores the token and goes on', async () => {
    let resolve: (token: string) => void = () => undefined;
    // The real login() stores the token it receives.
    loginMock.mockReturnValue(
      new Promise((done) => {
        resolve = (token) => {
          storeToken(token);
          done();
        };
      }),
    );
    const form = setup();
    await fill(form);
    await form.user.click(form.submit());
    expect(loginMock).toHaveBeenCalledWith({ username: 'direccion', password: 'una-clave-larga' });
    expect(form.submit().textContent).toBe('Entrando…');
    expect(form.submit().getAttribute('aria-disabled')).toBe('true');
    await form.user.click(form.submit());
    expect(loginMock).toHaveBeenCalledOnce();

    resolve(TOKEN);
    await waitFor(() => {
      expect(form.onSuccess).toHaveBeenCalledOnce();
    });
    expect(getToken()).toBe(TOKEN);
  });

  it('shows "Credenciales inválidas" under the form on a 401', async () => {
    loginMock.mockRejectedValue(
      new ApiRequestError(401, { statusCode: 401, error: 'x', message: 'x' }),
    );
    const form = setup();
    await fill(form);
    await form.user.click(form.submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Credenciales inválidas');
    expect(form.submit().textContent).toBe('Entrar');
    expect(form.username()).toHaveProperty('value', 'direccion');
    expect(document.activeElement).toBe(form.password());
    expect(form.onSuccess).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it("shows the server's message on a 429", async () => {
    const text = 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.';
    loginMock.mockRejectedValue(
      new ApiRequestError(429, { statusCode: 429, error: text, message: text }),
    );
    const form = setup();
    await fill(form);
    await form.user.click(form.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  const failWith = (error: unknown) => {
    loginMock.mockRejectedValue(error);
  };
  const apiError = (status: number, error?: string) =>
    new ApiRequestError(
      status,
      error === undefined ? null : { statusCode: status, error, message: error },
    );

  it.each([
    ['a 429 without a message', apiError(429), MESSAGES.tooManyAttempts],
    ['no network', apiError(0), MESSAGES.network],
    ['another refusal, in the server’s words', apiError(503, 'En mantención.'), 'En mantención.'],
    ['another refusal without words', apiError(500), MESSAGES.loginFailed],
    ['an error that is not the API’s', new Error('boom'), MESSAGES.loginFailed],
  ])('says why it failed: %s', async (_name, error, text) => {
    failWith(error);
    const form = setup();
    await fill(form);
    await form.user.click(form.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // Only a 401 empties the password: the rest may be retried as typed.
    expect(form.password().value).toBe('una-clave-larga');
    expect(form.submit().textContent).toBe('Entrar');
    expect(form.submit().getAttribute('aria-disabled')).toBeNull();
  });

  it('empties the password after a 401, and clears the message when sent again', async () => {
    failWith(apiError(401, 'x'));
    const form = setup();
    await fill(form);
    await form.user.click(form.submit());
    await screen.findByRole('alert');
    expect(form.password().value).toBe('');
    let release: () => void = () => undefined;
    loginMock.mockReturnValue(
      new Promise<void>((done) => {
        release = done;
      }),
    );
    await form.user.type(form.password(), 'otra-clave');
    await form.user.click(form.submit());
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    await waitFor(() => {
      expect(form.onSuccess).toHaveBeenCalledOnce();
    });
  });

  it('asks only for the password when the name is there, and puts the focus on it', async () => {
    const form = setup();
    await form.user.type(form.username(), 'direccion');
    await form.user.click(form.submit());
    expect(form.username().getAttribute('aria-invalid')).toBeNull();
    expect(form.password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.password());
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('takes a name of spaces for no name', async () => {
    const form = setup();
    await form.user.type(form.username(), '   ');
    await form.user.type(form.password(), 'una-clave-larga');
    await form.user.click(form.submit());
    expect(form.username().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.username());
  });

  it('clears each field’s error as it is typed in, and only that one', async () => {
    const form = setup();
    await form.user.click(form.submit());
    await form.user.type(form.password(), 'x');
    expect(form.password().getAttribute('aria-invalid')).toBeNull();
    expect(form.username().getAttribute('aria-invalid')).toBe('true');
    await form.user.clear(form.password());
    await form.user.click(form.submit());
    expect(form.password().getAttribute('aria-invalid')).toBe('true');
    await form.user.type(form.username(), 'd');
    expect(form.username().getAttribute('aria-invalid')).toBeNull();
    expect(form.password().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the browser from sending the form itself (the password would go in the address)', () => {
    const form = setup();
    const element = form.submit().closest('form');
    if (!element) throw new Error('no form');
    // dispatchEvent answers false when the handler called preventDefault().
    expect(fireEvent.submit(element)).toBe(false);
  });

  it('clears the field errors once the form is sent complete', async () => {
    failWith(apiError(401, 'x'));
    const form = setup();
    await form.user.type(form.password(), 'una-clave-larga');
    await form.user.click(form.submit());
    expect(form.username().getAttribute('aria-invalid')).toBe('true');
    // Filled without a keystroke (the password manager): onChange never ran.
    (form.username() as HTMLInputElement).value = 'direccion';
    await form.user.click(form.submit());
    await screen.findByRole('alert');
    expect(form.username().getAttribute('aria-invalid')).toBeNull();
  });

  it('gives the name field what a login name needs: no capitals, no spelling, a username', () => {
    const form = setup();
    const name = form.username();
    expect(name.getAttribute('type')).toBe('text');
    expect(name.getAttribute('autocomplete')).toBe('username');
    expect(name.getAttribute('autocapitalize')).toBe('none');
    expect(name.getAttribute('spellcheck')).toBe('false');
    expect(name.getAttribute('name')).toBe('username');
    expect(form.password().getAttribute('name')).toBe('password');
    expect(form.submit().getAttribute('type')).toBe('submit');
    expect(form.submit().className).toContain('button-primary');
    expect(form.submit().closest('form')?.noValidate).toBe(true);
  });

  describe('prerendered, before its code runs', () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    function serverMarkup(): HTMLDivElement {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<LoginForm onSuccess={() => undefined} />);
      document.body.append(container);
      return container;
    }

    it('keeps "Entrar" disabled and posts rather than putting the password in the address', () => {
      serverMarkup();
      const button = screen.getByRole('button', { name: 'Entrar' });
      expect(button).toHaveProperty('disabled', true);
      expect(button.closest('form')?.getAttribute('method')).toBe('post');
    });

    it('serves a form the browser checks itself: no novalidate until the code takes over', () => {
      serverMarkup();
      const served = screen.getByRole('button', { name: 'Entrar' }).closest('form');
      expect(served?.hasAttribute('novalidate')).toBe(false);
    });

    it('logs in with what was typed before hydration, then enables "Entrar"', async () => {
      loginMock.mockResolvedValue(undefined);
      const container = serverMarkup();
      // Typed (or filled by the password manager) while the code was still loading.
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Usuario' }).value = 'direccion';
      screen.getByLabelText<HTMLInputElement>('Contraseña').value = 'una-clave-larga';
      const onSuccess = vi.fn();
      const recoverable = vi.fn();
      render(<LoginForm onSuccess={onSuccess} />, {
        container,
        hydrate: true,
        onRecoverableError: recoverable,
      });
      expect(recoverable).not.toHaveBeenCalled();
      const button = screen.getByRole('button', { name: 'Entrar' });
      expect(button).toHaveProperty('disabled', false);
      await userEvent.setup({ delay: null }).click(button);
      expect(loginMock).toHaveBeenCalledWith({
        username: 'direccion',
        password: 'una-clave-larga',
      });
      await waitFor(() => {
        expect(onSuccess).toHaveBeenCalledOnce();
      });
    });
  });
});
