import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db.ts';
import type { FileReferences } from '../../lib/feature-module.ts';
import type { DocumentsTable, DocumentVersionsTable } from './documents.tables.ts';

export type DocumentRow = Selectable<DocumentsTable>;
type DocumentVersionRow = Selectable<DocumentVersionsTable>;

/** A document and its versions, newest first (the first is the current one). */
export interface DocumentWithVersions extends DocumentRow {
  versions: DocumentVersionRow[];
}

export interface NewVersion {
  fileKey: string;
  vigenteDesde: string;
  tamano: number;
  sha256: string;
  subido: string;
}

export interface NewDocument {
  titulo: string;
  categoria: string;
  /** Its required kind, or null. */
  tipo?: string | null;
  /** The old /documents/<file> it replaces (the first start's import). */
  legacyFile?: string;
  version: NewVersion;
}

/** Where a version's file lives, relative to DATA_DIR. */
const documentFilePath = (fileKey: string) => `documents/${fileKey}.pdf`;

function versionValues(documentId: number, version: NewVersion) {
  return {
    document_id: documentId,
    file_key: version.fileKey,
    vigente_desde: version.vigenteDesde,
    tamano: version.tamano,
    sha256: version.sha256,
    subido: version.subido,
  };
}

/** The only place that touches the documents, document_versions and document_imports tables. */
export function createDocumentsRepository(db: Db) {
  const versionsOf = (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('document_versions')
          .selectAll()
          .where('document_id', 'in', ids)
          .orderBy('id', 'desc')
          .execute();

  const withVersions = async (rows: DocumentRow[]): Promise<DocumentWithVersions[]> => {
    const versions = await versionsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      versions: versions.filter((version) => version.document_id === row.id),
    }));
  };

  return {
    async list(): Promise<DocumentWithVersions[]> {
      return withVersions(await db.selectFrom('documents').selectAll().orderBy('id').execute());
    },

    async findById(id: number): Promise<DocumentWithVersions | undefined> {
      const row = await db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (await withVersions([row]))[0] : undefined;
    },

    async findByLegacyFile(file: string): Promise<DocumentRow | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('legacy_file', '=', file)
        .executeTakeFirst();
    },

    /** The document and its first version, together or not at all. */
    async insert(document: NewDocument, creado: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('documents')
          .values({
            titulo: document.titulo,
            categoria: document.categoria,
            tipo: document.tipo ?? null,
            legacy_file: document.legacyFile ?? null,
            creado,
            actualizado: creado,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('document_versions')
          .values(versionValues(row.id, document.version))
          .execute();
        if (document.legacyFile !== undefined) {
          await trx
            .insertInto('document_imports')
            .values({ file: document.legacyFile, imported_at: creado })
            .execute();
        }
        return row.id;
      });
    },

    /** False when the document is gone (deleted meanwhile). */
    async insertVersion(documentId: number, version: NewVersion): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('documents')
          .set({ actualizado: version.subido })
          .where('id', '=', documentId)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        await trx
          .insertInto('document_versions')
          .values(versionValues(documentId, version))
          .execute();
        return true;
      });
    },

    /** False when the document is gone. */
    async update(
      id: number,
      changes: { titulo?: string; categoria?: string; tipo?: string | null },
      actualizado: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set({ ...changes, actualizado })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the document and its versions; returns the versions' file keys (none: not found). */
    async delete(id: number): Promise<string[] | undefined> {
      return db.transaction().execute(async (trx) => {
        const versions = await trx
          .selectFrom('document_versions')
          .select('file_key')
          .where('document_id', '=', id)
          .execute();
        const result = await trx.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
        if (result.numDeletedRows === 0n) return undefined;
        // Also without foreign keys enforced (a private copy opened plainly).
        await trx.deleteFrom('document_versions').where('document_id', '=', id).execute();
        return versions.map((version) => version.file_key);
      });
    },

    async fileKeys(): Promise<string[]> {
      const rows = await db.selectFrom('document_versions').select('file_key').execute();
      return rows.map((row) => row.file_key);
    },

    /** The review periods staff set, by kind (a kind absent keeps the default). */
    async reviewPeriods(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('document_review_periods').selectAll().execute();
      return new Map(rows.map((row) => [row.tipo, row.meses]));
    },

    async setReviewPeriod(tipo: string, meses: number): Promise<void> {
      await db
        .insertInto('document_review_periods')
        .values({ tipo, meses })
        .onConflict((conflict) => conflict.column('tipo').doUpdateSet({ meses }))
        .execute();
    },

    async importedFiles(): Promise<Set<string>> {
      const rows = await db.selectFrom('document_imports').select('file').execute();
      return new Set(rows.map((row) => row.file));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/**
 * The versions' files on any database with the schema (backups, restores): one reference per
 * version, keyed by its file key. Forgetting a version whose file is gone also forgets a document
 * left without any version.
 */
export function createDocumentFileReferences(db: Db): FileReferences {
  return {
    table: 'document_versions',
    list: async () =>
      (await db.selectFrom('document_versions').select('file_key').execute()).map((row) => ({
        key: row.file_key,
        files: [documentFilePath(row.file_key)],
      })),
    forget: async (keys) => {
      if (keys.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('document_versions')
          .where('file_key', 'in', keys)
          .executeTakeFirst();
        await trx
          .deleteFrom('documents')
          .where('id', 'not in', trx.selectFrom('document_versions').select('document_id'))
          .execute();
        return Number(result.numDeletedRows);
      });
    },
  };
}
