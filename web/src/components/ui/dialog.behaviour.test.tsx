// Dialog details the journeys in dialog.test.tsx do not reach: the browser's cancel request,
// what Escape and Tab leave to the page, focus targets, closing by prop or unmount, the
// backdrop-click rule and the size classes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../test/dialog-polyfill.ts';
import { Dialog } from './dialog.tsx';

beforeAll(() => {
  installDialogPolyfill();
});

function Harness({
  initialOpen = false,
  onClose,
  children,
}: {
  initialOpen?: boolean;
  onClose?: () => void;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Cerrar desde fuera
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Detalle"
      >
        {children ?? (
          <>
            <input aria-label="Nombre" />
            <input aria-label="Correo" />
          </>
        )}
      </Dialog>
    </>
  );
}

function openFromButton(harness: React.ReactElement = <Harness />) {
  const utils = render(harness);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return { ...utils, opener, dialog: screen.getByRole<HTMLDialogElement>('dialog') };
}

describe('Dialog details', () => {
  it('the browser’s cancel request (Escape, Android back) asks the parent to close', () => {
    const onClose = vi.fn();
    const { dialog } = openFromButton(<Harness onClose={onClose} />);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('Escape is handled by the dialog alone: the page does not see it', () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    const { dialog } = openFromButton();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(pageKeys).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);
    document.removeEventListener('keydown', pageKeys);
  });

  it('Tab and Shift+Tab between inner elements are left to the browser', () => {
    const { dialog } = openFromButton();
    const correo = screen.getByRole('textbox', { name: 'Correo' });
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    nombre.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    nombre.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    correo.focus();
    const back = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    correo.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(false);
    expect(dialog.open).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    correo.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(dialog.open).toBe(true);
  });

  it('first focus skips what is hidden or inert', () => {
    openFromButton(
      <Harness>
        <div hidden>
          <input aria-label="Oculto" />
        </div>
        <div inert>
          <input aria-label="Inerte" />
        </div>
        <input aria-label="Visible" />
      </Harness>,
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Visible');
  });

  it('with nothing to focus in its content, focus goes to the close button', () => {
    openFromButton(
      <Harness>
        <p>Solo texto</p>
      </Harness>,
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cerrar');
  });

  it('closing through the open prop returns focus to the opener', async () => {
    const { dialog, opener } = openFromButton();
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar desde fuera', hidden: true }));
    expect(dialog.open).toBe(false);
    await waitFor(() => {
      expect(document.activeElement).toBe(opener);
    });
  });

  it('stays open when the page gives it another initial focus while open', () => {
    const first = { current: null };
    const { rerender } = render(
      <Dialog open onClose={() => undefined} title="Detalle" initialFocus={first}>
        <input aria-label="Nombre" />
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    const close = vi.spyOn(dialog, 'close');
    rerender(
      <Dialog open onClose={() => undefined} title="Detalle" initialFocus="title">
        <input aria-label="Nombre" />
      </Dialog>,
    );
    expect(close).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('unmounting an open dialog closes it and returns focus to the opener', () => {
    function Page({ show }: { show: boolean }) {
      return (
        <>
          <button type="button">Abrir</button>
          {show ? (
            <Dialog open onClose={() => undefined} title="Detalle">
              <input aria-label="Nombre" />
            </Dialog>
          ) : null}
        </>
      );
    }
    const { rerender } = render(<Page show={false} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    rerender(<Page show />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    const close = vi.spyOn(dialog, 'close');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nombre');
    rerender(<Page show={false} />);
    expect(close).toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('a closed dialog that unmounts leaves focus where it is', () => {
    function Page({ show }: { show: boolean }) {
      return (
        <>
          <button type="button">Otro</button>
          {show ? (
            <Dialog open={false} onClose={() => undefined} title="Detalle">
              <input aria-label="Nombre" />
            </Dialog>
          ) : null}
        </>
      );
    }
    const { rerender } = render(<Page show />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
    const close = vi.spyOn(dialog, 'close');
    rerender(<Page show={false} />);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes on the backdrop only when the press also started there', () => {
    const onClose = vi.fn();
    const { dialog } = openFromButton(<Harness onClose={onClose} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    // A selection that starts inside and ends on the backdrop.
    fireEvent.pointerDown(input);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop without a press there (e.g. dispatched by a script).
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    // Pressed and released on the backdrop.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press on the backdrop is forgotten after the click it belongs to', () => {
    const onClose = vi.fn();
    const { dialog } = openFromButton(<Harness onClose={onClose} />);
    fireEvent.pointerDown(dialog);
    fireEvent.click(screen.getByRole('textbox', { name: 'Nombre' }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a click on the backdrop right after opening, with no press before it, does not close', () => {
    const onClose = vi.fn();
    const { dialog } = openFromButton(<Harness onClose={onClose} />);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('calls the latest onClose the parent gave it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={first} title="Detalle">
        <p>Texto</p>
      </Dialog>,
    );
    rerender(
      <Dialog open onClose={second} title="Detalle">
        <p>Texto</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('once unmounted, it no longer listens to its element', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Dialog open onClose={onClose} title="Detalle">
        <p>Texto</p>
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    unmount();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    dialog.dispatchEvent(new Event('pointerdown'));
    dialog.dispatchEvent(new MouseEvent('click'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is medium by default and large on request, keeping a given class', () => {
    const { rerender } = render(
      <Dialog open={false} onClose={() => undefined} title="Detalle">
        <p>Texto</p>
      </Dialog>,
    );
    const dialog = () => screen.getByRole('dialog', { hidden: true });
    expect(dialog().className.split(/\s+/).filter(Boolean)).toEqual(['dialog']);
    rerender(
      <Dialog open={false} onClose={() => undefined} title="Detalle" size="large" className="x">
        <p>Texto</p>
      </Dialog>,
    );
    expect(dialog().className.split(/\s+/).filter(Boolean)).toEqual(['dialog', 'large', 'x']);
  });
});
