import {
  API_PATHS,
  DOCUMENT_PATHS,
  MESSAGES,
  SUPPLY_LEVELS,
  SUPPLY_MESSAGES,
  type SchoolDocument,
  type SupplyYear,
} from '@lbj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { currentSuppliesPdf } from '../hooks/use-published-supplies.ts';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import {
  copySupplyYear,
  getDocuments,
  getPublishedSupplies,
  getSupplyYear,
  getSupplyYears,
  publishSupplyYear,
  saveSupplyLevel,
} from './supplies-api.ts';

// The public page's two requests (the panel's are in supplies-panel-section.test.tsx), and the
// choice of the list's PDF among the library's documents.

const LIST: SupplyYear = {
  anio: 2026,
  vigente: true,
  niveles: SUPPLY_LEVELS.map(({ id, nombre }) => ({
    nivel: id,
    nombre,
    lineas: id === 'kinder' ? [{ tipo: 'util', texto: 'Tijera', detalle: '1' }] : [],
    version: 1,
    actualizado: null,
  })),
};

const doc = (
  id: number,
  categoria: SchoolDocument['categoria'],
  vigente_desde: string,
): SchoolDocument => ({
  id,
  titulo: `Documento ${String(id)}`,
  categoria,
  vigente_desde,
  url: `/documentos/${String(id)}.pdf`,
  tamano: 1024,
  versiones: [],
});

function answer(response: () => Response) {
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

/** One request as sent: its path, method, Authorization header, JSON body and signal. */
function sent(fetchMock: ReturnType<typeof answer>, index = 0) {
  const [path, init] = fetchMock.mock.calls[index] ?? [];
  return {
    path,
    method: init?.method,
    auth: new Headers(init?.headers).get('Authorization'),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    signal: init?.signal,
  };
}

describe('GET /api/supplies', () => {
  it('gives the published year, asked without a token', async () => {
    const fetchMock = answer(() => Response.json(LIST));
    await expect(getPublishedSupplies()).resolves.toEqual(LIST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(API_PATHS.supplies);
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('passes the signal along', async () => {
    const fetchMock = answer(() => Response.json(LIST));
    const controller = new AbortController();
    await getPublishedSupplies(controller.signal);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('is null when none is published yet (404)', async () => {
    answer(() => Response.json({ error: SUPPLY_MESSAGES.noList }, { status: 404 }));
    await expect(getPublishedSupplies()).resolves.toBeNull();
  });

  it('throws any other failure', async () => {
    answer(() => Response.json({ error: MESSAGES.notFound }, { status: 500 }));
    const failure = await getPublishedSupplies().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(500);
  });
});

describe('GET /api/documents (for the list’s PDF)', () => {
  it('gives the library, or none when the server has none (404)', async () => {
    const library = [doc(1, 'utiles', '2026-03-01')];
    const fetchMock = answer(() => Response.json(library));
    await expect(getDocuments()).resolves.toEqual(library);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(DOCUMENT_PATHS.list);

    answer(() => new Response(null, { status: 404 }));
    await expect(getDocuments()).resolves.toEqual([]);

    answer(() => new Response(null, { status: 503 }));
    const failure = await getDocuments().catch((error: unknown) => error);
    expect((failure as ApiRequestError).status).toBe(503);
  });

  it('is asked without a token, with the signal it is given', async () => {
    logInForTests();
    const fetchMock = answer(() => Response.json([]));
    const controller = new AbortController();
    await getDocuments(controller.signal);
    expect(sent(fetchMock)).toMatchObject({ method: 'GET', auth: null });
    expect(sent(fetchMock).signal).toBe(controller.signal);
    await getDocuments();
    expect(sent(fetchMock, 1).signal).toBeUndefined();
  });
});

describe('the list’s PDF', () => {
  it('is the supplies document valid from the latest date, the first listed on a tie', () => {
    const older = doc(1, 'utiles', '2025-03-01');
    const newest = doc(2, 'utiles', '2026-02-01');
    const sameDay = doc(3, 'utiles', '2026-02-01');
    const otherKind = doc(4, 'reglamento', '2027-01-01');
    expect(currentSuppliesPdf([older, newest, sameDay, otherKind])).toBe(newest);
    expect(currentSuppliesPdf([sameDay, older, newest])).toBe(sameDay);
  });

  it('is none without a supplies document', () => {
    expect(currentSuppliesPdf([doc(4, 'reglamento', '2027-01-01')])).toBeNull();
    expect(currentSuppliesPdf([])).toBeNull();
    expect(currentSuppliesPdf(null)).toBeNull();
    expect(currentSuppliesPdf(undefined)).toBeNull();
  });
});

describe('the panel’s requests (an administrator’s)', () => {
  const YEARS = {
    vigente: 2026,
    anios: [{ anio: 2026, niveles_con_lineas: 1, actualizado: null }],
  };
  const LEVEL = LIST.niveles[1];

  it('reads the years and a year with the token, and the signal that may cancel them', async () => {
    const token = logInForTests();
    const controller = new AbortController();
    let fetchMock = answer(() => Response.json(YEARS));
    await expect(getSupplyYears(controller.signal)).resolves.toEqual(YEARS);
    expect(sent(fetchMock)).toEqual({
      path: API_PATHS.supplyYears,
      method: 'GET',
      auth: `Bearer ${token}`,
      body: undefined,
      signal: controller.signal,
    });

    fetchMock = answer(() => Response.json({ ...LIST, vigente: false }));
    await expect(getSupplyYear(2027, controller.signal)).resolves.toEqual({
      ...LIST,
      vigente: false,
    });
    expect(sent(fetchMock)).toEqual({
      path: API_PATHS.supplyYear(2027),
      method: 'GET',
      auth: `Bearer ${token}`,
      body: undefined,
      signal: controller.signal,
    });
  });

  it('saves a level’s whole list over its version', async () => {
    const token = logInForTests();
    const fetchMock = answer(() => Response.json(LEVEL));
    const body = { lineas: [{ tipo: 'util' as const, texto: 'Tijera' }], version: 4 };
    await expect(saveSupplyLevel(2026, 'kinder', body)).resolves.toEqual(LEVEL);
    expect(sent(fetchMock)).toMatchObject({
      path: API_PATHS.supplyLevel(2026, 'kinder'),
      method: 'PUT',
      auth: `Bearer ${token}`,
      body,
    });
  });

  it('copies a year, confirming a replacement only when told to', async () => {
    const token = logInForTests();
    const fetchMock = answer(() => Response.json(LIST));
    await expect(copySupplyYear(2027, 2026, false)).resolves.toEqual(LIST);
    await copySupplyYear(2027, 2026, true);
    expect([sent(fetchMock), sent(fetchMock, 1)]).toMatchObject([
      {
        path: API_PATHS.supplyCopy(2027, 2026),
        method: 'POST',
        auth: `Bearer ${token}`,
        body: { confirmar: false },
      },
      { body: { confirmar: true } },
    ]);
  });

  it('publishes a year and gives the year families now see', async () => {
    const token = logInForTests();
    const fetchMock = answer(() => Response.json({ vigente: 2027 }));
    await expect(publishSupplyYear(2027)).resolves.toBe(2027);
    expect(sent(fetchMock)).toMatchObject({
      path: API_PATHS.supplyPublished,
      method: 'PUT',
      auth: `Bearer ${token}`,
      body: { anio: 2027 },
    });
  });
});
