import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormEnd, SubmitButton } from './submit-button.tsx';

describe('SubmitButton', () => {
  it('submits, and while busy stays focusable, aria-disabled, saying what it does', () => {
    const { rerender } = render(
      <SubmitButton busyText="Publicando…" describedBy="fallo">
        Publicar
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Publicar' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe('fallo');
    rerender(
      <SubmitButton busy busyText="Publicando…">
        Publicar
      </SubmitButton>,
    );
    const busy = screen.getByRole('button', { name: 'Publicando…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(false);
  });

  it('FormEnd: the failure describes the button and is an alert; success is a status', () => {
    const { rerender } = render(
      <FormEnd failure="No se pudo guardar." done={null}>
        Guardar
      </FormEnd>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No se pudo guardar.');
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('status').textContent).toBe('');

    rerender(
      <FormEnd failure={null} done="Guardado.">
        Guardar
      </FormEnd>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Guardado.');
  });

  it('FormEnd: the failure is the button’s description, also with two forms on the page', () => {
    render(
      <>
        <FormEnd failure="No se pudo guardar." done={null}>
          Guardar
        </FormEnd>
        <FormEnd failure="No se pudo publicar." done={null}>
          Publicar
        </FormEnd>
      </>,
    );
    expect(
      screen.getByRole('button', { name: 'Guardar', description: 'No se pudo guardar.' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Publicar', description: 'No se pudo publicar.' }),
    ).toBeTruthy();
  });
});
