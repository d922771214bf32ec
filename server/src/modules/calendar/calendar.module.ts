import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock, FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createCalendarPageData } from './calendar.page-data.ts';
import { withEventPageRedirect } from './calendar.page-redirect.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { createCalendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

export interface CalendarModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  /** The site's public address (PUBLIC_URL): events' addresses and the feeds' UIDs. */
  publicUrl: string;
}

/**
 * The school calendar: /api/calendar (events and the school year), the feeds
 * (/calendario.ics, "Qué cambió", one per event), the pages' data (/calendario, one event's
 * page, the home page's next events) in the page's language, and the event pages' one address
 * per language (calendar.page-redirect.ts).
 */
export function createCalendarModule({
  db,
  audit,
  requireAdmin,
  clock,
  publicUrl,
}: CalendarModuleDeps): FeatureModule {
  const service = createCalendarService({
    repository: createCalendarRepository(db),
    audit,
    clock,
  });
  return {
    plugin: withEventPageRedirect(
      createCalendarRoutes({
        service,
        requireAdmin,
        origin: publicUrl.replace(/\/+$/, ''),
      }),
      service,
    ),
    pageData: createCalendarPageData(service),
  };
}
