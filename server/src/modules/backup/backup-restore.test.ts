import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import { IMAGE_REFERENCES } from '../../image-references.ts';
import { DATABASE_FILE, openDatabase, openDatabaseFile, SCHEMA_VERSION } from '../../lib/db.ts';
import { BackupRejectedError } from '../../lib/errors.ts';
import type { FileReferencesFor, ImageReferencesFor } from '../../lib/feature-module.ts';
import { JWT_SECRET_FILE } from '../../lib/secret.ts';
import {
  extractArchive,
  hashFile,
  inspectArchive,
  MANIFEST_FILE,
  packArchive,
  type BackupManifest,
  type ManifestFile,
} from './backup-archive.ts';
import { createBackup, restoreBackup } from './backup.service.ts';

// Backups and restores of a DATA_DIR built by hand (no app): what is left on disk beside the
// archive and the DATA_DIR, what the reports say, and what a restore refuses.

const NOW = new Date('2026-11-23T15:00:00Z');
const clock = () => NOW;
const WIDTHS = [480, 960];

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backup-restore-'));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A DATA_DIR with the latest schema, one news item per key (in this order) and its images. */
async function dataDirWith(keys: readonly string[], name = 'origen'): Promise<string> {
  const dir = path.join(scratch, name);
  const database = openDatabase(dir);
  try {
    for (const key of keys) {
      database.sqlite
        .prepare(
          `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
             estado, publicar_en, actualizado)
           VALUES ('Noticia', 'Texto', 'Académico', ?, ?, ?, 'publicada', NULL, ?)`,
        )
        .run(key, WIDTHS.join(','), NOW.toISOString(), NOW.toISOString());
    }
  } finally {
    await database.close();
  }
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  for (const key of keys) {
    for (const width of WIDTHS) {
      fs.writeFileSync(path.join(dir, 'uploads', `${key}-${String(width)}.webp`), `${key}${width}`);
    }
  }
  fs.writeFileSync(path.join(dir, JWT_SECRET_FILE), 'secreto-de-prueba', { mode: 0o644 });
  fs.chmodSync(path.join(dir, JWT_SECRET_FILE), 0o644);
  return dir;
}

async function backupOf(
  dataDir: string,
  file: string,
  references: {
    imageReferences?: readonly ImageReferencesFor[];
    fileReferences?: readonly FileReferencesFor[];
  } = {},
): Promise<BackupManifest> {
  const database = openDatabaseFile(path.join(dataDir, DATABASE_FILE));
  try {
    const report = await createBackup(
      {
        db: database.db,
        dataDir,
        uploadsDir: path.join(dataDir, 'uploads'),
        imageReferences: references.imageReferences ?? IMAGE_REFERENCES,
        ...(references.fileReferences ? { fileReferences: references.fileReferences } : {}),
        clock,
      },
      file,
    );
    return report.manifest;
  } finally {
    await database.close();
  }
}

const restoreInto = (
  file: string,
  dataDir: string,
  options: { force?: boolean; fileReferences?: readonly FileReferencesFor[] } = {},
) =>
  restoreBackup(file, {
    dataDir,
    imageReferences: IMAGE_REFERENCES,
    ...(options.fileReferences ? { fileReferences: options.fileReferences } : {}),
    clock,
    force: options.force ?? false,
  });

/** Files of other features, as a feature's FileReferences would list them (any database). */
function fileReferences(
  table: string,
  rows: { key: string; files: string[] }[],
  forgotten: string[][] = [],
): FileReferencesFor {
  return () => ({
    table,
    list: () => Promise.resolve(rows),
    forget: (keys) => {
      forgotten.push([...keys]);
      return Promise.resolve(keys.length);
    },
  });
}

const KEYS = ['c'.repeat(32), 'a'.repeat(32), 'b'.repeat(32)];

