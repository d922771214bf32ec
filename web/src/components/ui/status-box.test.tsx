import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBox, statusRole, type StatusTone } from './status-box.tsx';

describe('StatusBox', () => {
  it.each<[StatusTone, 'status' | 'alert']>([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ])('a %s message is announced as %s', (tone, role) => {
    expect(statusRole(tone)).toBe(role);
    render(<StatusBox tone={tone}>Mensaje de prueba</StatusBox>);
    expect(screen.getByRole(role).textContent).toBe('Mensaje de prueba');
  });

  it('has no live role when the page provides its own region', () => {
    render(
      <StatusBox tone="error" announce={false}>
        Sin rol
      </StatusBox>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Sin rol').getAttribute('role')).toBeNull();
  });

  it('keeps the actions outside the live region and hides the icon', () => {
    render(
      <StatusBox
        tone="error"
        icon={<svg data-testid="icono" />}
        actions={<button type="button">Reintentar</button>}
      >
        No se pudo cargar.
      </StatusBox>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No se pudo cargar.');
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(alert.contains(button)).toBe(false);
    expect(screen.getByTestId('icono').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the tone and colours the box with its tokens', () => {
    render(<StatusBox tone="success">Listo</StatusBox>);
    const box = screen.getByRole('status');
    expect(box.className).toContain('success');
    expect(box.style.getPropertyValue('--tone')).toBe('var(--color-success)');
    expect(box.style.getPropertyValue('--tone-bg')).toBe('var(--color-success-bg)');
  });
});
