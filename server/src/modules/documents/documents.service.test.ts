// @time-zones
// The documents service on its own, with a repository that answers what only a race or a failing
// database would: a row seen without its versions, a document deleted between its lookup and the
// write, an insert that fails after the file was stored. The HTTP tests cannot stage these.
import { describe, expect, it, vi } from 'vitest';
import type { AuditRecorder } from '../../lib/audit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { DocumentFiles, IncomingFile } from './documents.files.ts';
import type { DocumentsRepository, DocumentWithVersions } from './documents.repository.ts';
import { createDocumentsService } from './documents.service.ts';
import { pdf } from './documents.test-support.ts';

const NOW = new Date('2026-03-14T15:00:00Z');
const BY = { usuario: 'admin', ip: null };
const INCOMING: IncomingFile = { tmp: '/tmp/x.part', bytes: 1 };
const FIELDS = {
  titulo: 'Reglamento',
  categoria: 'reglamento',
  vigente_desde: '2026-03-01',
} as const;

const row = (id: number, versions: number): DocumentWithVersions => ({
  id,
  titulo: `Documento ${String(id)}`,
  categoria: 'otro',
  tipo: null,
  legacy_file: null,
  creado: NOW.toISOString(),
  actualizado: NOW.toISOString(),
  versions: Array.from({ length: versions }, (_, index) => ({
    id: id * 10 + index,
    document_id: id,
    file_key: 'a'.repeat(32),
    vigente_desde: '2026-03-01',
    tamano: 10,
    sha256: 'f'.repeat(64),
    subido: NOW.toISOString(),
  })),
});

function setup(repository: Partial<DocumentsRepository>) {
  const files = {
    read: vi.fn(() => Promise.resolve(pdf())),
    commit: vi.fn(() => Promise.resolve('b'.repeat(32))),
    discard: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
  };
  const audit = { record: vi.fn(() => Promise.resolve()) };
  const service = createDocumentsService({
    repository: repository as DocumentsRepository,
    files: files as unknown as DocumentFiles,
    audit: audit as unknown as AuditRecorder,
    now: () => NOW,
    log: { warn: vi.fn(), info: vi.fn() },
  });
  return { service, files, audit };
}

describe('the documents service when a row changes under it', () => {
  it('leaves out a document seen without its versions: not listed, its file and edits 404', async () => {
    const { service } = setup({
      list: () => Promise.resolve([row(1, 1), row(2, 0)]),
      findById: () => Promise.resolve(row(2, 0)),
      update: () => Promise.resolve(true),
    });
    expect((await service.list()).map((doc) => doc.id)).toEqual([1]);
    await expect(service.currentFile(2)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.update(2, { titulo: 'Otro' }, BY)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a new version of a document deleted meanwhile: 404, its file removed, no entry', async () => {
    const { service, files, audit } = setup({
      findById: () => Promise.resolve(row(1, 1)),
      insertVersion: () => Promise.resolve(false),
    });
    await expect(service.addVersion(1, INCOMING, '2027-03-01', BY)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(files.remove).toHaveBeenCalledWith(['b'.repeat(32)]);
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('removes the stored file when the row cannot be written', async () => {
    const failure = new Error('SQLITE_FULL');
    const { service, files, audit } = setup({
      findById: () => Promise.resolve(row(1, 1)),
      insert: () => Promise.reject(failure),
      insertVersion: () => Promise.reject(failure),
    });
    await expect(service.create(INCOMING, FIELDS, BY)).rejects.toBe(failure);
    expect(files.remove).toHaveBeenCalledWith(['b'.repeat(32)]);
    files.remove.mockClear();
    await expect(service.addVersion(1, INCOMING, '2027-03-01', BY)).rejects.toBe(failure);
    expect(files.remove).toHaveBeenCalledWith(['b'.repeat(32)]);
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('answers 404 to an edit or a deletion of a document deleted meanwhile, with no entry', async () => {
    const { service, files, audit } = setup({
      findById: () => Promise.resolve(row(1, 1)),
      update: () => Promise.resolve(false),
      delete: () => Promise.resolve(undefined),
    });
    await expect(service.update(1, { titulo: 'Otro' }, BY)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.remove(1, BY)).rejects.toBeInstanceOf(NotFoundError);
    expect(files.remove).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });
});
