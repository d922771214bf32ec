import { API_PATHS, newsItemSchema, type NewsItem, type TranslationLanguage } from '@lbj/shared';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// An administrator's calls for a news item's French and English translations: loaded with the
// admin controls, never by a visitor.

/** PUT /api/news/{id}/traducciones/{idioma}: `{titulo, descripcion}`; answers the item. */
export async function putNewsTranslation(
  id: number,
  idioma: TranslationLanguage,
  body: TranslationBody,
): Promise<NewsItem> {
  const answer = await apiRequestRaw(API_PATHS.newsTranslation(id, idioma), {
    method: 'PUT',
    json: body,
    admin: true,
  });
  return newsItemSchema.parse(answer);
}

/** DELETE /api/news/{id}/traducciones/{idioma} (204, also when there was none). */
export async function deleteNewsTranslation(
  id: number,
  idioma: TranslationLanguage,
): Promise<void> {
  await apiRequestRaw(API_PATHS.newsTranslation(id, idioma), { method: 'DELETE', admin: true });
}
