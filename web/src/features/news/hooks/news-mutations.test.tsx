// @time-zones
import type { NewsItem } from '@lbj/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.tsx';
import { deleteNews, updateNews } from '../api/news-admin-api.ts';
import { newsChangedSinceLoad } from './news-changes.ts';
import { loadNewPage } from './news-changes.test-support.ts';
import { useDeleteNews, useDeletingNews, useUpdateNews } from './news-mutations.ts';
import { newsKeys } from './news-queries.ts';

// What a deletion or an edit leaves in the cached lists (the public one and the
// administrator's), and in the other sections' cache.

vi.mock('../api/news-admin-api.ts', () => ({
  createNews: vi.fn(),
  deleteNews: vi.fn(),
  updateNews: vi.fn(),
}));
vi.mock('./news-changes.ts', () => import('./news-changes.test-support.ts'));

const item = (id: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  titulo: `Noticia ${String(id)}`,
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  imagen: `/uploads/${String(id)}-960.webp`,
  fecha: '2025-04-01T12:00:00.000Z',
  ...extra,
});
const NOTICE_KEY = ['aviso'];
const NOTICE = { texto: 'Suspensión de clases' };

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
  loadNewPage();
  vi.mocked(deleteNews).mockReset();
  vi.mocked(updateNews).mockReset();
});

function setup<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

/** A read that stays under way until `end` is called. */
function startRead<T>(key: readonly unknown[], value: T) {
  let end = () => undefined as void;
  void client.prefetchQuery({
    queryKey: key,
    queryFn: () =>
      new Promise<T>((resolve) => {
        end = () => {
          resolve(value);
        };
      }),
  });
  return () => {
    end();
  };
}

describe('useDeleteNews', () => {
  it('drops only that item from both lists, and leaves the other sections alone', async () => {
    vi.mocked(deleteNews).mockResolvedValue();
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    client.setQueryData(newsKeys.admin, [item(1), item(2), item(3, { estado: 'borrador' })]);
    client.setQueryData(NOTICE_KEY, NOTICE);
    const { result } = setup(() => useDeleteNews(1));
    await act(() => result.current.mutateAsync());
    expect(deleteNews).toHaveBeenCalledWith(1);
    expect(client.getQueryData<NewsItem[]>(newsKeys.list)?.map(({ id }) => id)).toEqual([2]);
    expect(client.getQueryData<NewsItem[]>(newsKeys.admin)?.map(({ id }) => id)).toEqual([2, 3]);
    expect(client.getQueryData(NOTICE_KEY)).toEqual(NOTICE);
    // A return to the item's page asks the API instead of showing the copy it was loaded with.
    expect(newsChangedSinceLoad()).toBe(true);
  });

  it("drops a list read under way and reads again, without touching another section's read", async () => {
    vi.mocked(deleteNews).mockResolvedValue();
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    startRead(newsKeys.list, [item(1), item(2)]);
    const endNotice = startRead(NOTICE_KEY, NOTICE);
    const { result } = setup(() => useDeleteNews(1));
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData<NewsItem[]>(newsKeys.list)?.map(({ id }) => id)).toEqual([2]);
    expect(client.getQueryState(newsKeys.list)?.isInvalidated).toBe(true);
    // The notice's read is not marked for a reload, and goes on to its end.
    expect(client.getQueryState(NOTICE_KEY)?.isInvalidated).toBe(false);
    endNotice();
    await waitFor(() => {
      expect(client.getQueryData(NOTICE_KEY)).toEqual(NOTICE);
    });
  });

  it('with no list read under way, marks nothing for a reload', async () => {
    vi.mocked(deleteNews).mockResolvedValue();
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    const endNotice = startRead(NOTICE_KEY, NOTICE);
    const { result } = setup(() => useDeleteNews(1));
    await act(() => result.current.mutateAsync());
    expect(client.getQueryState(newsKeys.list)?.isInvalidated).toBe(false);
    endNotice();
  });
});

