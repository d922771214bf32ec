import { MESSAGES } from '@lbj/shared';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { DecodedImage } from './resize-image.ts';
import { useUpload, type UploadContext } from './use-upload.ts';

function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const bigDecoded: DecodedImage = {
  width: 4000,
  height: 3000,
  encode: (_size, type) => Promise.resolve(new Blob(['small'], { type })),
  close: () => undefined,
};

describe('useUpload', () => {
  it('checks each file and shrinks the big ones', async () => {
    const { result } = renderHook(() => useUpload({ decoder: () => Promise.resolve(bigDecoded) }));
    const big = file('grande.jpg', 'image/jpeg', 8 * 1024 * 1024);
    const pdf = file('circular.pdf', 'application/pdf', 10);
    let prepared: Awaited<ReturnType<typeof result.current.prepare>> = [];
    await act(async () => {
      prepared = await result.current.prepare([big, pdf]);
    });
    expect(prepared[0]?.original).toBe(big);
    expect(prepared[0]?.result.ok && prepared[0].result.file.size).toBe(5);
    expect(prepared[1]?.result).toEqual({ ok: false, problem: MESSAGES.imageWrongType });
    expect(result.current.preparing).toBe(false);
  });

  it('stays preparing until the last of two overlapping preparations ends', async () => {
    const gates: ((image: DecodedImage) => void)[] = [];
    const decoder = () =>
      new Promise<DecodedImage>((resolve) => {
        gates.push(resolve);
      });
    const { result } = renderHook(() => useUpload({ decoder }));
    const big = file('grande.jpg', 'image/jpeg', 8 * 1024 * 1024);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.prepare([big]);
      second = result.current.prepare([big]);
    });
    expect(result.current.preparing).toBe(true);
    await act(async () => {
      gates[0]?.(bigDecoded);
      await first;
    });
    expect(result.current.preparing).toBe(true);
    await act(async () => {
      gates[1]?.(bigDecoded);
      await second;
    });
    expect(result.current.preparing).toBe(false);
  });

  it('reports progress in whole percent while sending, and stops sending at the end', async () => {
    const { result } = renderHook(() => useUpload({ decoder: null }));
    let context: UploadContext | undefined;
    let finish: (value: string) => void = () => undefined;
    let sent: Promise<string> = Promise.resolve('');
    act(() => {
      sent = result.current.send((given) => {
        context = given;
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      });
    });
    expect(result.current.sending).toBe(true);
    expect(result.current.percent).toBe(0);
    act(() => {
      context?.onProgress(0.424);
    });
    expect(result.current.percent).toBe(42);
    act(() => {
      context?.onProgress(1.5);
    });
    expect(result.current.percent).toBe(100);
    await act(async () => {
      finish('listo');
      await expect(sent).resolves.toBe('listo');
    });
    expect(result.current.sending).toBe(false);
  });

  it('cancel aborts the upload under way', async () => {
    const { result } = renderHook(() => useUpload({ decoder: null }));
    let signal: AbortSignal | undefined;
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current
        .send(
          (context) =>
            new Promise((_resolve, reject) => {
              signal = context.signal;
              context.signal.addEventListener('abort', () => {
                reject(new DOMException('cancelada', 'AbortError'));
              });
            }),
        )
        .catch((error: unknown) => error);
    });
    expect(signal?.aborted).toBe(false);
    await act(async () => {
      result.current.cancel();
      expect(((await sent) as DOMException).name).toBe('AbortError');
    });
    expect(signal?.aborted).toBe(true);
    expect(result.current.sending).toBe(false);
  });

  it('leaving the page cancels the upload', () => {
    const { result, unmount } = renderHook(() => useUpload({ decoder: null }));
    let signal: AbortSignal | undefined;
    act(() => {
      void result.current
        .send((context) => {
          signal = context.signal;
          return new Promise(() => undefined);
        })
        .catch(() => undefined);
    });
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('starts each upload at 0 %', async () => {
    const { result } = renderHook(() => useUpload({ decoder: null }));
    await act(async () => {
      await result.current.send(({ onProgress }) => {
        onProgress(1);
        return Promise.resolve();
      });
    });
    expect(result.current.percent).toBe(100);
    act(() => {
      void result.current.send(() => new Promise(() => undefined));
    });
    expect(result.current.percent).toBe(0);
  });

  it('a new upload replaces the one under way, which stops without ending the new one', async () => {
    const { result } = renderHook(() => useUpload({ decoder: null }));
    const signals: AbortSignal[] = [];
    const abortable = (context: UploadContext) =>
      new Promise((_resolve, reject) => {
        signals.push(context.signal);
        context.signal.addEventListener('abort', () => {
          reject(new DOMException('cancelada', 'AbortError'));
        });
      });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send(abortable).catch((error: unknown) => error);
    });
    await act(async () => {
      second = result.current.send(abortable).catch((error: unknown) => error);
      await first;
    });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(result.current.sending).toBe(true);

    await act(async () => {
      result.current.cancel();
      await second;
    });
    expect(signals[1]?.aborted).toBe(true);
    expect(result.current.sending).toBe(false);
  });

  it('cancel does nothing when no upload is under way', () => {
    const { result } = renderHook(() => useUpload({ decoder: null }));
    expect(() => {
      result.current.cancel();
    }).not.toThrow();
  });

  it('prepares with the decoder it is given now, not the first one', async () => {
    const small: DecodedImage = {
      ...bigDecoded,
      encode: (_size, type) => Promise.resolve(new Blob(['s'], { type })),
    };
    const { result, rerender } = renderHook(
      ({ decoder }: { decoder: () => Promise<DecodedImage> }) => useUpload({ decoder }),
      { initialProps: { decoder: () => Promise.resolve(bigDecoded) } },
    );
    rerender({ decoder: () => Promise.resolve(small) });
    let prepared: Awaited<ReturnType<typeof result.current.prepare>> = [];
    await act(async () => {
      prepared = await result.current.prepare([file('grande.jpg', 'image/jpeg', 8 * 1024 * 1024)]);
    });
    expect(prepared[0]?.result.ok && prepared[0].result.file.size).toBe(1);
  });
});
