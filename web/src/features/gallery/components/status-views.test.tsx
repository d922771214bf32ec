import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyNotice, ErrorPanel, LoadingNotice } from './status-views.tsx';

describe('status views', () => {
  it('LoadingNotice: its text in a polite status region, the spinner hidden', () => {
    const { container } = render(<LoadingNotice text="Cargando fotos…" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando fotos…');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[role]')).toHaveLength(1);
  });

  it('ErrorPanel: the message in an alert, the actions outside it', () => {
    render(
      <ErrorPanel
        message="Error al cargar las fotos"
        actions={<button type="button">Reintentar</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error al cargar las fotos');
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(alert.contains(button)).toBe(false);
    expect(alert.querySelector('svg')).not.toBeNull();
  });

  it('EmptyNotice: not announced by default, with what it is given under the text', () => {
    const { container } = render(
      <EmptyNotice text="No hay fotos disponibles para este año">
        <a href="/galeria">Ver las fotos de otros años</a>
      </EmptyNotice>,
    );
    expect(screen.getByText('No hay fotos disponibles para este año')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[role]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver las fotos de otros años' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('EmptyNotice live: the text in a status region', () => {
    render(<EmptyNotice text="No hay fotos disponibles para este año" live />);
    expect(screen.getByRole('status').textContent).toBe('No hay fotos disponibles para este año');
  });
});
