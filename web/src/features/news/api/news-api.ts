import {
  API_PATHS,
  newsItemSchema,
  newsListSchema,
  type CreateNewsFields,
  type NewsItem,
} from '@lbj/shared';
import { ApiRequestError, apiRequest, apiRequestRaw, uploadForm } from '../../../lib/api-client.ts';

/** GET /api/news: every news item, newest first. */
export function getNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest(API_PATHS.news, newsListSchema, signal ? { signal } : {});
}

export interface CreateNewsOptions {
  token: string;
  onProgress?: (fraction: number) => void;
}

/** POST /api/news as multipart: the text fields first, so the server can refuse them early. */
export async function createNews(
  fields: CreateNewsFields,
  imagen: File,
  { token, onProgress }: CreateNewsOptions,
): Promise<NewsItem> {
  const form = new FormData();
  form.append('titulo', fields.titulo);
  form.append('descripcion', fields.descripcion);
  form.append('tipo_noticia', fields.tipo_noticia);
  form.append('imagen', imagen, imagen.name);
  const body = await uploadForm(API_PATHS.news, form, {
    token,
    ...(onProgress ? { onProgress } : {}),
  });
  return newsItemSchema.parse(body);
}

/** DELETE /api/news/{id}. */
export async function deleteNews(id: number, token: string): Promise<void> {
  await apiRequestRaw(API_PATHS.newsItem(id), { method: 'DELETE', token });
}

/** The server refused the token (missing, expired, revoked): the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The server's Spanish `error` text (SPEC 8), when it sent one. */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.body?.error ?? null) : null;
}

/** The field the server blamed, when it named one. */
export function serverErrorField(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.body?.field ?? null) : null;
}
