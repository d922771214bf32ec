import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_FIELDS,
  DOCUMENT_MESSAGES as M,
  DOCUMENT_PATHS,
  LEGACY_DOCUMENTS,
  chileDate,
  type DocumentCategory,
  type DocumentFields,
  type DocumentPatch,
  type RequiredKind,
  type SchoolDocument,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import { FileRejectedError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { DocumentFiles, IncomingFile } from './documents.files.ts';
import type { DocumentsRepository, DocumentWithVersions } from './documents.repository.ts';
import { checkPdf } from './pdf-check.ts';

export interface DocumentsLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A stored PDF to send: which file it is, and what to call it. */
export interface DocumentFile {
  /** The version's file in the documents' store. */
  fileKey: string;
  /** The file name the browser shows or saves (without the directory). */
  fileName: string;
  /** The version's id: the current address's ETag. */
  versionId: number;
  sha256: string;
  tamano: number;
}

const categoryOrder = (categoria: string) =>
  DOCUMENT_CATEGORIES.indexOf(categoria as DocumentCategory);
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function toApi(row: DocumentWithVersions): SchoolDocument | undefined {
  const current = row.versions[0];
  if (!current) return undefined;
  return {
    id: row.id,
    titulo: row.titulo,
    categoria: row.categoria as DocumentCategory,
    tipo: row.tipo as RequiredKind | null,
    vigente_desde: current.vigente_desde,
    url: DOCUMENT_PATHS.file(row.id),
    tamano: current.tamano,
    versiones: row.versions.map((version) => ({
      url: DOCUMENT_PATHS.versionFile(row.id, version.id),
      vigente_desde: version.vigente_desde,
      tamano: version.tamano,
      subido: version.subido,
    })),
  };
}

/** A file name for the browser: the title, and the version's date for an earlier version. */
function fileNameOf(titulo: string, vigenteDesde?: string): string {
  const base =
    [...titulo]
      .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' ? '-' : char))
      .join('')
      .replace(/[\\/:*?"<>|]+/g, '-')
      .trim() || 'documento';
  return vigenteDesde === undefined ? `${base}.pdf` : `${base} (vigente desde ${vigenteDesde}).pdf`;
}

export interface DocumentsServiceDeps {
  repository: DocumentsRepository;
  files: DocumentFiles;
  audit: AuditRecorder;
  now: Clock;
  log: DocumentsLogger;
}

export function createDocumentsService({
  repository,
  files,
  audit,
  now,
  log,
}: DocumentsServiceDeps) {
  /**
   * Checks a received file and gives it its final name: refused (and removed) when it is not a
   * PDF by its bytes or carries active content. Returns the stored version's facts.
   */
  async function store(incoming: IncomingFile) {
    let bytes: Buffer;
    try {
      bytes = await files.read(incoming);
    } catch (error) {
      await files.discard(incoming);
      throw error;
    }
    const verdict = checkPdf(bytes);
    if (!verdict.ok) {
      await files.discard(incoming);
      const field = DOCUMENT_FIELDS.file;
      if (verdict.reason === 'empty') throw new FileRejectedError('empty', M.empty, field);
      if (verdict.reason === 'not-pdf') throw new FileRejectedError('wrong-type', M.notPdf, field);
      const message = verdict.reason === 'unreadable' ? M.unreadable : M.activeContent;
      throw new FileRejectedError('unsafe-content', message, field);
    }
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const fileKey = await files.commit(incoming);
    return { fileKey, tamano: bytes.length, sha256 };
  }

  async function find(id: number): Promise<DocumentWithVersions> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  async function document(id: number): Promise<SchoolDocument> {
    const api = toApi(await find(id));
    if (!api) throw new NotFoundError(M.notFound);
    return api;
  }

  return {
    /** Every document: by category (reglamento, utiles, otro), then by title. */
    async list(): Promise<SchoolDocument[]> {
      const rows = (await repository.list())
        .map(toApi)
        .filter((row): row is SchoolDocument => row !== undefined);
      return rows.sort(
        (a, b) =>
          categoryOrder(a.categoria) - categoryOrder(b.categoria) ||
          collator.compare(a.titulo, b.titulo) ||
          a.id - b.id,
      );
    },

    /** A new document from a received file; the fields were validated. */
    async create(incoming: IncomingFile, fields: DocumentFields, by: Actor) {
      const stored = await store(incoming);
      const subido = now().toISOString();
      let id: number;
      try {
        id = await repository.insert(
          {
            titulo: fields.titulo,
            categoria: fields.categoria,
            tipo: fields.tipo ?? null,
            version: { ...stored, vigenteDesde: fields.vigente_desde, subido },
          },
          subido,
        );
      } catch (error) {
        await files.remove([stored.fileKey]);
        throw error;
      }
      await audit.record(by, {
        accion: 'documento.subir',
        detalle: `«${fields.titulo}», vigente desde ${fields.vigente_desde}`,
      });
      return document(id);
    },

    /** A new current version of document `id`. */
    async addVersion(id: number, incoming: IncomingFile, vigenteDesde: string, by: Actor) {
      let row: DocumentWithVersions;
      try {
        row = await find(id);
      } catch (error) {
        await files.discard(incoming);
        throw error;
      }
      const stored = await store(incoming);
      const subido = now().toISOString();
      let added: boolean;
      try {
        added = await repository.insertVersion(id, { ...stored, vigenteDesde, subido });
      } catch (error) {
        await files.remove([stored.fileKey]);
        throw error;
      }
      if (!added) {
        await files.remove([stored.fileKey]);
        throw new NotFoundError(M.notFound);
      }
      await audit.record(by, {
        accion: 'documento.nueva_version',
        detalle: `«${row.titulo}», vigente desde ${vigenteDesde}`,
      });
      return document(id);
    },

    async update(id: number, patch: DocumentPatch, by: Actor) {
      if (patch.titulo === undefined && patch.categoria === undefined && patch.tipo === undefined) {
        throw new ValidationError(M.nothingToUpdate);
      }
      const before = await find(id);
      const changes = {
        ...(patch.titulo === undefined ? {} : { titulo: patch.titulo }),
        ...(patch.categoria === undefined ? {} : { categoria: patch.categoria }),
        ...(patch.tipo === undefined ? {} : { tipo: patch.tipo }),
      };
      if (!(await repository.update(id, changes, now().toISOString()))) {
        throw new NotFoundError(M.notFound);
      }
      const what: string[] = [];
      if (patch.titulo !== undefined && patch.titulo !== before.titulo) {
        what.push(`título «${before.titulo}» → «${patch.titulo}»`);
      }
      if (patch.categoria !== undefined && patch.categoria !== before.categoria) {
        what.push(`categoría ${before.categoria} → ${patch.categoria}`);
      }
      if (patch.tipo !== undefined && patch.tipo !== before.tipo) {
        what.push(`tipo ${before.tipo ?? 'ninguno'} → ${patch.tipo ?? 'ninguno'}`);
      }
      await audit.record(by, {
        accion: 'documento.editar',
        detalle: what.length > 0 ? what.join('; ') : `«${before.titulo}» (sin cambios)`,
      });
      return document(id);
    },

    async remove(id: number, by: Actor): Promise<void> {
      const row = await find(id);
      const keys = await repository.delete(id);
      if (keys === undefined) throw new NotFoundError(M.notFound);
      await files.remove(keys);
      await audit.record(by, { accion: 'documento.eliminar', detalle: `«${row.titulo}»` });
    },

    /** The current version's file of document `id`. */
    async currentFile(id: number): Promise<DocumentFile> {
      const row = await find(id);
      const current = row.versions[0];
      if (!current) throw new NotFoundError(M.notFound);
      return {
        fileKey: current.file_key,
        fileName: fileNameOf(row.titulo),
        versionId: current.id,
        sha256: current.sha256,
        tamano: current.tamano,
      };
    },

    /** One version's file. */
    async versionFile(id: number, versionId: number): Promise<DocumentFile> {
      const row = await find(id);
      const version = row.versions.find((candidate) => candidate.id === versionId);
      if (!version) throw new NotFoundError(M.notFound);
      return {
        fileKey: version.file_key,
        fileName: fileNameOf(row.titulo, version.vigente_desde),
        versionId: version.id,
        sha256: version.sha256,
        tamano: version.tamano,
      };
    },

    /** Where an old /documents/<file> address now lives. */
    async legacyUrl(file: string): Promise<string> {
      const row = await repository.findByLegacyFile(file);
      if (!row) throw new NotFoundError(M.notFound);
      return DOCUMENT_PATHS.file(row.id);
    },

    /**
     * Moves the PDFs the site offered before the library (LEGACY_DOCUMENTS, in the built site's
     * documents folder) into it, each once ever: a file already imported (even if staff deleted
     * it since) or missing from the build is skipped. "Vigente desde" is the day of the import,
     * Chile's calendar. Returns how many were imported.
     */
    async importLegacy(webDist: string): Promise<number> {
      const done = await repository.importedFiles();
      let imported = 0;
      for (const legacy of LEGACY_DOCUMENTS) {
        if (done.has(legacy.file)) continue;
        const source = path.join(webDist, DOCUMENT_PATHS.legacyPrefix, legacy.file);
        if (!fs.existsSync(source)) continue;
        try {
          const incoming = await files.receiveCopy(source);
          const stored = await store(incoming);
          const subido = now().toISOString();
          try {
            await repository.insert(
              {
                titulo: legacy.titulo,
                categoria: legacy.categoria,
                legacyFile: legacy.file,
                version: { ...stored, vigenteDesde: chileDate(now()), subido },
              },
              subido,
            );
          } catch (error) {
            await files.remove([stored.fileKey]);
            throw error;
          }
          imported++;
        } catch (error) {
          // Never blocks the start: the next start tries again.
          log.warn({ err: error, file: legacy.file }, 'could not import a document');
        }
      }
      if (imported > 0) log.info({ documents: imported }, 'imported the site documents');
      return imported;
    },

    /** Removes files no version references (a crash between storing and the row). */
    async sweep(): Promise<number> {
      return files.sweep(new Set(await repository.fileKeys()), now());
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
