import type { NewsItem } from '@lbj/shared';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import { formatChileDateTime } from './chile-time.ts';

/**
 * What an administrator's list says of an item that visitors do not see: "Borrador", or
 * "Programada: 2 de marzo de 2026 a las 08:00" (Chile's time) until its moment; null for a
 * public item. `now` is injected by tests.
 */
export function newsBadge(item: NewsItem, now: number = Date.now()): string | null {
  if (item.estado === 'borrador') return NEWS_ADMIN_TEXT.badgeDraft;
  if (new Date(item.fecha).getTime() > now) {
    return NEWS_ADMIN_TEXT.badgeScheduled(formatChileDateTime(item.fecha));
  }
  return null;
}
