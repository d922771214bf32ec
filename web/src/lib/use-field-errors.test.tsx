import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors.ts';

type Field = 'nombre' | 'correo';

function Probe() {
  const fields = useFieldErrors<Field>(['nombre', 'correo']);
  const [nombre, setNombre] = useState('');
  const [correo, setCorreo] = useState('');
  const [accepted, setAccepted] = useState<boolean | null>(null);
  const input = (field: Field, value: string, set: (value: string) => void) => {
    const bound = fields.bind(field, set);
    return (
      <label>
        {field}
        <input
          ref={bound.inputRef}
          value={value}
          aria-invalid={bound.error ? true : undefined}
          onChange={(event) => {
            bound.onChange(event.target.value);
          }}
        />
        {bound.error ? <span>{bound.error}</span> : null}
      </label>
    );
  };
  return (
    <div>
      {input('nombre', nombre, setNombre)}
      {input('correo', correo, setCorreo)}
      <button
        type="button"
        onClick={() => {
          fields.show({ correo: 'Falta el correo.', nombre: 'Falta el nombre.' });
        }}
      >
        ambos
      </button>
      <button
        type="button"
        onClick={() => {
          fields.show({ correo: 'Falta el correo.' });
        }}
      >
        correo
      </button>
      <button
        type="button"
        onClick={() => {
          setAccepted(fields.accept(nombre ? {} : { nombre: 'Falta el nombre.' }));
        }}
      >
        enviar
      </button>
      <output>{accepted === null ? '' : accepted ? 'aceptado' : 'rechazado'}</output>
    </div>
  );
}

describe('useFieldErrors', () => {
  it('shows the errors and focuses the first field in the form’s order', () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'ambos' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /nombre/ }));
    expect(screen.getByText('Falta el nombre.')).toBeTruthy();
    expect(screen.getByText('Falta el correo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'correo' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /correo/ }));
    expect(screen.queryByText('Falta el nombre.')).toBeNull();
  });

  it('keeps what is typed and clears only that field’s error', () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'ambos' }));
    const correo = screen.getByRole('textbox', { name: /correo/ });
    fireEvent.change(correo, { target: { value: 'a@b.cl' } });
    expect((correo as HTMLInputElement).value).toBe('a@b.cl');
    expect(correo.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Falta el nombre.')).toBeTruthy();
  });

  it('accepts a form with no errors, clearing the old ones, and refuses one with any', () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'correo' }));
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }));
    expect(screen.getByRole('status').textContent).toBe('rechazado');
    expect(screen.getByText('Falta el nombre.')).toBeTruthy();
    expect(screen.queryByText('Falta el correo.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /nombre/ }));

    fireEvent.click(screen.getByRole('button', { name: 'correo' }));
    fireEvent.change(screen.getByRole('textbox', { name: /nombre/ }), {
      target: { value: 'Ana' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }));
    expect(screen.getByRole('status').textContent).toBe('aceptado');
    expect(screen.queryByText('Falta el correo.')).toBeNull();
  });

  it('answers true to a check whose fields all came back without an error', () => {
    const { result } = renderHook(() => useFieldErrors<Field>(['nombre', 'correo']));
    act(() => {
      result.current.show({ correo: 'Falta el correo.' });
    });
    let accepted = false;
    act(() => {
      accepted = result.current.accept({ nombre: undefined, correo: undefined });
    });
    expect(accepted).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('leaves the errors as they were when a field with no error is typed in', () => {
    const { result } = renderHook(() => useFieldErrors<Field>(['nombre', 'correo']));
    act(() => {
      result.current.show({ nombre: 'Falta el nombre.' });
    });
    const before = result.current.errors;
    act(() => {
      result.current.clear('correo');
    });
    expect(result.current.errors).toBe(before);
    expect(Object.keys(result.current.errors)).toEqual(['nombre']);
    act(() => {
      result.current.clear('nombre');
    });
    expect(result.current.errors.nombre).toBeUndefined();
  });
});
