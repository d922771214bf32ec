import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageDataContext, type PageData } from '../../../lib/page-data.ts';
import { serveGallery } from '../gallery.test-support.ts';
import { useGalleryYears } from './use-gallery-years.ts';

function setup(pageData?: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      {pageData ? <PageDataContext value={pageData}>{children}</PageDataContext> : children}
    </MemoryRouter>
  );
  return renderHook(() => useGalleryYears(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useGalleryYears', () => {
  it('gives the years the page was rendered with, without a request', () => {
    const server = serveGallery({ years: [1999] });
    const { result } = setup({ 'galeria-anios': [2026, 2024] });
    expect(result.current).toEqual({ status: 'ready', years: [2026, 2024] });
    expect(server.calls).toEqual([]);
  });

  it('is loading, then fetches GET /api/gallery/years with a signal and gives its years', async () => {
    const server = serveGallery({ years: [2025, 2020] });
    const held = server.hold('GET /api/gallery/years');
    const { result } = setup();
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(server.calls[0]?.path).toBe('/api/gallery/years');
    expect(server.calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(server.calls[0]?.auth).toBeNull();
    held.release();
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'ready', years: [2025, 2020] });
    });
  });

  it('cancels the request when the page goes away', async () => {
    const server = serveGallery();
    server.hold('GET /api/gallery/years');
    const { unmount } = setup();
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(server.calls[0]?.signal?.aborted).toBe(true);
  });

  it('fails on a refusal and asks again on retry', async () => {
    const server = serveGallery({ years: [2021] });
    server.answer('GET /api/gallery/years', () => Response.json({}, { status: 500 }));
    const { result } = setup();
    await waitFor(() => {
      expect(result.current.status).toBe('failed');
    });
    expect(Object.keys(result.current)).toEqual(['status', 'retry']);
    server.answer('GET /api/gallery/years', () => Response.json({ years: [2021] }));
    act(() => {
      if (result.current.status === 'failed') result.current.retry();
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'ready', years: [2021] });
    });
    expect(server.calls).toHaveLength(2);
  });
});