describe('useDeletingNews', () => {
  it('is true for the item being deleted only, and only while it is', async () => {
    let finish = () => undefined as void;
    vi.mocked(deleteNews).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = setup(() => ({
      remove: useDeleteNews(1),
      first: useDeletingNews(1),
      second: useDeletingNews(2),
    }));
    expect(result.current.first).toBe(false);
    act(() => {
      result.current.remove.mutate();
    });
    await waitFor(() => {
      expect(result.current.first).toBe(true);
    });
    expect(result.current.second).toBe(false);
    act(() => {
      finish();
    });
    await waitFor(() => {
      expect(result.current.first).toBe(false);
    });
  });
});

describe('useUpdateNews', () => {
  const context = { onProgress: () => undefined, signal: new AbortController().signal };

  it('an item made a draft leaves the public list at once and stays in the administrator’s', async () => {
    const draft = item(1, { titulo: 'Noticia 1 (borrador)', estado: 'borrador' });
    vi.mocked(updateNews).mockResolvedValue(draft);
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    client.setQueryData(newsKeys.admin, [item(1), item(2)]);
    const { result } = setup(() => useUpdateNews());
    await act(() => result.current.mutateAsync({ id: 1, fields: { estado: 'borrador' }, context }));
    expect(client.getQueryData<NewsItem[]>(newsKeys.list)?.map(({ id }) => id)).toEqual([2]);
    expect(client.getQueryData<NewsItem[]>(newsKeys.admin)).toEqual([draft, item(2)]);
  });

  it('a public item is shown edited in both lists', async () => {
    const edited = item(1, { titulo: 'Noticia 1 corregida' });
    vi.mocked(updateNews).mockResolvedValue(edited);
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    const { result } = setup(() => useUpdateNews());
    await act(() =>
      result.current.mutateAsync({ id: 1, fields: { titulo: edited.titulo }, context }),
    );
    expect(client.getQueryData<NewsItem[]>(newsKeys.list)).toEqual([edited, item(2)]);
    // A return to the item's page asks the API instead of showing the copy it was loaded with.
    expect(newsChangedSinceLoad()).toBe(true);
  });

  it('an item moved to a later date leaves the public list until then, and stays in the administrator’s', async () => {
    const later = item(1, {
      fecha: '2099-04-01T12:00:00.000Z',
      publicar_en: '2099-04-01T12:00:00.000Z',
    });
    vi.mocked(updateNews).mockResolvedValue(later);
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    client.setQueryData(newsKeys.admin, [item(1), item(2)]);
    const { result } = setup(() => useUpdateNews());
    await act(() =>
      result.current.mutateAsync({ id: 1, fields: { publicar_en: later.fecha }, context }),
    );
    expect(client.getQueryData<NewsItem[]>(newsKeys.list)?.map(({ id }) => id)).toEqual([2]);
    expect(client.getQueryData<NewsItem[]>(newsKeys.admin)).toEqual([later, item(2)]);
  });

  it('an item dated this very moment stays in the public list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const now = item(1, { titulo: 'Noticia 1 corregida', fecha: '2026-05-01T12:00:00.000Z' });
      vi.setSystemTime(new Date(now.fecha));
      vi.mocked(updateNews).mockResolvedValue(now);
      client.setQueryData(newsKeys.list, [item(1), item(2)]);
      const { result } = setup(() => useUpdateNews());
      await act(() =>
        result.current.mutateAsync({ id: 1, fields: { titulo: now.titulo }, context }),
      );
      expect(client.getQueryData<NewsItem[]>(newsKeys.list)).toEqual([now, item(2)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads both lists afterwards, and no other section', async () => {
    const edited = item(1, { titulo: 'Noticia 1 corregida' });
    vi.mocked(updateNews).mockResolvedValue(edited);
    client.setQueryData(newsKeys.list, [item(1), item(2)]);
    client.setQueryData(newsKeys.admin, [item(1), item(2)]);
    client.setQueryData(NOTICE_KEY, NOTICE);
    const { result } = setup(() => useUpdateNews());
    await act(() =>
      result.current.mutateAsync({ id: 1, fields: { titulo: edited.titulo }, context }),
    );
    expect(client.getQueryState(newsKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(newsKeys.admin)?.isInvalidated).toBe(true);
    expect(client.getQueryState(NOTICE_KEY)?.isInvalidated).toBe(false);
  });
});
