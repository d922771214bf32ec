import { renderHook, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsArticleState } from './load-news-article.ts';
import { VIEW } from './news-page.test-support.ts';
import { useNewsArticle } from './use-news-article.ts';

// The loader is the page's on-demand chunk; `offline` makes that chunk fail to load, as it does
// when the connection drops after the first load.
const chunk = vi.hoisted(() => ({
  offline: false,
  load: vi.fn<(id: number, signal: AbortSignal) => Promise<NewsArticleState | undefined>>(),
}));

vi.mock('./load-news-article.ts', () => {
  if (chunk.offline) throw new Error('Failed to fetch dynamically imported module');
  return { loadNewsArticle: chunk.load };
});

afterEach(() => {
  chunk.offline = false;
  chunk.load.mockReset();
});

describe('useNewsArticle', () => {
  it("says so when the page's code cannot be loaded", async () => {
    chunk.offline = true;
    const { result } = renderHook(() => useNewsArticle(7, undefined));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'error' });
    });
  });

  it('shows the item the page came with, without asking the API', async () => {
    const { result } = renderHook(() => useNewsArticle(42, { noticia: VIEW }));
    expect(result.current).toEqual({ status: 'ready', view: VIEW });
    await vi.dynamicImportSettled();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('a page that came without an item is the not-found page, without asking the API', async () => {
    const { result } = renderHook(() => useNewsArticle(42, { noticia: null }));
    expect(result.current).toEqual({ status: 'not-found' });
    await vi.dynamicImportSettled();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('an address that names no item is not found at once, without asking the API', async () => {
    const { result } = renderHook(() => useNewsArticle(null, undefined));
    expect(result.current).toEqual({ status: 'not-found' });
    await vi.dynamicImportSettled();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('after a client-side navigation, loads the item: first "loading", then the item', async () => {
    const ready: NewsArticleState = { status: 'ready', view: VIEW, canonical: '/news/42-feria' };
    chunk.load.mockResolvedValue(ready);
    const { result } = renderHook(() => useNewsArticle(42, undefined));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => {
      expect(result.current).toEqual(ready);
    });
    expect(chunk.load).toHaveBeenCalledWith(42, expect.any(AbortSignal), 'es');
  });

  it('loads the item in the page’s language', async () => {
    chunk.load.mockResolvedValue({ status: 'ready', view: VIEW });
    renderHook(() => useNewsArticle(42, undefined, 'fr'));
    await waitFor(() => {
      expect(chunk.load).toHaveBeenCalledWith(42, expect.any(AbortSignal), 'fr');
    });
  });

  it("a new id is loaded in turn, and the earlier id's late answer never replaces it", async () => {
    const answers = new Map<number, (state: NewsArticleState) => void>();
    chunk.load.mockImplementation(
      (id) =>
        new Promise((resolve) => {
          answers.set(id, resolve);
        }),
    );
    const { result, rerender } = renderHook(({ id }) => useNewsArticle(id, undefined), {
      initialProps: { id: 7 },
    });
    await waitFor(() => {
      expect(answers.has(7)).toBe(true);
    });
    rerender({ id: 8 });
    await waitFor(() => {
      expect(answers.has(8)).toBe(true);
    });
    const eight: NewsArticleState = { status: 'ready', view: { ...VIEW, id: 8, titulo: 'Ocho' } };
    answers.get(8)?.(eight);
    await waitFor(() => {
      expect(result.current).toEqual(eight);
    });
    await act(async () => {
      answers.get(7)?.({ status: 'ready', view: { ...VIEW, id: 7, titulo: 'Siete' } });
      // Every promise callback runs before a timer does.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toEqual(eight);
    // The earlier request was cancelled.
    expect(chunk.load.mock.calls[0]?.[1].aborted).toBe(true);
  });
});
