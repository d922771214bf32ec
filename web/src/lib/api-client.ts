import { apiErrorSchema, MESSAGES, RENEWED_TOKEN_HEADER, type ApiError } from '@lbj/shared';
import * as z from 'zod/mini';
import { apiUrl } from './api-base.ts';
import { endSession, readToken, storeToken } from './session-store.ts';

export { apiUrl, resolveImageUrl } from './api-base.ts';

/** A failed API call: the HTTP status (0 when the network failed) and the server's error body. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ApiError | null,
  ) {
    super(body?.error ?? (status === 0 ? MESSAGES.network : `HTTP ${String(status)}`));
    this.name = 'ApiRequestError';
  }
}

function parseError(status: number, data: unknown): ApiRequestError {
  const parsed = z.partial(apiErrorSchema).safeParse(data);
  if (parsed.success && (parsed.data.error ?? parsed.data.message)) {
    const text = parsed.data.error ?? parsed.data.message ?? '';
    return new ApiRequestError(status, {
      statusCode: status,
      error: text,
      message: parsed.data.message ?? text,
      ...(parsed.data.field ? { field: parsed.data.field } : {}),
    });
  }
  return new ApiRequestError(status, null);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: FormData;
  /**
   * An administrator's call: the stored token goes along, and a 401 ends the session for every
   * page (token removed, "Tu sesión expiró…", administrator controls gone).
   */
  admin?: boolean;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

function authHeaders(admin: boolean | undefined): Record<string, string> {
  const token = admin ? readToken() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The one reaction to a refused token, whichever call met it. */
function failure(status: number, data: unknown, admin: boolean | undefined): ApiRequestError {
  if (admin && status === 401) endSession();
  return parseError(status, data);
}

/** The server refused the token (missing, expired, revoked): the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * Runs a deletion; one the server no longer finds (another administrator deleted it first)
 * counts as done, since what was asked for is true. Any other failure is thrown.
 */
export async function deleteOrGone(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** The server's Spanish `error` text, when it sent one. */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.body?.error ?? null) : null;
}

/** The server's Spanish `message` ("an error body may carry message"), if any. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message.trim();
  return message ? message : null;
}

/** The field the server blamed, when it named one. */
export function serverErrorField(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.body?.field ?? null) : null;
}

/** The request was cancelled on purpose (the page left, or the administrator cancelled). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders(options.admin),
  };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, null);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls the API and returns the raw JSON body; throws ApiRequestError on a non-2xx status. */
export async function apiRequestRaw(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  const data = response.status === 204 ? null : await readJson(response);
  if (!response.ok) throw failure(response.status, data, options.admin);
  // The server ended this session's token and sent the one that continues it (a password
  // change, ADR 0023): it goes to the session store and nowhere else.
  const renewed = options.admin ? response.headers.get(RENEWED_TOKEN_HEADER) : null;
  if (renewed) storeToken(renewed);
  return data;
}

/** Calls the API and validates the body with the given schema. */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return schema.parse(await apiRequestRaw(path, options));
}

export interface UploadOptions {
  /** POST by default; PATCH edits (a news item). */
  method?: 'POST' | 'PATCH';
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * An administrator's multipart POST (or PATCH) with upload progress (fetch cannot report it, XHR can).
 * Sends the token; a 401 ends the session like any administrator's call.
 */
export function uploadForm(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(true))) {
      xhr.setRequestHeader(name, value);
    }
    const onAbort = () => {
      xhr.abort();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        data = undefined;
      }
      options.signal?.removeEventListener('abort', onAbort);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(failure(xhr.status, data, true));
    });
    xhr.addEventListener('error', () => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new ApiRequestError(0, null));
    });
    xhr.addEventListener('abort', () => {
      reject(
        options.signal?.aborted
          ? new DOMException('Subida cancelada', 'AbortError')
          : new ApiRequestError(0, null),
      );
    });
    xhr.send(form);
  });
}
