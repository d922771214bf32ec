import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_COOKIE, NOTICE_DISMISS_PATH } from '@lbj/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { safeReturnPath } from './notice.routes.ts';

// POST /aviso/cerrar, the banner's close form without JavaScript: a cookie for the notice's key,
// then 303 back to the page, and never to another site.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const close = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: NOTICE_DISMISS_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /aviso/cerrar', () => {
  it('sets the cookie for the whole site for a year and goes back to the page (303)', async () => {
    const response = await close({ clave: 'Ab3_x-9ZqLmN', volver: '/news?categoria=Eventos' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/news?categoria=Eventos');
    expect(response.headers['set-cookie']).toBe(
      `${NOTICE_COOKIE.name}=Ab3_x-9ZqLmN; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure behind https', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: NOTICE_DISMISS_PATH,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-proto': 'https',
        },
        payload: 'clave=abc&volver=%2F',
      });
      expect(response.headers['set-cookie']).toMatch(/; Secure$/);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['an empty key', ''],
    ['a key with a cookie separator', 'abc; Path=/admin'],
    ['a key with a space', 'abc def'],
    ['a key of 33 characters', 'a'.repeat(33)],
  ])('sets no cookie for %s, and still goes back', async (_name, clave) => {
    const response = await close({ clave, volver: '/contacto' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contacto');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("sets no cookie for another site's form", async () => {
    const response = await close({ clave: 'abc', volver: '/' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(303);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example/x'],
    ['a backslash later on', '/a\\..\\..\\evil'],
    ['a tab in the address', '/\t/evil.example'],
    ['a line break (header injection)', '/news\r\nSet-Cookie: x=1'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'news'],
    ['nothing', ''],
    ['an overlong address', `/${'a'.repeat(2000)}`],
    ['dot segments that collapse into //', '/..//evil.example/x'],
    ['a dot segment before //', '/.//evil.example'],
    ['encoded dot segments', '/%2e%2e//evil.example'],
    ['a folder and .. before //', '/a/..//evil.example'],
  ])('goes back to / instead of %s', async (_name, volver) => {
    const response = await close({ clave: 'abc', volver });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('goes back to an address of the longest length as it came', async () => {
    const volver = `/news?q=${'a'.repeat(1992)}`;
    expect(volver).toHaveLength(2000);
    const response = await close({ clave: 'abc', volver });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(volver);
  });

  it('goes back to / when the form has no fields, or is not a form', async () => {
    const empty = await t.app.inject({ method: 'POST', url: NOTICE_DISMISS_PATH });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/');
    const json = await t.app.inject({
      method: 'POST',
      url: NOTICE_DISMISS_PATH,
      payload: { clave: 'abc', volver: '//evil.example' },
    });
    expect(json.statusCode).toBe(303);
    expect(json.headers.location).toBe('/');
    expect(json.headers['set-cookie']).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment, normalised', () => {
    expect(safeReturnPath('/galeria/2025?foto=3#arriba')).toBe('/galeria/2025?foto=3#arriba');
    expect(safeReturnPath('/news/../reglamentos')).toBe('/reglamentos');
    expect(safeReturnPath('/año escolar')).toBe('/a%C3%B1o%20escolar');
  });

  it('answers / for anything that could leave the site', () => {
    for (const value of [null, undefined, '', 'https://evil.example', '//evil', '/\\evil']) {
      expect(safeReturnPath(value)).toBe('/');
    }
    // Percent-encoded characters stay encoded: harmless in a Location header.
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it('keeps an address of exactly the longest length, and refuses one character more', () => {
    const longest = `/${'a'.repeat(1999)}`;
    expect(safeReturnPath(longest)).toBe(longest);
    expect(safeReturnPath(`${longest}a`)).toBe('/');
  });

  it('refuses two slashes (or a slash and a backslash) only at the start', () => {
    expect(safeReturnPath('/galeria//2025')).toBe('/galeria//2025');
    expect(safeReturnPath('/news?volver=//evil.example')).toBe('/news?volver=//evil.example');
    expect(safeReturnPath('//evil.example')).toBe('/');
  });

  it('refuses an address whose dot segments collapse into two slashes at the start', () => {
    for (const value of ['/..//evil.example/x', '/.//evil', '/%2e%2e//evil', '/a/b/../..//evil']) {
      expect(safeReturnPath(value)).toBe('/');
    }
    // Two slashes further on stay a path of this site.
    expect(safeReturnPath('/a/../b//c')).toBe('/b//c');
  });
});
