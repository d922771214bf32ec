import { API_PATHS, noticeSchema, type Notice, type TranslationLanguage } from '@lbj/shared';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// The panel's calls for the notice's French and English translations.

/** PUT /api/notice/traducciones/{idioma}: `{texto}`; answers the stored notice with its estado. */
export async function putNoticeTranslation(
  idioma: TranslationLanguage,
  body: TranslationBody,
): Promise<Notice> {
  const answer = await apiRequestRaw(API_PATHS.noticeTranslation(idioma), {
    method: 'PUT',
    json: body,
    admin: true,
  });
  return noticeSchema.parse(answer);
}

/** DELETE /api/notice/traducciones/{idioma} (204, also when there was none). */
export async function deleteNoticeTranslation(idioma: TranslationLanguage): Promise<void> {
  await apiRequestRaw(API_PATHS.noticeTranslation(idioma), { method: 'DELETE', admin: true });
}