describe('createBackup', () => {
  it('lists the database, the secret, then the uploads and the other files, each group sorted', async () => {
    const dataDir = await dataDirWith(KEYS);
    fs.mkdirSync(path.join(dataDir, 'documents'));
    for (const name of ['z.pdf', 'm.pdf', 'a.pdf']) {
      fs.writeFileSync(path.join(dataDir, 'documents', name), name);
    }
    const file = path.join(scratch, 'respaldos', 'respaldo.tar.gz');
    const manifest = await backupOf(dataDir, file, {
      fileReferences: [
        fileReferences('documents', [
          { key: 'z', files: ['documents/z.pdf'] },
          { key: 'a', files: ['documents/m.pdf', 'documents/a.pdf'] },
        ]),
      ],
    });
    expect(manifest.files.map((entry) => entry.path)).toEqual([
      DATABASE_FILE,
      JWT_SECRET_FILE,
      ...['a', 'b', 'c'].flatMap((letter) =>
        WIDTHS.map((width) => `uploads/${letter.repeat(32)}-${String(width)}.webp`),
      ),
      'documents/a.pdf',
      'documents/m.pdf',
      'documents/z.pdf',
    ]);
    expect(manifest.counts.news).toBe(3);
    // The staging folder (`<file>.partial.d`) is gone: only the archive is left.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['respaldo.tar.gz']);
  });

  it('writes a gzipped archive', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('replaces the staging folder an interrupted backup left, and none of its files get in', async () => {
    const dataDir = await dataDirWith(KEYS);
    const file = path.join(scratch, 'respaldo.tar.gz');
    const leftover = `${file}.partial.d`;
    fs.mkdirSync(path.join(leftover, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(leftover, 'uploads', `${'d'.repeat(32)}-480.webp`), 'viejo');

    const manifest = await backupOf(dataDir, file);
    expect(manifest.files.some((entry) => entry.path.includes('d'.repeat(32)))).toBe(false);
    expect(fs.readdirSync(scratch).sort()).toEqual(['origen', 'respaldo.tar.gz']);
  });

  it('skips the file references of a table the database does not have', async () => {
    const forgotten: string[][] = [];
    const manifest = await backupOf(
      await dataDirWith(KEYS),
      path.join(scratch, 'respaldo.tar.gz'),
      {
        fileReferences: [
          fileReferences('tabla_futura', [{ key: 'x', files: ['futura/x.pdf'] }], forgotten),
        ],
      },
    );
    expect(manifest.droppedRows).toEqual([]);
    expect(forgotten).toEqual([]);
  });

  it('drops the rows of other files that are gone, and reports them', async () => {
    const dataDir = await dataDirWith(KEYS);
    fs.mkdirSync(path.join(dataDir, 'documents'));
    fs.writeFileSync(path.join(dataDir, 'documents', 'presente.pdf'), 'pdf');
    fs.writeFileSync(path.join(dataDir, 'documents', 'pareja.pdf'), 'pdf');
    const forgotten: string[][] = [];
    const manifest = await backupOf(dataDir, path.join(scratch, 'respaldo.tar.gz'), {
      fileReferences: [
        fileReferences(
          'document_versions',
          [
            { key: 'presente', files: ['documents/presente.pdf'] },
            { key: 'perdido', files: ['documents/pareja.pdf', 'documents/perdido.pdf'] },
          ],
          forgotten,
        ),
      ],
    });
    expect(forgotten).toEqual([['perdido']]);
    expect(manifest.droppedRows).toEqual([{ table: 'document_versions', imageKey: 'perdido' }]);
    // The file of the dropped row that was there stays out too.
    expect(
      manifest.files.map((entry) => entry.path).filter((entry) => entry.startsWith('documents/')),
    ).toEqual(['documents/presente.pdf']);
  });
});

describe('restoreBackup', () => {
  it('into a missing DATA_DIR: reports the uploads and the rows, and leaves no staging folder', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    const target = path.join(scratch, 'destino', 'data');

    const report = await restoreInto(file, target);
    expect(report.uploads).toBe(KEYS.length * WIDTHS.length);
    expect(report.counts).toMatchObject({ news: 3, users: 0 });
    expect(report.schemaVersion).toBe(SCHEMA_VERSION);
    expect(report.movedAside).toBeUndefined();
    expect(fs.readdirSync(path.dirname(target))).toEqual(['data']);
    expect(fs.readdirSync(path.join(target, 'uploads'))).toHaveLength(6);
  });

  it('makes the restored signing secret readable by its owner only', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    const target = path.join(scratch, 'data');
    await restoreInto(file, target);
    const secret = path.join(target, JWT_SECRET_FILE);
    expect(fs.readFileSync(secret, 'utf8')).toBe('secreto-de-prueba');
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
  });

  it('into an empty DATA_DIR: takes its place, nothing moved aside', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    const target = path.join(scratch, 'vacio');
    fs.mkdirSync(target);

    const report = await restoreInto(file, target);
    expect(report.movedAside).toBeUndefined();
    expect(report.counts.news).toBe(3);
    expect(fs.readdirSync(scratch).sort()).toEqual(['origen', 'respaldo.tar.gz', 'vacio']);
  });

  it('into an occupied DATA_DIR with force: moves it aside and leaves no staging folder', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    const target = path.join(scratch, 'ocupado');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'nota.txt'), 'antes');

    const report = await restoreInto(file, target, { force: true });
    const aside = path.join(scratch, 'ocupado.antes-2026-11-23T15-00-00');
    expect(report.movedAside).toBe(aside);
    expect(fs.readFileSync(path.join(aside, 'nota.txt'), 'utf8')).toBe('antes');
    expect(fs.readdirSync(scratch).sort()).toEqual([
      'ocupado',
      'ocupado.antes-2026-11-23T15-00-00',
      'origen',
      'respaldo.tar.gz',
    ]);
  });
});

