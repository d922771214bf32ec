import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PanelForm } from './panel-form.tsx';

describe('PanelForm', () => {
  it('is a form named by its h3, with its lead, leaving the checks to the code', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <PanelForm title="Nuevo aviso" lead="Se verá en todas las páginas." onSubmit={onSubmit}>
        <button type="submit">Publicar</button>
      </PanelForm>,
    );
    const form = screen.getByRole('form', { name: 'Nuevo aviso' });
    expect(screen.getByRole('heading', { level: 3, name: 'Nuevo aviso' })).toBeTruthy();
    expect(screen.getByText('Se verá en todas las páginas.').tagName).toBe('P');
    expect(form.hasAttribute('novalidate')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('names a form inside a list entry by an h5 with its own class, and no lead', () => {
    render(
      <PanelForm title="Cambiar título" level={5} titleClassName="pequeno" onSubmit={vi.fn()}>
        <input aria-label="Título" />
      </PanelForm>,
    );
    const heading = screen.getByRole('heading', { level: 5, name: 'Cambiar título' });
    expect(heading.className).toBe('pequeno');
    expect(screen.getByRole('form', { name: 'Cambiar título' }).querySelector('p')).toBeNull();
  });
});
