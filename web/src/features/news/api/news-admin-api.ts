import {
  API_PATHS,
  newsItemSchema,
  type CreateNewsFields,
  type NewsItem,
  type UpdateNewsFields,
} from '@lbj/shared';
import { apiRequestRaw, uploadForm } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';

// An administrator's calls: loaded with the publish and edit dialogs, never by a visitor.

/** The state and the date of publishing and editing, as the form sends them. */
export type NewsScheduleForm = Pick<UpdateNewsFields, 'estado' | 'publicar_en'>;

/** The fields of a multipart form, in the order given (the text first: refused early). */
function newsForm(fields: Record<string, string | undefined>, imagen?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (imagen) form.append('imagen', imagen, imagen.name);
  return form;
}

/** POST /api/news as multipart: the text fields first, so the server can refuse them early. */
export async function createNews(
  fields: CreateNewsFields & NewsScheduleForm,
  imagen: File,
  context: Partial<UploadContext> = {},
): Promise<NewsItem> {
  const body = await uploadForm(API_PATHS.news, newsForm(fields, imagen), context);
  return newsItemSchema.parse(body);
}

/** PATCH /api/news/{id} as multipart: only the fields given (and the image, when one is). */
export async function updateNews(
  id: number,
  fields: UpdateNewsFields,
  imagen: File | undefined,
  context: Partial<UploadContext> = {},
): Promise<NewsItem> {
  const body = await uploadForm(API_PATHS.newsItem(id), newsForm(fields, imagen), {
    ...context,
    method: 'PATCH',
  });
  return newsItemSchema.parse(body);
}

/** DELETE /api/news/{id} (an administrator's call). */
export async function deleteNews(id: number): Promise<void> {
  await apiRequestRaw(API_PATHS.newsItem(id), { method: 'DELETE', admin: true });
}