describe('restoreBackup refuses, and leaves DATA_DIR and its parent as they were', () => {
  /** Restores into a missing DATA_DIR under a folder of its own; expects `message`. */
  async function expectRefused(
    file: string,
    message: string,
    fileRefs?: readonly FileReferencesFor[],
  ) {
    const parent = path.join(scratch, 'destino');
    fs.mkdirSync(parent);
    const target = path.join(parent, 'data');
    const refused = restoreInto(file, target, fileRefs ? { fileReferences: fileRefs } : {});
    await expect(refused).rejects.toBeInstanceOf(BackupRejectedError);
    await expect(refused).rejects.toThrow(message);
    // Nothing written: no DATA_DIR, no staging folder (`data.restaurando-…`).
    expect(fs.readdirSync(parent)).toEqual([]);
  }

  it('an archive whose rows lack their image files, naming the table in Spanish', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    // A backup that took no image: the news rows are in the archive, their files are not.
    await backupOf(await dataDirWith(KEYS), file, { imageReferences: [] });
    await expectRefused(file, M.incomplete('noticias'));
  });

  it('an archive whose rows lack their other files, naming the table in Spanish', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    await backupOf(await dataDirWith(KEYS), file);
    await expectRefused(file, M.incomplete('versiones de documentos'), [
      fileReferences('document_versions', [{ key: 'x', files: ['documents/x.pdf'] }]),
    ]);
  });

  it('an archive without the database', async () => {
    const staging = path.join(scratch, 'sin-base');
    fs.mkdirSync(staging);
    fs.writeFileSync(path.join(staging, JWT_SECRET_FILE), 'secreto');
    const manifest: BackupManifest = {
      format: 'lebeaujour-respaldo',
      formatVersion: 1,
      createdAt: NOW.toISOString(),
      schemaVersion: SCHEMA_VERSION,
      counts: {},
      files: [{ path: JWT_SECRET_FILE, ...(await hashFile(path.join(staging, JWT_SECRET_FILE))) }],
      droppedRows: [],
    };
    const file = path.join(scratch, 'sin-base.tar.gz');
    await packArchive(staging, manifest, file);
    await expect(inspectArchive(file)).resolves.toMatchObject({ files: manifest.files });
    await expectRefused(file, M.missingFile(DATABASE_FILE));
  });

  it('an archive whose manifest states another schema version than its database', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(await dataDirWith(KEYS), file);
    const unpacked = path.join(scratch, 'desempacado');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const edited = path.join(scratch, 'editado.tar.gz');
    await packArchive(unpacked, { ...manifest, schemaVersion: SCHEMA_VERSION - 1 }, edited);
    await expectRefused(edited, M.badManifest);
  });
});

describe('inspectArchive', () => {
  /** A valid archive unpacked, to pack again with tar's own choices of entries. */
  async function unpackedBackup() {
    const file = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(await dataDirWith(KEYS), file);
    const dir = path.join(scratch, 'desempacado');
    fs.mkdirSync(dir);
    await tar.extract({ file, cwd: dir });
    return { dir, manifest };
  }

  const topLevel = (manifest: BackupManifest) => [
    MANIFEST_FILE,
    ...manifest.files.map((entry) => entry.path).filter((entry) => !entry.includes('/')),
  ];

  it('accepts the folder entry of the uploads, as plain tar writes it', async () => {
    const { dir, manifest } = await unpackedBackup();
    const file = path.join(scratch, 'con-carpeta.tar.gz');
    // Packing the folder itself writes an `uploads/` directory entry before its files.
    await tar.create({ file, cwd: dir, gzip: true }, [...topLevel(manifest), 'uploads']);
    await expect(inspectArchive(file)).resolves.toEqual(manifest);
    const target = path.join(scratch, 'data');
    expect((await restoreInto(file, target)).uploads).toBe(KEYS.length * WIDTHS.length);
  });

  it('refuses a folder entry that holds no listed file', async () => {
    const { dir, manifest } = await unpackedBackup();
    fs.mkdirSync(path.join(dir, 'otra'));
    const file = path.join(scratch, 'otra-carpeta.tar.gz');
    await tar.create({ file, cwd: dir, gzip: true }, [...topLevel(manifest), 'uploads', 'otra']);
    await expect(inspectArchive(file)).rejects.toThrow(M.unsafeEntry('otra'));
  });

  it('refuses a manifest that lists one file twice', async () => {
    const { dir, manifest } = await unpackedBackup();
    const [first] = manifest.files;
    if (!first) throw new Error('no file');
    fs.writeFileSync(
      path.join(dir, MANIFEST_FILE),
      JSON.stringify({ ...manifest, files: [...manifest.files, first] }),
    );
    const file = path.join(scratch, 'doble.tar.gz');
    await tar.create({ file, cwd: dir, gzip: true }, [
      MANIFEST_FILE,
      ...manifest.files.map((entry) => entry.path),
    ]);
    await expect(inspectArchive(file)).rejects.toThrow(M.badManifest);
  });

  it.each([
    [
      'other bytes of the same size',
      (entry: ManifestFile) => ({ ...entry, sha256: 'f'.repeat(64) }),
    ],
    ['another size', (entry: ManifestFile) => ({ ...entry, size: entry.size + 1 })],
  ])(
    'refuses a file with %s than the manifest states, before writing anything',
    async (_case, change) => {
      const { dir, manifest } = await unpackedBackup();
      const [database, ...rest] = manifest.files;
      if (!database) throw new Error('no file');
      fs.writeFileSync(
        path.join(dir, MANIFEST_FILE),
        JSON.stringify({ ...manifest, files: [change(database), ...rest] }),
      );
      const file = path.join(scratch, 'alterado.tar.gz');
      await tar.create({ file, cwd: dir, gzip: true }, [
        MANIFEST_FILE,
        ...manifest.files.map((entry) => entry.path),
      ]);
      await expect(inspectArchive(file)).rejects.toThrow(M.checksum(DATABASE_FILE));
    },
  );
});

