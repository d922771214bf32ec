import type { NewsItem } from '@lbj/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.tsx';
import { getNews } from '../api/news-api.ts';
import { newsKeys, useNews } from './news-queries.ts';

// The list's state as the board reads it: its items, its status, and whether a reload runs
// with the previous list still shown (the list is then `aria-busy`).

vi.mock('../api/news-api.ts', () => ({ getNews: vi.fn() }));

const item = (id: number): NewsItem => ({
  id,
  titulo: `Noticia ${String(id)}`,
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  imagen: `/uploads/${String(id)}-960.webp`,
  fecha: '2025-04-01T12:00:00.000Z',
});

/** The next read stays under way until the returned function gives it its items. */
function pendingRead() {
  let finish: (items: NewsItem[]) => void = () => undefined;
  vi.mocked(getNews).mockImplementationOnce(
    () =>
      new Promise<NewsItem[]>((resolve) => {
        finish = resolve;
      }),
  );
  return (items: NewsItem[]) => {
    finish(items);
  };
}

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
  vi.mocked(getNews).mockReset();
});

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useNews(), { wrapper });
}

describe('useNews', () => {
  it('has no items while the first load runs, and is not refreshing then', async () => {
    const finish = pendingRead();
    const { result } = setup();
    expect(result.current).toEqual({ items: [], status: 'loading', refreshing: false });
    act(() => {
      finish([item(1)]);
    });
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    expect(result.current).toEqual({ items: [item(1)], status: 'ready', refreshing: false });
  });

  it('is refreshing while a reload runs with the list still shown, and only then', async () => {
    vi.mocked(getNews).mockResolvedValueOnce([item(1)]);
    const { result } = setup();
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    expect(result.current.refreshing).toBe(false);

    const finish = pendingRead();
    act(() => {
      void client.invalidateQueries({ queryKey: newsKeys.all });
    });
    await waitFor(() => {
      expect(result.current.refreshing).toBe(true);
    });
    expect(result.current.items).toEqual([item(1)]);
    act(() => {
      finish([item(2), item(1)]);
    });
    await waitFor(() => {
      expect(result.current.refreshing).toBe(false);
    });
    expect(result.current.items.map(({ id }) => id)).toEqual([2, 1]);
  });
});
