import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert, FormDone } from './form-alert.tsx';

describe('FormAlert', () => {
  it('announces the form’s failure at once, with the id a button can point to', () => {
    render(<FormAlert id="fallo" message="No se pudo guardar." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No se pudo guardar.');
    expect(alert.id).toBe('fallo');
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FormAlert message={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('FormDone', () => {
  it('keeps its polite live region in the page and fills it with the success', () => {
    const { rerender } = render(<FormDone message={null} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<FormDone message="Cuenta creada." />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Cuenta creada.');
  });
});