describe('inspectArchive: the manifest’s size bound (16 MB)', () => {
  const LIMIT = 16 * 1024 * 1024;

  /**
   * An archive of only a manifest of `bytes` bytes, its JSON padded with spaces before or after.
   * A plain tar (inspectArchive reads both): 16 MB of spaces would gzip beyond tar's
   * decompression-ratio guard, and compressing costs seconds.
   */
  async function manifestOnly(bytes: number, padding: 'before' | 'after') {
    const manifest: BackupManifest = {
      format: 'lebeaujour-respaldo',
      formatVersion: 1,
      createdAt: NOW.toISOString(),
      schemaVersion: SCHEMA_VERSION,
      counts: {},
      files: [],
      droppedRows: [],
    };
    const json = JSON.stringify(manifest);
    const spaces = ' '.repeat(bytes - json.length);
    const dir = path.join(scratch, `manifiesto-${String(bytes)}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, MANIFEST_FILE),
      padding === 'before' ? spaces + json : json + spaces,
    );
    const file = `${dir}.tar`;
    await tar.create({ file, cwd: dir }, [MANIFEST_FILE]);
    return { file, manifest };
  }

  it('reads a manifest of exactly the limit, to its last byte', async () => {
    // The JSON last: a manifest cut short anywhere would not parse.
    const { file, manifest } = await manifestOnly(LIMIT, 'before');
    await expect(inspectArchive(file)).resolves.toEqual(manifest);
  });

  it('refuses a manifest one byte over the limit', async () => {
    // The JSON first: the part under the limit alone would be a valid manifest.
    const { file } = await manifestOnly(LIMIT + 1, 'after');
    const refused = inspectArchive(file);
    await expect(refused).rejects.toBeInstanceOf(BackupRejectedError);
    await expect(refused).rejects.toThrow(M.badManifest);
  });
});

describe('extractArchive', () => {
  it('writes only the files the manifest lists, even when the archive holds more', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(await dataDirWith(KEYS), file);
    const dir = path.join(scratch, 'desempacado');
    fs.mkdirSync(dir);
    await tar.extract({ file, cwd: dir });
    fs.writeFileSync(path.join(dir, 'sobra.txt'), 'sobra');
    const changed = path.join(scratch, 'cambiado.tar.gz');
    // As if the archive changed after it was inspected.
    await tar.create({ file: changed, cwd: dir, gzip: true }, [
      MANIFEST_FILE,
      'sobra.txt',
      ...manifest.files.map((entry) => entry.path),
    ]);
    const dest = path.join(scratch, 'destino');
    fs.mkdirSync(dest);
    await extractArchive(changed, manifest, dest);
    expect(fs.readdirSync(dest, { recursive: true }).map(String).sort()).toEqual(
      [...manifest.files.map((entry) => entry.path), 'uploads'].sort(),
    );
  });

  it('checks each written file again: one whose bytes differ from the manifest is refused', async () => {
    const file = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(await dataDirWith(KEYS), file);
    const [database, ...rest] = manifest.files;
    if (!database) throw new Error('no file');
    // Same size, other bytes: as if the archive was swapped for another after the inspection.
    const other = { ...database, sha256: 'f'.repeat(64) };
    const dest = path.join(scratch, 'destino');
    fs.mkdirSync(dest);
    await expect(
      extractArchive(file, { ...manifest, files: [other, ...rest] }, dest),
    ).rejects.toThrow(M.checksum(DATABASE_FILE));
  });
});
