import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from './auth-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('POSTs JSON with credentials included and returns the token', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ token: 'a.b.c' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(login({ username: 'direccion', password: 'clave-muy-larga' })).resolves.toBe(
      'a.b.c',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ username: 'direccion', password: 'clave-muy-larga' }),
      }),
    );
  });
});
