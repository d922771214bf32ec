import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageDataContext, type PageData } from './page-data.ts';
import { usePageDataOrFetch } from './use-page-data-or-fetch.ts';

// A public page's data: what the server rendered the page with, else one request, which can be
// retried after a failure and is cancelled when the page goes.

function setup<T>(load: (signal: AbortSignal) => Promise<T>, pageData?: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/documentos']}>
      <PageDataContext value={pageData}>{children}</PageDataContext>
    </MemoryRouter>
  );
  return renderHook(() => usePageDataOrFetch('documentos', load), { wrapper });
}

/** A load that waits until the test settles it. */
function pending<T>() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

describe('usePageDataOrFetch', () => {
  it('gives what the server rendered the page with, without a request', () => {
    const load = vi.fn(() => Promise.resolve(['otro']));
    const { result } = setup(load, { documentos: ['reglamento'] });
    expect(result.current).toEqual({ state: 'ready', data: ['reglamento'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('takes the server’s null as data (nothing of this kind), not as a reason to ask', () => {
    const load = vi.fn(() => Promise.resolve(['otro']));
    const { result } = setup(load, { documentos: null });
    expect(result.current).toEqual({ state: 'ready', data: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('without the server’s data, is loading, then ready with what the request brought', async () => {
    const { load, calls } = pending<string[]>();
    const { result } = setup(load, { otra_clave: ['x'] });
    expect(result.current).toEqual({ state: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await act(async () => {
      calls[0]?.resolve(['reglamento']);
      await Promise.resolve();
    });
    expect(result.current).toEqual({ state: 'ready', data: ['reglamento'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, offers a retry that loads again', async () => {
    const { load, calls } = pending<string[]>();
    const { result } = setup(load);
    await act(async () => {
      calls[0]?.reject(new Error('sin conexión'));
      await Promise.resolve();
    });
    const failed = result.current;
    if (failed.state !== 'failed') throw new Error(`expected failed, got ${failed.state}`);
    act(() => {
      failed.retry();
    });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => {
      expect(load).toHaveBeenCalledTimes(2);
    });
    await act(async () => {
      calls[1]?.resolve(['horario']);
      await Promise.resolve();
    });
    expect(result.current).toEqual({ state: 'ready', data: ['horario'] });
  });

  it('loads again on every retry, not only the first', async () => {
    const { load, calls } = pending<string[]>();
    const { result } = setup(load);
    for (const attempt of [1, 2]) {
      await act(async () => {
        calls[attempt - 1]?.reject(new Error('sin conexión'));
        await Promise.resolve();
      });
      const failed = result.current;
      if (failed.state !== 'failed') throw new Error(`expected failed, got ${failed.state}`);
      act(() => {
        failed.retry();
      });
      await waitFor(() => {
        expect(load).toHaveBeenCalledTimes(attempt + 1);
      });
    }
    await act(async () => {
      calls[2]?.resolve(['horario']);
      await Promise.resolve();
    });
    expect(result.current).toEqual({ state: 'ready', data: ['horario'] });
  });

  it('cancels the request when the page goes', () => {
    const { load, calls } = pending<string[]>();
    const { unmount } = setup(load);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('ignores the answer, or the failure, of a request it cancelled', async () => {
    const { load, calls } = pending<string[]>();
    let pageData: PageData | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <PageDataContext value={pageData}>{children}</PageDataContext>
      </MemoryRouter>
    );
    const { result, rerender } = renderHook(() => usePageDataOrFetch('documentos', load), {
      wrapper,
    });
    // The data comes from elsewhere, then goes: the first request was cancelled, a second asked.
    pageData = { documentos: ['del servidor'] };
    rerender();
    pageData = undefined;
    rerender();
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => {
      calls[0]?.resolve(['viejo']);
      await Promise.resolve();
    });
    expect(result.current).toEqual({ state: 'loading' });
    pageData = { documentos: ['del servidor'] };
    rerender();
    pageData = undefined;
    rerender();
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => {
      calls[1]?.reject(new Error('cancelada'));
      await Promise.resolve();
    });
    expect(result.current).toEqual({ state: 'loading' });
  });
});
