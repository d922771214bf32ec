import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../test/dialog-polyfill.ts';
import { Dialog } from './dialog.tsx';

beforeAll(() => {
  installDialogPolyfill();
});

function Harness({ focusTitle = false }: { focusTitle?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fuera</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Detalle de prueba"
        {...(focusTitle ? { initialFocus: 'title' as const } : {})}
      >
        <label>
          Nombre
          <input />
        </label>
        <button type="button">Guardar</button>
      </Dialog>
    </>
  );
}

async function openHarness(focusTitle = false) {
  const user = userEvent.setup();
  render(<Harness focusTitle={focusTitle} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return user;
}

describe('Dialog', () => {
  it('opens as a dialog named by its title, with focus on the first field', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Detalle de prueba' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
  });

  it('can put focus on its title instead, so no action is pre-selected', async () => {
    await openHarness(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Detalle de prueba' }));
  });

  it('holds focus inside: Tab from the last element goes to the first, Shift+Tab back', async () => {
    const user = await openHarness();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const save = screen.getByRole('button', { name: 'Guardar' });
    save.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = await openHarness();
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveProperty('open', false);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
    });
  });

  it('closes with the "Cerrar" button', async () => {
    const user = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
    });
  });

  it('closes on a click outside the panel but not on a click inside it', async () => {
    const user = await openHarness();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(dialog).toHaveProperty('open', true);
    await user.click(dialog);
    expect(dialog).toHaveProperty('open', false);
  });

  it('keeps its content while closed, so typed text survives a close', async () => {
    const user = await openHarness();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Hola');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Hola');
  });
});
