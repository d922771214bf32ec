import {
  API_PATHS,
  newsItemSchema,
  newsListSchema,
  type CreateNewsFields,
  type NewsItem,
} from '@lbj/shared';
import { apiRequest, apiRequestRaw, uploadForm } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';

/** GET /api/news: every news item, newest first. */
export function getNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest(API_PATHS.news, newsListSchema, signal ? { signal } : {});
}

/** POST /api/news as multipart: the text fields first, so the server can refuse them early. */
export async function createNews(
  fields: CreateNewsFields,
  imagen: File,
  context: Partial<UploadContext> = {},
): Promise<NewsItem> {
  const form = new FormData();
  form.append('titulo', fields.titulo);
  form.append('descripcion', fields.descripcion);
  form.append('tipo_noticia', fields.tipo_noticia);
  form.append('imagen', imagen, imagen.name);
  const body = await uploadForm(API_PATHS.news, form, context);
  return newsItemSchema.parse(body);
}

/** DELETE /api/news/{id} (an administrator's call). */
export async function deleteNews(id: number): Promise<void> {
  await apiRequestRaw(API_PATHS.newsItem(id), { method: 'DELETE', admin: true });
}
