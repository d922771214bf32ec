import { useCallback, useEffect, useRef, useState } from 'react';
import { browserImageDecoder } from './browser-decoder.ts';
import { prepareImage, type ImageDecoder, type PreparedImage } from './resize-image.ts';

/** What an upload's sender receives: report progress (0–1), stop when the signal aborts. */
export interface UploadContext {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface PreparedFile {
  /** The file as chosen. */
  original: File;
  result: PreparedImage;
}

export interface Upload {
  /** Checks each chosen photo and shrinks the big ones (before the 5 MB check). */
  prepare: (files: readonly File[]) => Promise<PreparedFile[]>;
  /** True while prepare() works (decoding and re-encoding take a moment on a phone). */
  preparing: boolean;
  /** Runs the sender with progress and cancellation; one upload at a time. */
  send: <T>(sender: (context: UploadContext) => Promise<T>) => Promise<T>;
  sending: boolean;
  /** 0–100, while sending. */
  percent: number;
  /** Cancels the upload under way (its promise rejects with an AbortError). */
  cancel: () => void;
}

export interface UseUploadOptions {
  /** Tests inject a fake decoder; browsers without createImageBitmap send photos as they are. */
  decoder?: ImageDecoder | null;
}

/**
 * One way to upload photos (news and gallery): type and size check, browser-side shrinking of
 * big phone photos, progress, and cancel. Leaving the page cancels the upload.
 */
export function useUpload({ decoder = browserImageDecoder }: UseUploadOptions = {}): Upload {
  const [preparing, setPreparing] = useState(false);
  const [sending, setSending] = useState(false);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  /** Preparations under way: `preparing` holds until the last one ends. */
  const pending = useRef(0);

  const prepare = useCallback(
    async (files: readonly File[]) => {
      pending.current += 1;
      setPreparing(true);
      try {
        return await Promise.all(
          files.map(async (original) => ({
            original,
            result: await prepareImage(original, decoder),
          })),
        );
      } finally {
        pending.current -= 1;
        setPreparing(pending.current > 0);
      }
    },
    [decoder],
  );

  const send = useCallback(async <T>(sender: (context: UploadContext) => Promise<T>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSending(true);
    setPercent(0);
    try {
      return await sender({
        onProgress: (fraction) => {
          setPercent(Math.round(Math.min(1, Math.max(0, fraction)) * 100));
        },
        signal: current.signal,
      });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setSending(false);
      }
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  return { prepare, preparing, send, sending, percent, cancel };
}
