import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../../lib/session-store.ts';
import { resetSession } from '../../../lib/testing.test-support.ts';
import { login } from './auth-api.ts';

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('POSTs JSON with credentials included and stores the token', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ token: 'a.b.c' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await login({ username: 'direccion', password: 'clave-muy-larga' });
    expect(readToken()).toBe('a.b.c');
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
