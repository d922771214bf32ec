// A stand-in for XMLHttpRequest, which uploads go through (for their progress): it records
// each request and waits until the test answers, fails or aborts it.
import { act } from 'react';
import { vi } from 'vitest';

/** A stand-in for XMLHttpRequest that waits until the test answers. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, () => void>();
  private progressListener: ((event: ProgressEvent) => void) | undefined;
  upload = {
    addEventListener: (_name: string, listener: (event: ProgressEvent) => void) => {
      this.progressListener = listener;
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.listeners.get('abort')?.();
  }
  /** Answers with `status` and `data` as JSON. */
  async respond(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    await act(async () => {
      this.listeners.get('load')?.();
      await Promise.resolve();
    });
  }
  /** The network failed (status 0). */
  async fail() {
    await act(async () => {
      this.listeners.get('error')?.();
      await Promise.resolve();
    });
  }
  async progress(loaded: number, total: number) {
    await act(async () => {
      this.progressListener?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      await Promise.resolve();
    });
  }
}

/** Installs FakeXhr with no request sent yet. */
export function fakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The last request sent through FakeXhr (fails the test when there is none). */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('No upload was sent');
  return xhr;
}
