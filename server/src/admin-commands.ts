// The administrator CLI's commands that belong to other features than accounts, composed here
// (features never import one another): `documentos`.
import type { Db } from './lib/db.ts';
import type { Clock } from './lib/feature-module.ts';
import type { ExtraCommand } from './modules/auth/admin-cli.ts';
import {
  createRequiredDocumentsFor,
  printRequiredDocuments,
} from './modules/documents/required-documents.ts';
import { publishedSupplyYear } from './modules/supplies/supplies.module.ts';

export function adminCommands(db: Db, now: Clock): Record<string, ExtraCommand> {
  return {
    documentos: (say, audit) =>
      printRequiredDocuments(
        createRequiredDocumentsFor(db, audit, now, publishedSupplyYear(db)),
        say,
      ),
  };
}
