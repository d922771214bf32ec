import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsShare } from './news-share.tsx';

const PROPS = {
  title: 'Feria científica 2026: ¡Éxito total!',
  text: 'Los cursos presentaron sus proyectos.',
  path: '/news/42-feria-cientifica-2026-exito-total',
};
const URL_ = `${window.location.origin}${PROPS.path}`;

function renderShare() {
  const user = userEvent.setup({ delay: null });
  render(<NewsShare {...PROPS} />);
  const button = screen.getByRole('button', {
    name: 'Compartir la noticia «Feria científica 2026: ¡Éxito total!»',
  });
  return { user, button };
}

afterEach(() => {
  // navigator.share is an own property only when a test gave it one.
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('NewsShare', () => {
  it("opens the system's share sheet with the title, a summary and the absolute address", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user, button } = renderShare();
    await user.click(button);
    expect(share).toHaveBeenCalledWith({ title: PROPS.title, text: PROPS.text, url: URL_ });
    // No links where the system shares.
    expect(screen.queryByRole('link')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelado', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user, button } = renderShare();
    await user.click(button);
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without the Web Share API, opens WhatsApp, Facebook and "Copiar enlace"', async () => {
    expect('share' in navigator).toBe(false);
    const { user, button } = renderShare();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const whatsapp = await screen.findByRole('link', { name: /^WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${PROPS.title} ${URL_}`)}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    );
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeDefined();
    // A second click closes them.
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /^WhatsApp/ })).toBeNull();
  });

  it('"Copiar enlace" copies the address and says "Enlace copiado" in a live region', async () => {
    const { user, button } = renderShare();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() => {
      expect(status.textContent).toBe('Enlace copiado');
    });
  });

  it('when the clipboard refuses, shows the address to copy by hand', async () => {
    const { user, button } = renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(
      await screen.findByText('No se pudo copiar. Selecciona el enlace y cópialo:'),
    ).toBeDefined();
    const address = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Enlace de la noticia',
    });
    expect(address).toHaveProperty('value', URL_);
    // Selected, ready to copy by hand.
    await waitFor(() => {
      expect([address.selectionStart, address.selectionEnd]).toEqual([0, URL_.length]);
    });
  });

  it('shows no address box before a copy fails', async () => {
    const { user, button } = renderShare();
    await user.click(button);
    await screen.findByRole('button', { name: 'Copiar enlace' });
    expect(screen.queryByRole('textbox', { name: 'Enlace de la noticia' })).toBeNull();
  });
});
