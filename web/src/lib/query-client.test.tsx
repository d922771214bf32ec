import {
  focusManager,
  onlineManager,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, QueryProvider } from './query-client.tsx';

// One request per visit: a failure is shown at once (no silent retries), and coming back to
// the tab or the network asks nothing again.

function withClient(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return { client, wrapper };
}

describe('createQueryClient', () => {
  it('does not retry a failed read: the failure shows after one request', async () => {
    const read = vi.fn(() => Promise.reject(new Error('caído')));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useQuery({ queryKey: ['a'], queryFn: read }), {
      wrapper,
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed write', async () => {
    const write = vi.fn(() => Promise.reject(new Error('caído')));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useMutation({ mutationFn: write }), { wrapper });
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('asks nothing again when the tab comes back into view or the network returns', async () => {
    const read = vi.fn(() => Promise.resolve('datos'));
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['b'], queryFn: read, staleTime: 0 }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.data).toBe('datos');
    });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    // A refetch would start at once, within the event; the queue of tasks is flushed first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(read).toHaveBeenCalledTimes(1);
    focusManager.setFocused(undefined);
  });
});

describe('QueryProvider', () => {
  function ClientId({ seen }: { seen: unknown[] }) {
    seen.push(useQueryClient());
    return <p>listo</p>;
  }

  it('uses the client it is given', () => {
    const seen: unknown[] = [];
    const { client, wrapper: Wrapper } = withClient();
    render(
      <Wrapper>
        <ClientId seen={seen} />
      </Wrapper>,
    );
    expect(screen.getByText('listo')).toBeTruthy();
    expect(seen[0]).toBe(client);
  });

  it('shares one cache between the pages of a tab', () => {
    const seen: unknown[] = [];
    const first = render(
      <QueryProvider>
        <ClientId seen={seen} />
      </QueryProvider>,
    );
    first.unmount();
    render(
      <QueryProvider>
        <ClientId seen={seen} />
      </QueryProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
