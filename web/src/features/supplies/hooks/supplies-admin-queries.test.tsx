import {
  API_PATHS,
  SUPPLY_LEVELS,
  type SupplyLevel,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.tsx';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import { serveRoutes } from '../supplies.test-support.ts';
import {
  useCopySupplyYear,
  usePublishSupplyYear,
  useSaveSupplyLevel,
  useSupplyYear,
  useSupplyYears,
} from './supplies-admin-queries.ts';
import { suppliesKeys } from './supplies-keys.ts';

// The panel's reads and writes against the cache: what a save, a copy or a publication leaves
// in it, what it marks stale, and the reads' cancellation when nobody needs them any more.

const level = (nivel: SupplyLevel['nivel'], texto: string | null, version = 1): SupplyLevel => ({
  nivel,
  nombre: SUPPLY_LEVELS.find(({ id }) => id === nivel)?.nombre ?? nivel,
  lineas: texto === null ? [] : [{ tipo: 'util', texto }],
  version,
  actualizado: null,
});
const yearOf = (anio: number, kinder: string | null): SupplyYear => ({
  anio,
  vigente: anio === 2026,
  niveles: SUPPLY_LEVELS.map(({ id }) => level(id, id === 'kinder' ? kinder : 'Lápiz')),
});
const YEARS: SupplyYears = {
  vigente: 2026,
  anios: [{ anio: 2026, niveles_con_lineas: SUPPLY_LEVELS.length, actualizado: null }],
};

let client: QueryClient;
let token: string;

beforeEach(() => {
  client = createQueryClient();
  token = logInForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  client.clear();
});

function setup<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the panel’s reads', () => {
  it('ask for the years and a year with the token, and cancel them when nobody needs them', async () => {
    const server = serveRoutes({
      [`GET ${API_PATHS.supplyYears}`]: () => Response.json(YEARS),
      [`GET ${API_PATHS.supplyYear(2027)}`]: () => Response.json(yearOf(2027, null)),
    });
    server.hold(`GET ${API_PATHS.supplyYears}`);
    server.hold(`GET ${API_PATHS.supplyYear(2027)}`);
    const { unmount } = setup(() => [useSupplyYears(), useSupplyYear(2027)]);
    await waitFor(() => {
      expect(server.calls).toHaveLength(2);
    });
    expect(server.calls.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['GET', API_PATHS.supplyYears, `Bearer ${token}`],
      ['GET', API_PATHS.supplyYear(2027), `Bearer ${token}`],
    ]);
    expect(server.calls.map((call) => call.signal?.aborted)).toEqual([false, false]);
    unmount();
    expect(server.calls.map((call) => call.signal?.aborted)).toEqual([true, true]);
  });

  it('keep each year apart in the cache', async () => {
    serveRoutes({
      [`GET ${API_PATHS.supplyYear(2026)}`]: () => Response.json(yearOf(2026, 'Tijera')),
      [`GET ${API_PATHS.supplyYear(2027)}`]: () => Response.json(yearOf(2027, 'Goma')),
    });
    const { result } = setup(() => [useSupplyYear(2026), useSupplyYear(2027)]);
    await waitFor(() => {
      expect(result.current.map((query) => query.data?.anio)).toEqual([2026, 2027]);
    });
  });
});

describe('a save', () => {
  it('puts the saved level in its year’s cached copy, leaving the other levels, and refreshes the years', async () => {
    const saved = level('kinder', 'Tijera grande', 2);
    serveRoutes({ [`PUT ${API_PATHS.supplyLevel(2026, 'kinder')}`]: () => Response.json(saved) });
    const before = yearOf(2026, 'Tijera');
    client.setQueryData(suppliesKeys.year(2026), before);
    client.setQueryData(suppliesKeys.year(2027), yearOf(2027, 'Goma'));
    client.setQueryData(suppliesKeys.years, YEARS);
    const { result } = setup(useSaveSupplyLevel);
    await act(() =>
      result.current.mutateAsync({
        year: 2026,
        level: 'kinder',
        body: { lineas: saved.lineas, version: 1 },
      }),
    );
    expect(client.getQueryData(suppliesKeys.year(2026))).toEqual({
      ...before,
      niveles: before.niveles.map((row) => (row.nivel === 'kinder' ? saved : row)),
    });
    expect(client.getQueryData(suppliesKeys.year(2027))).toEqual(yearOf(2027, 'Goma'));
    expect(stale(suppliesKeys.years)).toBe(true);
    expect(stale(suppliesKeys.year(2026))).toBe(false);
  });

  it('leaves a year that was never loaded out of the cache', async () => {
    const saved = level('kinder', 'Tijera', 1);
    serveRoutes({ [`PUT ${API_PATHS.supplyLevel(2028, 'kinder')}`]: () => Response.json(saved) });
    const { result } = setup(useSaveSupplyLevel);
    await act(() =>
      result.current.mutateAsync({
        year: 2028,
        level: 'kinder',
        body: { lineas: saved.lineas, version: 0 },
      }),
    );
    // The observer hears of the success a tick after mutateAsync settles.
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(client.getQueryData(suppliesKeys.year(2028))).toBeUndefined();
  });
});

describe('a copy', () => {
  it('puts the copied year in the cache and refreshes the years', async () => {
    const copied = yearOf(2027, 'Tijera');
    serveRoutes({ [`POST ${API_PATHS.supplyCopy(2027, 2026)}`]: () => Response.json(copied) });
    client.setQueryData(suppliesKeys.year(2027), yearOf(2027, null));
    client.setQueryData(suppliesKeys.year(2026), yearOf(2026, 'Goma'));
    client.setQueryData(suppliesKeys.years, YEARS);
    const { result } = setup(useCopySupplyYear);
    await act(() => result.current.mutateAsync({ year: 2027, from: 2026, confirm: false }));
    expect(client.getQueryData(suppliesKeys.year(2027))).toEqual(copied);
    expect(stale(suppliesKeys.years)).toBe(true);
    expect(stale(suppliesKeys.year(2026))).toBe(false);
  });
});

describe('a publication', () => {
  it('refreshes the years and every year (each says whether families see it)', async () => {
    const server = serveRoutes({
      [`PUT ${API_PATHS.supplyPublished}`]: () => Response.json({ vigente: 2027 }),
    });
    client.setQueryData(suppliesKeys.years, YEARS);
    client.setQueryData(suppliesKeys.year(2026), yearOf(2026, 'Goma'));
    client.setQueryData(suppliesKeys.year(2027), yearOf(2027, 'Tijera'));
    client.setQueryData(['news'], []);
    const { result } = setup(usePublishSupplyYear);
    await act(() => result.current.mutateAsync(2027));
    expect(server.calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', API_PATHS.supplyPublished, { anio: 2027 }],
    ]);
    expect(
      [suppliesKeys.years, suppliesKeys.year(2026), suppliesKeys.year(2027)].map(stale),
    ).toEqual([true, true, true]);
    expect(stale(['news'])).toBe(false);
  });
});
