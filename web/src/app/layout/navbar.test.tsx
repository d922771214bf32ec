// The phone menu is HTML alone: the button opens it as a modal dialog (invoker commands), or as a
// popover where the browser has no invoker commands; the overlay and close button close it. What
// the browser then does (focus kept inside, Escape, focus back on the button) is
// e2e/tests/html-first-layout.spec.ts's. In the staff's app, a menu item also closes the menu.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../test/dialog-polyfill.ts';
import { Navbar } from './navbar.tsx';

beforeAll(() => {
  installDialogPolyfill();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const tree = (path = '/aboutus') => (
  <MemoryRouter initialEntries={[path]}>
    <Navbar />
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

function mount(path?: string) {
  render(tree(path));
  const button = screen.getByRole('button', { name: 'Abrir menú' });
  const dialog = document.getElementById('menu-movil') as HTMLDialogElement;
  return { button, dialog };
}

describe('the phone menu in the HTML alone', () => {
  const html = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    return container;
  };

  it('the button opens the menu as a modal dialog (else as a popover), and says what it controls', () => {
    const page = html();
    const button = page.querySelector('button[aria-controls="menu-movil"]');
    expect(button?.getAttribute('commandfor')).toBe('menu-movil');
    expect(button?.getAttribute('command')).toBe('show-modal');
    expect(button?.getAttribute('popovertarget')).toBe('menu-movil');
    expect(button?.hasAttribute('popovertargetaction')).toBe(false);
    expect(button?.hasAttribute('aria-expanded')).toBe(false);
    expect(button?.getAttribute('aria-label')).toBe('Abrir menú');
    const dialog = page.querySelector('#menu-movil');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog?.getAttribute('popover')).toBe('auto');
    expect(dialog?.hasAttribute('open')).toBe(false);
  });

  it('the close button and the overlay hide it; the overlay is out of reach of the keyboard and screen readers, after the popup', () => {
    const dialog = html().querySelector('#menu-movil');
    const close = dialog?.querySelector('button[aria-label="Cerrar menú"]');
    const overlay = dialog?.querySelector('[data-testid="menu-overlay"]');
    for (const hider of [close, overlay]) {
      expect(hider?.getAttribute('commandfor')).toBe('menu-movil');
      expect(hider?.getAttribute('command')).toBe('close');
      expect(hider?.getAttribute('popovertarget')).toBe('menu-movil');
      expect(hider?.getAttribute('popovertargetaction')).toBe('hide');
    }
    expect(overlay?.tagName).toBe('BUTTON');
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(overlay?.getAttribute('tabindex')).toBe('-1');
    // The dialog's first focusable element is the close button.
    expect(dialog?.lastElementChild).toBe(overlay);
    expect(dialog?.querySelector('button')).toBe(close);
  });

  it('every menu item is a link to its page', () => {
    const nav = html().querySelector('nav[aria-label="Menú móvil"]');
    const links = [...(nav?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Inicio', '/'],
      ['Galeria', '/galeria'],
      ['Noticias', '/news'],
      ['Calendario', '/calendario'],
      ['Sobre Nosotros', '/aboutus'],
      ['Documentos', '/reglamentos'],
      ['Nuestra Historia', '/historia'],
      ['Equipo Directivo', '/equipo-directivo'],
      ['Admisión', '/admision'],
      ['¡Contactanos!', '/contacto'],
    ]);
  });
});

describe('the phone menu in the staff’s app', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  });

  it('a menu item goes to its page inside the app and closes the menu', () => {
    const { dialog } = mount();
    dialog.showModal();
    const nav = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(
      within(nav).getByRole('link', { name: 'Sobre Nosotros' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Equipo Directivo' }));
    expect(screen.getByTestId('where').textContent).toBe('/equipo-directivo');
    expect(dialog.open).toBe(false);
  });

  it('the calendar, rendered by the server per request, is loaded as a whole page', () => {
    mount();
    for (const name of ['Principal', 'Menú móvil']) {
      const nav = screen.getByRole('navigation', { name, hidden: true });
      const calendar = within(nav).getByRole('link', { name: 'Calendario', hidden: true });
      // The app lets the browser follow it (the click is not prevented)…
      expect(fireEvent.click(calendar)).toBe(true);
      // …while it takes a page it renders itself (the click is prevented, the app moves on).
      expect(
        fireEvent.click(within(nav).getByRole('link', { name: 'Noticias', hidden: true })),
      ).toBe(false);
    }
    expect(screen.getByTestId('where').textContent).toBe('/news');
  });

  it('a menu item also hides a menu opened as a popover before the code ran', () => {
    const hidePopover = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
      value: hidePopover,
      configurable: true,
    });
    mount();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Menú móvil', hidden: true })).getByRole(
        'link',
        { name: 'Nuestra Historia', hidden: true },
      ),
    );
    expect(screen.getByTestId('where').textContent).toBe('/historia');
    expect(hidePopover).toHaveBeenCalledOnce();
    expect(hidePopover.mock.contexts[0]).toBe(document.getElementById('menu-movil'));
  });
});
