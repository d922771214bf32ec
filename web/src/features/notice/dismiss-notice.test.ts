import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wireNoticeDismissal } from './dismiss-notice.ts';

// The banner as the server writes it (notice.banner.ts), before the app's root.
const banner = (key: string) => `
  <section class="aviso-banner aviso-banner--informacion" aria-label="Aviso del colegio" data-aviso>
    <div class="aviso-banner__inner">
      <p class="aviso-banner__text"><strong>Información:</strong> Reunión de apoderados</p>
      <form class="aviso-banner__close" method="post" action="/aviso/cerrar" data-aviso-cerrar>
        <input type="hidden" name="clave" value="${key}">
        <input type="hidden" name="volver" value="/news">
        <button type="submit" aria-label="Cerrar aviso">×</button>
      </form>
    </div>
  </section>
  <div id="root"><a href="#contenido">Saltar al contenido</a><main id="contenido" tabindex="-1"></main></div>`;

const clearCookie = () => {
  document.cookie = 'aviso_cerrado=; Path=/; Max-Age=0';
};

// One listener for the whole file: the entry script wires it once per page.
wireNoticeDismissal();

beforeEach(clearCookie);
afterEach(() => {
  document.body.innerHTML = '';
  clearCookie();
});

function submitClose(): boolean {
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('closing the banner with JavaScript', () => {
  it('marks the page once it listens', () => {
    expect(document.documentElement.hasAttribute('data-aviso-js')).toBe(true);
  });

  it('sets the cookie the server reads, removes the banner and moves the focus on', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN');
    document.querySelector('button')?.focus();
    expect(submitClose()).toBe(true);
    expect(document.cookie).toBe('aviso_cerrado=Ab3_x-9ZqLmN');
    expect(document.querySelector('[data-aviso]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Saltar al contenido');
  });

  it('lets the form post when its key is not one the server makes', () => {
    document.body.innerHTML = banner('a;b');
    expect(submitClose()).toBe(false);
    expect(document.cookie).toBe('');
    expect(document.querySelector('[data-aviso]')).not.toBeNull();
  });

  it('leaves every other form alone', () => {
    document.body.innerHTML =
      '<form><input name="clave" value="abc"><button>Enviar</button></form>';
    expect(submitClose()).toBe(false);
    expect(document.cookie).toBe('');
  });
});
