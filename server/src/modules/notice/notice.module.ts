import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock, FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { NOTICE_COOKIE, langOfPath } from '@lbj/shared';
import { renderNoticeBanner } from './notice.banner.ts';
import { createNoticeRepository } from './notice.repository.ts';
import { createNoticeRoutes } from './notice.routes.ts';
import { createNoticeService } from './notice.service.ts';

export interface NoticeModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
}

/** What the banner knows of a page request: its address and its cookies. */
interface NoticePageContext {
  url: URL;
  cookies: Readonly<Record<string, string>>;
}

export type NoticeModule = FeatureModule & {
  /** The banner for this page request, or null (no active notice, or dismissed by this visitor). */
  pageBanner: (context: NoticePageContext) => Promise<string | null>;
};

/**
 * The notice banner: /api/notice (and its translations), the close form, and the banner every
 * page carries.
 */
export function createNoticeModule({
  db,
  audit,
  requireAdmin,
  clock,
}: NoticeModuleDeps): NoticeModule {
  const service = createNoticeService({ repository: createNoticeRepository(db), audit, clock });
  return {
    plugin: createNoticeRoutes({ service, requireAdmin }),
    // Read at each page request (one row by primary key, and its translations on a French or
    // English page), the dates checked against the clock then: nothing held in memory can show a
    // removed notice or hide one that just came due. The banner is in the page's language.
    pageBanner: async ({ url, cookies }) => {
      const lang = langOfPath(url.pathname);
      const notice = await service.banner(lang === 'es' ? undefined : lang);
      if (!notice) return null;
      if (notice.nivel !== 'urgente' && cookies[NOTICE_COOKIE.name] === notice.clave) return null;
      return renderNoticeBanner(notice, `${url.pathname}${url.search}`, lang);
    },
  };
}
