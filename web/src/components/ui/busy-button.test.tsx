import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

describe('BusyButton', () => {
  it('acts when idle; while busy it stays focusable, aria-disabled, and a press does nothing', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton busy={false} className="button-primary" onClick={onClick}>
        Eliminar
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('button-primary');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();

    rerender(
      <BusyButton busy className="button-primary" onClick={onClick}>
        Eliminar
      </BusyButton>,
    );
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
