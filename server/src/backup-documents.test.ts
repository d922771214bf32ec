import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS, type SchoolDocument } from '@lbj/shared';
import { buildApp } from './app.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { DATABASE_FILE, openDatabaseFile } from './lib/db.ts';
import { BackupRejectedError } from './lib/errors.ts';
import { createBackup, restoreBackup } from './modules/backup/backup.service.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, testConfig, type TestApp } from './test/helpers.ts';
import {
  pdf,
  storedState,
  uploadValid,
  uploadVersion,
} from './modules/documents/documents.test-support.ts';

// The documents' PDFs are in every backup and come back with a restore (ADR 0019's archive).

const NOW = new Date('2026-03-10T15:00:00Z');
const clock = () => NOW;

let scratch: string;
let site: TestApp;
let token: string;

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-docs-backup-'));
  site = await createTestApp({}, { now: clock });
  await createAdmin(site.dataDir);
  token = await loginAs(site.app);
});

afterEach(async () => {
  await site.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function backupOf(dataDir: string, file: string, afterSnapshot?: () => Promise<void>) {
  const database = openDatabaseFile(path.join(dataDir, DATABASE_FILE));
  try {
    return (
      await createBackup(
        {
          db: database.db,
          dataDir,
          uploadsDir: path.join(dataDir, 'uploads'),
          imageReferences: IMAGE_REFERENCES,
          fileReferences: FILE_REFERENCES,
          clock,
          ...(afterSnapshot ? { afterSnapshot } : {}),
        },
        file,
      )
    ).manifest;
  } finally {
    await database.close();
  }
}

describe('backups of the documents library', () => {
  it('holds every version of every document and restores them, served as before', async () => {
    const v1 = pdf('Versión 1');
    const v2 = pdf('Versión 2');
    const doc = await uploadValid(site.app, token, {}, v1);
    await uploadVersion(site.app, token, doc.id, {
      vigente_desde: '2027-03-01',
      archivo: { bytes: v2 },
    });
    const archive = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(site.dataDir, archive);
    const stored = storedState(site.dataDir).files.map((name) => `documents/${name}`);
    expect(stored).toHaveLength(2);
    expect(manifest.files.map((entry) => entry.path)).toEqual(expect.arrayContaining(stored));
    expect(manifest.counts).toMatchObject({ documents: 1, document_versions: 2 });

    const target = path.join(scratch, 'restaurado');
    await restoreBackup(archive, {
      dataDir: target,
      imageReferences: IMAGE_REFERENCES,
      fileReferences: FILE_REFERENCES,
      clock,
      force: false,
    });
    expect(storedState(target).files).toEqual(storedState(site.dataDir).files);
    const webDist = path.join(target, 'web');
    fs.mkdirSync(webDist, { recursive: true });
    const app = await buildApp(
      testConfig(target, webDist, {
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      }),
      { now: clock },
    );
    try {
      await app.ready();
      const list = (await app.inject({ method: 'GET', url: DOCUMENT_PATHS.list })).json<
        SchoolDocument[]
      >();
      expect(list).toHaveLength(1);
      const current = await app.inject({ method: 'GET', url: doc.url });
      expect(current.rawPayload.equals(v2)).toBe(true);
      const first = await app.inject({ method: 'GET', url: list[0]?.versiones[1]?.url ?? '' });
      expect(first.rawPayload.equals(v1)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('leaves out a document deleted while the backup ran, with its rows', async () => {
    const doc = await uploadValid(site.app, token);
    await uploadValid(site.app, token, { titulo: 'Otro', categoria: 'otro' });
    const archive = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(site.dataDir, archive, async () => {
      const response = await site.app.inject({
        method: 'DELETE',
        url: DOCUMENT_PATHS.item(doc.id),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(204);
    });
    expect(manifest.counts).toMatchObject({ documents: 1, document_versions: 1 });
    expect(manifest.droppedRows).toEqual([
      { table: 'document_versions', imageKey: expect.stringMatching(/^[a-f0-9]{32}$/) as string },
    ]);
    expect(manifest.files.filter((entry) => entry.path.startsWith('documents/'))).toHaveLength(1);
  });

  it('refuses to restore an archive whose document rows lack their files', async () => {
    await uploadValid(site.app, token);
    const archive = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(site.dataDir, archive);
    // The same archive read without the documents' files: as if an older backup tool made it.
    const target = path.join(scratch, 'restaurado');
    const withoutFiles = path.join(scratch, 'sin-archivos.tar.gz');
    const database = openDatabaseFile(path.join(site.dataDir, DATABASE_FILE));
    try {
      await createBackup(
        {
          db: database.db,
          dataDir: site.dataDir,
          uploadsDir: path.join(site.dataDir, 'uploads'),
          imageReferences: IMAGE_REFERENCES,
          clock,
        },
        withoutFiles,
      );
    } finally {
      await database.close();
    }
    await expect(
      restoreBackup(withoutFiles, {
        dataDir: target,
        imageReferences: IMAGE_REFERENCES,
        fileReferences: FILE_REFERENCES,
        clock,
        force: false,
      }),
    ).rejects.toBeInstanceOf(BackupRejectedError);
    expect(fs.existsSync(target)).toBe(false);
  });
});
