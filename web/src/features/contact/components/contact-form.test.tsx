import { MESSAGES } from '@lbj/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openMailClient } from '../open-mail-client.ts';
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
    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Correo electrónico'), 'ana@correo');
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
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
    await user.type(field('Nombre'), 'Ana Soto');
    await user.type(field('Correo electrónico'), 'ana@correo.cl');
    await user.type(field('Mensaje'), '¿Hay vacantes en kínder?');
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));

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
    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Correo electrónico'), 'ana@correo.cl');
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Preparar el correo' }));
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
});
