import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENTS_PAGE_DATA_KEY } from '@lbj/shared';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock, FeatureModule, FileReferencesFor } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createDocumentFiles, type DocumentFilesOptions } from './documents.files.ts';
import { createDocumentFileReferences, createDocumentsRepository } from './documents.repository.ts';
import { createDocumentsRoutes } from './documents.routes.ts';
import { createDocumentsService, type DocumentsLogger } from './documents.service.ts';
import { createRequiredDocumentsFor, type SuppliesYear } from './required-documents.ts';

export interface DocumentsModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: DocumentsLogger;
  /** Uploads arrive in DATA_DIR/documents; the PDFs stay there unless `store` says otherwise. */
  dataDir: string;
  /** Where the PDFs are kept when not on this machine's disk (a bucket). */
  store?: DocumentFilesOptions['store'];
  /** The built site, whose documents/ folder holds the PDFs imported at the first start. */
  webDist: string;
  hasRoomFor?: DocumentFilesOptions['hasRoomFor'];
  /** The supplies list's published school year: it counts for the required «utiles». */
  suppliesYear: SuppliesYear;
}

/**
 * The documents library (ADR 0030): GET /api/documents and the PDFs (public), uploads,
 * versions, edits and deletions (administrators), the required documents' states and review
 * periods (ADR 0041), the old /documents/*.pdf addresses, and the data of /reglamentos. At start: files no row references are removed, then the site's old
 * PDFs are imported (once ever).
 */
export function createDocumentsModule(deps: DocumentsModuleDeps): FeatureModule {
  const repository = createDocumentsRepository(deps.db);
  const files = createDocumentFiles(deps.dataDir, {
    ...(deps.hasRoomFor ? { hasRoomFor: deps.hasRoomFor } : {}),
    ...(deps.store ? { store: deps.store } : {}),
  });
  const service = createDocumentsService({
    repository,
    files,
    audit: deps.audit,
    now: deps.clock,
    log: deps.log,
  });
  const required = createRequiredDocumentsFor(deps.db, deps.audit, deps.clock, deps.suppliesYear);
  const routes = createDocumentsRoutes({
    service,
    required,
    files,
    requireAdmin: deps.requireAdmin,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    const swept = await service.sweep();
    if (swept > 0) deps.log.warn({ files: swept }, 'removed document files no row references');
    await service.importLegacy(deps.webDist);
    await app.register(routes);
  };
  return {
    plugin,
    // /reglamentos (and the supplies list's "Descargar PDF") read the list in the served HTML.
    pageData: { [DOCUMENTS_PAGE_DATA_KEY]: () => service.list() },
  };
}
/** The versions' PDFs on any database with the schema (backups, restores). */
export const documentFileReferences: FileReferencesFor = createDocumentFileReferences;
