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

describe('what it does with the page', () => {
  it('moves the focus to the main content when there is no skip link', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN').replace(
      '<a href="#contenido">Saltar al contenido</a>',
      '',
    );
    expect(submitClose()).toBe(true);
    expect(document.activeElement?.id).toBe('contenido');
  });

  it('closes quietly on a page with neither skip link nor main content', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN').replace(/<div id="root">.*<\/div>/, '');
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      failures.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      expect(submitClose()).toBe(true);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(failures).toEqual([]);
    expect(document.querySelector('[data-aviso]')).toBeNull();
    expect(document.cookie).toBe('aviso_cerrado=Ab3_x-9ZqLmN');
  });

  it('leaves a form with a valid key alone when it is not the close form', () => {
    document.body.innerHTML = `<section data-aviso><form><input name="clave" value="Ab3_x-9ZqLmN"><button>Enviar</button></form></section>`;
    expect(submitClose()).toBe(false);
    expect(document.cookie).toBe('');
    expect(document.querySelector('[data-aviso]')).not.toBeNull();
  });

  it('lets the form post when it has no key', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN').replace(
      /<input type="hidden" name="clave"[^>]*>/,
      '',
    );
    expect(submitClose()).toBe(false);
    expect(document.cookie).toBe('');
    expect(document.querySelector('[data-aviso]')).not.toBeNull();
  });

  it('ignores a submit whose target is not a form', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN');
    const section = document.querySelector('[data-aviso]');
    section?.setAttribute('data-aviso-cerrar', '');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    section?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.cookie).toBe('');
  });
});

describe('the cookie it writes', () => {
  /** A document with only what the function touches, to read the whole cookie it sets. */
  function fakeDocument(protocol: string) {
    let listener: ((event: Event) => void) | undefined;
    const cookies: string[] = [];
    const marks: [string, string][] = [];
    const focused: string[] = [];
    const fake = {
      addEventListener: (type: string, handler: (event: Event) => void) => {
        if (type === 'submit') listener = handler;
      },
      location: { protocol },
      set cookie(value: string) {
        cookies.push(value);
      },
      documentElement: {
        setAttribute: (name: string, value: string) => {
          marks.push([name, value]);
        },
      },
      querySelector: (selector: string) => ({
        focus: () => {
          focused.push(selector);
        },
      }),
    };
    wireNoticeDismissal(fake as unknown as Document);
    const submit = () => {
      const form = document.querySelector('form');
      let prevented = false;
      listener?.({
        target: form,
        preventDefault: () => {
          prevented = true;
        },
      } as unknown as Event);
      return prevented;
    };
    return { cookies, marks, focused, submit };
  }

  it('lasts a year, for the whole site, and is Secure over https', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN');
    const page = fakeDocument('https:');
    expect(page.marks).toEqual([['data-aviso-js', '']]);
    expect(page.submit()).toBe(true);
    expect(page.cookies).toEqual([
      'aviso_cerrado=Ab3_x-9ZqLmN; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ]);
    expect(page.focused).toEqual(['#root a[href="#contenido"], #contenido']);
    expect(document.querySelector('[data-aviso]')).toBeNull();
  });

  it('is not Secure over http (a local copy of the site)', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN');
    const page = fakeDocument('http:');
    expect(page.submit()).toBe(true);
    expect(page.cookies).toEqual([
      'aviso_cerrado=Ab3_x-9ZqLmN; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('works for a close form outside a banner', () => {
    document.body.innerHTML = banner('Ab3_x-9ZqLmN').replace(' data-aviso>', '>');
    const page = fakeDocument('https:');
    expect(page.submit()).toBe(true);
    expect(page.cookies).toHaveLength(1);
    expect(document.querySelector('form')).not.toBeNull();
  });
});
