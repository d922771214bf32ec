import { MESSAGES } from '@lbj/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openMailClient } from '../open-mail-client.ts';
import { CONTACT_TEXT as mailCopy } from '../contact-text.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('../open-mail-client.ts', () => ({ openMailClient: vi.fn() }));
const opened = vi.mocked(openMailClient);

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

/** The text of the elements an input's aria-describedby points at. */
function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

type User = ReturnType<typeof userEvent.setup>;

/** Types what is given into the form (skipping fields left out), then presses the button. */
async function send(user: User, values: { nombre?: string; email?: string; mensaje?: string }) {
  if (values.nombre) await user.type(field('Nombre'), values.nombre);
  if (values.email) await user.type(field('Correo electrónico'), values.email);
  if (values.mensaje) {
    // Pasted, not typed: a long message would take a second per test.
    field('Mensaje').focus();
    await user.paste(values.mensaje);
  }
  await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    opened.mockClear();
  });

  it('has the three fields, e-mail typed as email, all required', () => {
    render(<ContactForm />);
    expect(field('Nombre').getAttribute('type')).toBe('text');
    expect(field('Correo electrónico').getAttribute('type')).toBe('email');
    expect(field('Mensaje').tagName).toBe('TEXTAREA');
    for (const name of ['Nombre', 'Correo electrónico', 'Mensaje']) {
      expect(field(name).hasAttribute('required')).toBe(true);
    }
  });

  it('shows a Spanish message under each empty field, tied to it, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
    for (const name of ['Nombre', 'Correo electrónico', 'Mensaje']) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(description(input)).toContain(MESSAGES.required);
    }
    expect(document.activeElement).toBe(field('Nombre'));
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address and clears the message once corrected', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo', mensaje: 'Hola' });
    const email = field('Correo electrónico');
    expect(description(email)).toContain(MESSAGES.invalidEmail);
    expect(document.activeElement).toBe(email);
    await user.type(email, '.cl');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(description(email)).not.toContain(MESSAGES.invalidEmail);
  });

  it('opens a mailto: to the school with the name in the subject, then thanks the visitor', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, {
      nombre: 'Ana Soto',
      email: 'ana@correo.cl',
      mensaje: '¿Hay vacantes en kínder?',
    });

    expect(opened).toHaveBeenCalledTimes(1);
    const url = opened.mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('mailto:colegio_lebeaujour@hotmail.com?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('subject')).toContain('Ana Soto');
    expect(params.get('body')).toContain('¿Hay vacantes en kínder?');
    expect(params.get('body')).toContain('ana@correo.cl');

    const thanks = screen.getByText(MESSAGES.contactThanks);
    expect(document.activeElement).toBe(thanks);
    expect(
      screen.getByRole('link', { name: 'abre el mensaje desde aquí' }).getAttribute('href'),
    ).toBe(url);
  });

  it('offers to write another message, starting from an empty form', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo.cl', mensaje: 'Hola' });
    await user.click(screen.getByRole('button', { name: 'Escribir otro mensaje' }));
    expect((field('Nombre') as HTMLInputElement).value).toBe('');
  });

  it("sends what was typed before the page's code ran (prerendered, then hydrated)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    // Typed on a slow connection while the code was still loading.
    (field('Nombre') as HTMLInputElement).value = 'Ana Soto';
    (field('Correo electrónico') as HTMLInputElement).value = 'ana@correo.cl';
    (field('Mensaje') as HTMLTextAreaElement).value = '¿Hay vacantes en kínder?';
    const recoverable = vi.fn();
    render(<ContactForm />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preparar el correo' }));

    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
    const params = new URLSearchParams((opened.mock.calls[0]?.[0] ?? '').split('?')[1]);
    expect(params.get('subject')).toContain('Ana Soto');
    expect(params.get('body')).toContain('¿Hay vacantes en kínder?');
  });

  it("leaves the check to the browser until the page's code runs, then gives its own messages", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    expect(form.hasAttribute('novalidate')).toBe(false);
    // Empty required fields: the browser refuses to submit, so no mail client opens.
    const submitted = vi.fn((event: Event) => {
      event.preventDefault();
    });
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    form.removeEventListener('submit', submitted);

    render(<ContactForm />, { container, hydrate: true });
    expect(form.hasAttribute('novalidate')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preparar el correo' }));
    expect(description(field('Nombre'))).toContain(MESSAGES.required);
    expect(opened).not.toHaveBeenCalled();
  });

  it('keeps its own check on the form shown again after the thanks', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo.cl', mensaje: 'Hola' });
    await user.click(screen.getByRole('button', { name: 'Escribir otro mensaje' }));
    expect(field('Nombre').closest('form')?.hasAttribute('novalidate')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
    expect(description(field('Nombre'))).toContain(MESSAGES.required);
  });

  it('waits for the first attempt before judging what is typed', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const email = field('Correo electrónico');
    await user.type(email, 'ana@');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(description(email)).not.toContain(MESSAGES.invalidEmail);
  });

  it('keeps the other messages while one field is corrected', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
    await user.type(field('Nombre'), 'Ana');
    expect(field('Nombre').hasAttribute('aria-invalid')).toBe(false);
    expect(description(field('Correo electrónico'))).toContain(MESSAGES.required);
    expect(description(field('Mensaje'))).toContain(MESSAGES.required);
  });

  it('focuses the message when it is the only field missing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo.cl' });
    expect(document.activeElement).toBe(field('Mensaje'));
    expect(opened).not.toHaveBeenCalled();
  });

  it('handles the submission itself instead of letting the browser post the form', () => {
    render(<ContactForm />);
    const form = field('Nombre').closest('form');
    if (!form) throw new Error('no form');
    // fireEvent returns false when the handler called preventDefault().
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('lets a browser without JavaScript hand the fields to the mail client', () => {
    render(<ContactForm />);
    const form = field('Nombre').closest('form');
    expect(form?.getAttribute('action')).toBe('mailto:colegio_lebeaujour@hotmail.com');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('enctype')).toBe('text/plain');
    expect(form?.hasAttribute('novalidate')).toBe(true);
  });

  it('helps phones fill the fields: autocomplete, e-mail keyboard, no spell check', () => {
    render(<ContactForm />);
    const name = field('Nombre');
    const email = field('Correo electrónico');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(name.getAttribute('maxlength')).toBe('120');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('spellcheck')).toBe('false');
    expect(email.getAttribute('maxlength')).toBe('254');
  });

  it('gives each control its own id, tied to its label', () => {
    render(<ContactForm />);
    const ids = ['Nombre', 'Correo electrónico', 'Mensaje'].map((name) => field(name).id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).not.toBe('');
      expect(document.querySelector(`label[for="${CSS.escape(id)}"]`)).not.toBeNull();
    }
  });

  it('styles the message box and the button as the rest of the site', () => {
    render(<ContactForm />);
    expect(field('Mensaje').className.split(' ')).toEqual(
      expect.arrayContaining(['control', 'textarea']),
    );
    expect(screen.getByRole('button', { name: 'Preparar el correo' }).className.split(' ')).toEqual(
      expect.arrayContaining(['button-primary', 'submit']),
    );
  });

  it('thanks with a focusable message, the subject prefix and both ways to write', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana Soto', email: 'ana@correo.cl', mensaje: 'Hola' });

    const params = new URLSearchParams((opened.mock.calls[0]?.[0] ?? '').split('?')[1]);
    expect(params.get('subject')).toBe('Contacto desde el sitio web: Ana Soto');
    const thanks = screen.getByText(MESSAGES.contactThanks);
    expect(thanks.tabIndex).toBe(-1);
    const direct = screen.getByRole('link', { name: 'colegio_lebeaujour@hotmail.com' });
    expect(direct.getAttribute('href')).toBe('mailto:colegio_lebeaujour@hotmail.com');
    expect(direct.parentElement?.textContent).toBe(
      'Si tu programa de correo no se abrió, abre el mensaje desde aquí o escríbenos directamente a colegio_lebeaujour@hotmail.com.',
    );
    expect(screen.queryByText(mailCopy.truncated)).toBeNull();
  });

  it('starts the next message afresh: nothing is judged before its first attempt', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo.cl', mensaje: 'Hola' });
    await user.click(screen.getByRole('button', { name: 'Escribir otro mensaje' }));
    const email = field('Correo electrónico');
    await user.type(email, 'ana@');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
  });

  it('says so when a very long message had to be shortened to fit the mail link', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await send(user, { nombre: 'Ana', email: 'ana@correo.cl', mensaje: 'ñandú '.repeat(400) });
    expect(screen.getByText(mailCopy.truncated)).toBeTruthy();
  });
});
