import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed.tsx';

describe('LoadFailed', () => {
  it('announces the reason as an alert and retries from a button outside the live region', () => {
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry}>No se pudo cargar la lista.</LoadFailed>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No se pudo cargar la lista.');
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(alert.contains(button)).toBe(false);
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
