import { apiErrorSchema, MESSAGES, type ApiError } from '@lbj/shared';
import * as z from 'zod/mini';

/**
 * The backend address (SPEC's {host}). Empty means the site's own origin, the default:
 * one Node process serves the site and the API.
 */
export const API_BASE: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** Relative image paths are prefixed with the backend address (SPEC 3). */
export function resolveImageUrl(imagen: string): string {
  return /^https?:\/\//i.test(imagen)
    ? imagen
    : apiUrl(imagen.startsWith('/') ? imagen : `/${imagen}`);
}

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
  method?: 'GET' | 'POST' | 'DELETE';
  json?: unknown;
  body?: FormData;
  token?: string | null;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
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
  if (!response.ok) throw parseError(response.status, data);
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
  token?: string | null;
  onProgress?: (fraction: number) => void;
}

/** POSTs a multipart form with upload progress (fetch cannot report it, XHR can). */
export function uploadForm(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(parseError(xhr.status, data));
    });
    xhr.addEventListener('error', () => {
      reject(new ApiRequestError(0, null));
    });
    xhr.addEventListener('abort', () => {
      reject(new ApiRequestError(0, null));
    });
    xhr.send(form);
  });
}
