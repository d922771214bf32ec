import { CALENDAR_API_PATHS, type CalendarEvent, type TranslationLanguage } from '@lbj/shared';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// The staff panel's calls for an event's French and English translations.

/** PUT /api/calendar/events/{id}/traducciones/{idioma}: `{titulo, descripcion?}`; the event. */
export async function putEventTranslation(
  id: number,
  idioma: TranslationLanguage,
  body: TranslationBody,
): Promise<CalendarEvent> {
  return (await apiRequestRaw(CALENDAR_API_PATHS.eventTranslation(id, idioma), {
    method: 'PUT',
    json: body,
    admin: true,
  })) as CalendarEvent;
}

/** DELETE /api/calendar/events/{id}/traducciones/{idioma} (204, also when there was none). */
export async function deleteEventTranslation(
  id: number,
  idioma: TranslationLanguage,
): Promise<void> {
  await apiRequestRaw(CALENDAR_API_PATHS.eventTranslation(id, idioma), {
    method: 'DELETE',
    admin: true,
  });
}
