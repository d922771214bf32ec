import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

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
});
