import { addDays, chileDate, type CalendarEvent, type NewsItem, type Notice } from '@lbj/shared';
import {
  pendingLanguages,
  type AnyTranslations,
} from '../../components/admin/translations/translation-model.ts';
import { getCalendarEvents } from '../../features/calendar/api/calendar-admin-api.ts';
import { getNews } from '../../features/news/api/news-api.ts';
import { getStoredNotice } from '../../features/notice/api/notice-api.ts';

// What waits in the panel's "Traducciones pendientes": every news item (drafts and scheduled ones
// too), event and the stored notice with a language whose translation is missing or outdated.

/** The events looked at: those the "Calendario" section lists (90 days back, a year ahead). */
export function pendingEventDays(today: string = chileDate(new Date())): [string, string] {
  return [addDays(today, -90), addDays(today, 365)];
}

/** Whether a text waits for staff in some language. */
const waitsForTranslation = (item: { traducciones?: AnyTranslations | undefined }) =>
  pendingLanguages(item.traducciones).length > 0;

interface PendingTranslations {
  news: NewsItem[];
  events: CalendarEvent[];
  notice: Notice | null;
}

/** Only what waits, each list in the order the server gave. */
export function pendingTranslations({ news, events, notice }: PendingTranslations) {
  return {
    news: news.filter(waitsForTranslation),
    events: events.filter(waitsForTranslation),
    notice: notice && waitsForTranslation(notice) ? notice : null,
  };
}

/** The count beside the section's name: how many texts (not languages) wait. */
export async function countPendingTranslations(signal?: AbortSignal): Promise<number> {
  const [desde, hasta] = pendingEventDays();
  const [news, events, notice] = await Promise.all([
    getNews(signal, true),
    getCalendarEvents(desde, hasta, signal),
    getStoredNotice(signal),
  ]);
  const pending = pendingTranslations({ news, events, notice });
  return pending.news.length + pending.events.length + (pending.notice ? 1 : 0);
}
