// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import { IMAGE_REFERENCES } from '../../image-references.ts';
import { migrate, openDatabase, openDatabaseFile, SCHEMA_VERSION } from '../../lib/db.ts';
import type { ImageReferencesFor } from '../../lib/feature-module.ts';
import { createAdmin } from '../../test/admin.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runBackupCli, sizeText } from './backup-cli.ts';

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backup-cli-'));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Runs the CLI on a DATA_DIR; returns its exit code and what it printed. */
async function cli(
  argv: string[],
  dataDir: string,
  imageReferences: readonly ImageReferencesFor[] = [],
) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const code = await runBackupCli(argv, {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    imageReferences,
    clock: () => new Date('2026-11-23T15:00:00Z'),
    stdout,
    stderr,
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('backup CLI: usage', () => {
  it.each([
    [[], EXIT_USAGE],
    [['--help'], EXIT_OK],
    [['restore', '--help'], EXIT_OK],
    [['copiar', 'a.tar.gz'], EXIT_USAGE],
    [['backup'], EXIT_USAGE],
    [['backup', 'a.tar.gz', 'b.tar.gz'], EXIT_USAGE],
    [['backup', 'a.tar.gz', '--force'], EXIT_USAGE],
    [['restore', 'a.tar.gz', '--rapido'], EXIT_USAGE],
  ])('%j exits with %i and shows the usage', async (argv, expected) => {
    const { code, out, err } = await cli(argv, path.join(scratch, 'data'));
    expect(code).toBe(expected);
    expect(out + err).toContain('npm run restore -- ARCHIVO.tar.gz [--force]');
    expect(fs.existsSync(path.join(scratch, 'data'))).toBe(false);
  });

  it.each([
    [['copiar', 'a.tar.gz'], M.unknownCommand('copiar')],
    [['backup'], M.fileRequired],
    [['backup', 'a.tar.gz', 'b.tar.gz'], M.tooManyArguments],
    [['backup', 'a.tar.gz', '--force'], M.unknownOption('--force')],
    [['restore', '--rapido', 'a.tar.gz'], M.unknownOption('--rapido')],
  ])('%j says what is wrong before the usage', async (argv, problem) => {
    const { err } = await cli(argv, path.join(scratch, 'data'));
    expect(err).toBe(`${problem}\n${M.usage}\n`);
  });

  it('without arguments shows only the usage, on the standard output', async () => {
    const { code, out, err } = await cli([], path.join(scratch, 'data'));
    expect(code).toBe(EXIT_USAGE);
    expect({ out, err }).toEqual({ out: `${M.usage}\n`, err: '' });
  });
});

it('says sizes as a person reads them, in Chile’s notation', () => {
  expect(sizeText(340 * 1024)).toBe('340 KB');
  expect(sizeText(12.5 * 1024 * 1024)).toBe('12,5 MB');
  // From 1 MB on, in MB.
  expect(sizeText(1024 * 1024 - 1)).toBe('1024 KB');
  expect(sizeText(1024 * 1024)).toBe('1 MB');
});

describe('backup CLI: backup then restore', () => {
  it('says there is nothing to back up when DATA_DIR has no database', async () => {
    const { code, err } = await cli(['backup', path.join(scratch, 'r.tar.gz')], scratch);
    expect(code).toBe(EXIT_FAILURE);
    expect(err).toContain(M.noData(scratch));
  });

  it('prints what it saved and what it restored, in Spanish, with the archive’s date', async () => {
    const source = path.join(scratch, 'data');
    await createAdmin(source);
    const file = path.join(scratch, 'respaldos', 'r.tar.gz');
    const saved = await cli(['backup', file], source);
    expect(saved.code).toBe(EXIT_OK);
    expect(saved.out).toContain(M.backupDone(file, sizeText(fs.statSync(file).size)));
    expect(saved.out).toContain(M.count('administradores', 1));

    const target = path.join(scratch, 'nuevo');
    const restored = await cli(['restore', file], target);
    expect(restored.code).toBe(EXIT_OK);
    const lines = restored.out.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      M.stopServer,
      // 15:00 UTC is 12:00 in Chile in November.
      M.restored('2026-11-23 12:00'),
    ]);
    // One line per table (other features' tables too), then the files and where they went.
    expect(lines).toEqual(
      expect.arrayContaining([
        M.count('entradas del registro de actividad', 1),
        M.count('fotos de la galería', 0),
        M.count('noticias', 0),
        M.count('administradores', 1),
      ]),
    );
    expect(lines.slice(-3)).toEqual([M.count(M.files, 0), M.restoredInto(target), '']);

    const refused = await cli(['restore', file], target);
    expect(refused.code).toBe(EXIT_FAILURE);
    expect(refused.err).toBe(`${M.notEmpty(target)}\n${M.nothingTouched}\n`);

    const forced = await cli(['restore', file, '--force'], target);
    expect(forced.code).toBe(EXIT_OK);
    expect(forced.out).toContain(M.movedAside(`${target}.antes-2026-11-23T15-00-00`));
  });

  it('counts the uploads the archive holds, and only them, when saving and when restoring', async () => {
    const source = path.join(scratch, 'data');
    await createAdmin(source);
    const key = 'a'.repeat(32);
    const database = openDatabase(source);
    try {
      database.sqlite
        .prepare(
          `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
             estado, publicar_en, actualizado)
           VALUES ('Noticia', 'Texto', 'Académico', ?, '480,960', ?, 'publicada', NULL, ?)`,
        )
        .run(key, '2026-11-23T15:00:00.000Z', '2026-11-23T15:00:00.000Z');
    } finally {
      await database.close();
    }
    fs.mkdirSync(path.join(source, 'uploads'));
    for (const width of ['480', '960']) {
      fs.writeFileSync(path.join(source, 'uploads', `${key}-${width}.webp`), width);
    }
    // Not referenced by any row: stays out of the archive.
    fs.writeFileSync(path.join(source, 'uploads', `${'b'.repeat(32)}-480.webp`), 'huérfano');

    const file = path.join(scratch, 'r.tar.gz');
    const saved = await cli(['backup', file], source, IMAGE_REFERENCES);
    expect(saved.code).toBe(EXIT_OK);
    // The two uploads of the row: not the database beside them, nor the unreferenced file.
    expect(saved.out.split('\n')).toEqual(
      expect.arrayContaining([M.count('noticias', 1), M.count(M.files, 2)]),
    );

    const restored = await cli(['restore', file], path.join(scratch, 'nuevo'), IMAGE_REFERENCES);
    expect(restored.code).toBe(EXIT_OK);
    expect(restored.out.split('\n')).toContain(M.count(M.files, 2));
  });

  it('backs up an older database as it is, and says when the restore migrated it', async () => {
    const source = path.join(scratch, 'viejo');
    fs.mkdirSync(source);
    // An empty file is an empty SQLite database.
    fs.writeFileSync(path.join(source, 'lebeaujour.sqlite'), '');
    const database = openDatabaseFile(path.join(source, 'lebeaujour.sqlite'));
    migrate(database.sqlite, 1);
    await database.close();
    const file = path.join(scratch, 'viejo.tar.gz');
    // The backup takes the database as it is: a server of an older version may be running on it.
    expect((await cli(['backup', file], source)).code).toBe(EXIT_OK);
    const untouched = openDatabaseFile(path.join(source, 'lebeaujour.sqlite'));
    expect(untouched.sqlite.pragma('user_version', { simple: true })).toBe(1);
    await untouched.close();

    const restored = await cli(['restore', file], path.join(scratch, 'nuevo'));
    expect(restored.code).toBe(EXIT_OK);
    expect(restored.out).toContain(M.migrated(1, SCHEMA_VERSION));
    const after = openDatabase(path.join(scratch, 'nuevo'));
    expect(after.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    await after.close();
  });

  it('names each row it left out because its image files are gone, by the table’s Spanish name', async () => {
    const source = path.join(scratch, 'data');
    await createAdmin(source);
    const key = 'c'.repeat(32);
    const database = openDatabase(source);
    try {
      database.sqlite
        .prepare(
          `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
             estado, publicar_en, actualizado)
           VALUES ('Noticia', 'Texto', 'Académico', ?, '480,960', ?, 'publicada', NULL, ?)`,
        )
        .run(key, '2026-11-23T15:00:00.000Z', '2026-11-23T15:00:00.000Z');
    } finally {
      await database.close();
    }
    // The row's image files are not in uploads/.
    const saved = await cli(['backup', path.join(scratch, 'r.tar.gz')], source, IMAGE_REFERENCES);
    expect(saved.code).toBe(EXIT_OK);
    expect(saved.out.split('\n')).toEqual(
      expect.arrayContaining([M.droppedRow('noticias', key), M.count('noticias', 0)]),
    );
  });

  it('says that it failed, with the reason, when something other than a refusal goes wrong', async () => {
    const source = path.join(scratch, 'data');
    await createAdmin(source);
    // A file where the archive's folder should be.
    fs.writeFileSync(path.join(scratch, 'respaldos'), 'no es una carpeta');
    const { code, out, err } = await cli(
      ['backup', path.join(scratch, 'respaldos', 'noviembre', 'r.tar.gz')],
      source,
    );
    expect(code).toBe(EXIT_FAILURE);
    expect(out).toBe('');
    expect(err).toMatch(new RegExp(`^${M.failed} .*ENOTDIR.*\n$`));
    expect(err).not.toContain(M.nothingTouched);
  });

  it('refuses a file that does not exist', async () => {
    const missing = path.join(scratch, 'no-existe.tar.gz');
    const { code, err } = await cli(['restore', missing], path.join(scratch, 'data'));
    expect(code).toBe(EXIT_FAILURE);
    expect(err).toContain(M.archiveNotFound(missing));
  });
});
