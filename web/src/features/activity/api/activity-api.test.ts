import { API_PATHS, type AuditEntry } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session-token.ts';
import { auditLogPath, getActivity, getPeople } from './activity-api.ts';

// The section's two calls: the log, filtered by the server, and the people for the filter.

const ENTRY: AuditEntry = {
  fecha: '2026-03-02T11:05:00.000Z',
  usuario: 'directora',
  accion: 'sesion.iniciar',
  detalle: 'Inició sesión',
  ip: '203.0.113.7',
};

function answer(body: unknown) {
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(Response.json(body)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  return { path, init, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEY, 'token-de-prueba');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('auditLogPath', () => {
  it('sends only the filters that are set, and always the count', () => {
    expect(auditLogPath({ limit: 100 })).toBe(`${API_PATHS.auditLog}?limit=100`);
    expect(auditLogPath({ usuario: '', accion: '', limit: 50 })).toBe(
      `${API_PATHS.auditLog}?limit=50`,
    );
    expect(auditLogPath({ usuario: 'José Pérez', accion: 'noticia.publicar', limit: 200 })).toBe(
      `${API_PATHS.auditLog}?usuario=Jos%C3%A9+P%C3%A9rez&accion=noticia.publicar&limit=200`,
    );
  });
});

describe('getActivity', () => {
  it('asks with the token and gives the entries', async () => {
    const fetchMock = answer([ENTRY]);
    const controller = new AbortController();
    await expect(
      getActivity({ accion: 'sesion.iniciar', limit: 100 }, controller.signal),
    ).resolves.toEqual([ENTRY]);
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe(`${API_PATHS.auditLog}?accion=sesion.iniciar&limit=100`);
    expect(headers.get('authorization')).toBe('Bearer token-de-prueba');
    expect(init?.signal).toBe(controller.signal);
  });

  it('refuses an answer that is not a list of entries', async () => {
    answer([{ ...ENTRY, usuario: 3 }]);
    await expect(getActivity({ limit: 100 })).rejects.toThrow();
  });
});

describe('getPeople', () => {
  it('gives the administrators’ names, asked with the token', async () => {
    const fetchMock = answer([
      { username: 'directora', creado: '2026-01-01T00:00:00.000Z', ultimo_acceso: null },
      { username: 'secretaria', creado: '2026-01-02T00:00:00.000Z', ultimo_acceso: null },
    ]);
    const controller = new AbortController();
    await expect(getPeople(controller.signal)).resolves.toEqual(['directora', 'secretaria']);
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe(API_PATHS.admins);
    expect(headers.get('authorization')).toBe('Bearer token-de-prueba');
    expect(init?.signal).toBe(controller.signal);
  });

  it('needs only the names: an answer without the dates, or with more fields, is read', async () => {
    answer([{ username: 'directora' }, { username: 'secretaria', rol: 'nuevo', creado: 3 }]);
    await expect(getPeople()).resolves.toEqual(['directora', 'secretaria']);
  });

  it('refuses an answer without names', async () => {
    answer([{ nombre: 'directora' }]);
    await expect(getPeople()).rejects.toThrow();
  });
});
