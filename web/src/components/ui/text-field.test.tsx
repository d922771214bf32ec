import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('ties the input to its label, hint and error and hands over what is typed', () => {
    const onChange = vi.fn();
    render(
      <TextField
        id="usuario"
        label="Usuario"
        hint="Letras y números."
        error="Falta el usuario."
        name="username"
        value=""
        autoComplete="off"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Usuario' });
    expect(input.id).toBe('usuario');
    expect(input.getAttribute('name')).toBe('username');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('usuario-ayuda usuario-error');
    expect(document.getElementById('usuario-error')?.textContent).toBe('Falta el usuario.');
    fireEvent.change(input, { target: { value: 'directora' } });
    expect(onChange).toHaveBeenCalledWith('directora');
  });
});
