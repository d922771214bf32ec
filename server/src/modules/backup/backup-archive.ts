// The archive format: a gzipped tar of manifest.json plus the files it lists, each with its size
// and SHA-256. Writing goes through a `.partial` name; reading checks everything before any file
// is written anywhere.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { z } from 'zod';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import { BackupRejectedError } from '../../lib/errors.ts';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'lebeaujour-respaldo';
export const BACKUP_FORMAT_VERSION = 1;

/** Largest manifest read into memory (a few thousand images take well under 1 MB). */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/** Relative paths of plain names: no absolute path, no `.` or `..` segment, no backslash. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.@-]+(?:\/[\w.@-]+)*$/;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  schemaVersion: z.number().int().min(0),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(
    z.object({
      path: z.string().regex(SAFE_PATH),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
  /** Rows taken out of the copy because their image was deleted while the backup ran. */
  droppedRows: z.array(z.object({ table: z.string(), imageKey: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestFile = BackupManifest['files'][number];

/** The portable archives of PostgreSQL or a bucket (ADR 0053). */
export const PORTABLE_FORMAT = 'lebeaujour-respaldo-portatil';
export const PORTABLE_FORMAT_VERSION = 1;

/**
 * A portable archive's manifest: the schema version, the rows of every table, and the size and
 * SHA-256 of every entry (`tables/<table>.jsonl`, one JSON object a row; `files/<folder>/<name>`,
 * the stored files). It is the archive's last entry: its checksums are known once all is written.
 */
const portableManifestSchema = z.object({
  format: z.literal(PORTABLE_FORMAT),
  formatVersion: z.literal(PORTABLE_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  schemaVersion: z.number().int().min(0),
  /** The engine the rows were read from; any engine restores them. */
  engine: z.enum(['sqlite', 'postgres']),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: manifestSchema.shape.files,
});

export type PortableManifest = z.infer<typeof portableManifestSchema>;
type ArchiveManifest = BackupManifest | PortableManifest;

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Flushes a file, or a folder's entries, to the disk. */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await fsp.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Packs `staging` (manifest.json plus the manifest's files, nothing else) into `file`: written as
 * `file.partial`, flushed, then renamed, so a complete name is always a complete archive.
 */
export async function packArchive(
  staging: string,
  manifest: BackupManifest,
  file: string,
): Promise<void> {
  await fsp.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  await fsp.rm(partial, { force: true });
  await tar.create(
    { file: partial, cwd: staging, gzip: true, portable: true, strict: true, mode: 0o600 },
    [MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)],
  );
  await fsyncPath(partial);
  await fsp.rename(partial, file);
  await fsyncPath(path.dirname(file));
}

/** Parent folders of the listed files ("uploads"), the only directory entries accepted. */
function parentFolders(paths: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const entry of paths) {
    let dir = path.posix.dirname(entry);
    while (dir !== '.') {
      folders.add(dir);
      dir = path.posix.dirname(dir);
    }
  }
  return folders;
}

function parseManifest(bytes: Buffer | undefined): ArchiveManifest {
  if (!bytes) throw new BackupRejectedError(M.badManifest);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupRejectedError(M.badManifest);
  }
  const parsed = z.union([manifestSchema, portableManifestSchema]).safeParse(json);
  if (!parsed.success) throw new BackupRejectedError(M.badManifest);
  const paths = new Set(parsed.data.files.map((entry) => entry.path));
  if (paths.size !== parsed.data.files.length) throw new BackupRejectedError(M.badManifest);
  return parsed.data;
}

/**
 * Reads the whole archive without writing anything: every entry must be a plain file with a safe
 * path that the manifest lists (or a parent folder of one), every listed file must be there once,
 * with its size and SHA-256. Returns the manifest; throws BackupRejectedError otherwise.
 */
export async function inspectArchive(file: string): Promise<ArchiveManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const hashing: Promise<void>[] = [];
  const problems: string[] = [];
  const directories: string[] = [];
  const names = new Set<string>();
  let manifestBytes: Buffer | undefined;

  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const name = entry.path.replace(/\/$/, '');
        if (entry.type === 'Directory' && SAFE_PATH.test(name)) {
          directories.push(name);
          entry.resume();
          return;
        }
        if ((entry.type !== 'File' && entry.type !== 'OldFile') || !SAFE_PATH.test(name)) {
          problems.push(M.unsafeEntry(entry.path));
          entry.resume();
          return;
        }
        // A second entry of one name would overwrite the first when extracted.
        if (names.has(name)) problems.push(M.unsafeEntry(entry.path));
        names.add(name);
        const hash = crypto.createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        entry.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (name === MANIFEST_FILE) {
            if (size <= MAX_MANIFEST_BYTES) chunks.push(chunk);
          } else hash.update(chunk);
        });
        hashing.push(
          new Promise((resolve) => {
            entry.on('end', () => {
              if (name === MANIFEST_FILE) {
                manifestBytes = size <= MAX_MANIFEST_BYTES ? Buffer.concat(chunks) : undefined;
              } else seen.set(name, { size, sha256: hash.digest('hex') });
              resolve();
            });
          }),
        );
      },
    });
    await Promise.all(hashing);
  } catch {
    throw new BackupRejectedError(M.unreadable);
  }
  const [problem] = problems;
  if (problem !== undefined) throw new BackupRejectedError(problem);

  const manifest = parseManifest(manifestBytes);
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]));
  const folders = parentFolders(listed.keys());
  for (const dir of directories) {
    if (!folders.has(dir)) throw new BackupRejectedError(M.unsafeEntry(dir));
  }
  for (const name of seen.keys()) {
    if (!listed.has(name)) throw new BackupRejectedError(M.unlisted(name));
  }
  for (const entry of manifest.files) {
    const found = seen.get(entry.path);
    if (!found) throw new BackupRejectedError(M.missingFile(entry.path));
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new BackupRejectedError(M.checksum(entry.path));
    }
  }
  return manifest;
}

/**
 * Extracts the manifest's files (and nothing else) into `dest`, which must be empty, then checks
 * each written file against the manifest again: the archive could have changed since it was
 * inspected.
 */
export async function extractArchive(
  file: string,
  manifest: Pick<BackupManifest, 'files'>,
  dest: string,
): Promise<void> {
  const listed = new Set(manifest.files.map((entry) => entry.path));
  try {
    await tar.extract({
      file,
      cwd: dest,
      strict: true,
      filter: (entry, stat) =>
        listed.has(entry) && 'type' in stat && (stat.type === 'File' || stat.type === 'OldFile'),
    });
  } catch {
    throw new BackupRejectedError(M.unreadable);
  }
  for (const entry of manifest.files) {
    let found;
    try {
      found = await hashFile(path.join(dest, entry.path));
    } catch {
      throw new BackupRejectedError(M.missingFile(entry.path));
    }
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new BackupRejectedError(M.checksum(entry.path));
    }
  }
}

/**
 * Whether an archive is a portable one, from its first entry alone (a classic archive begins with
 * manifest.json, a portable one with its tables). An unreadable file says no: the classic restore
 * then says why it cannot read it.
 */
export async function isPortableArchive(file: string): Promise<boolean> {
  let head: Buffer;
  try {
    const handle = await fsp.open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(16 * 1024), 0, 16 * 1024, 0);
      // A truncated stream is fine: only the first block is wanted.
      head = zlib.gunzipSync(buffer.subarray(0, bytesRead), {
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
  if (head.length < 512) return false;
  const header = new tar.Header(head.subarray(0, 512));
  return header.cksumValid && (header.path ?? '').startsWith('tables/');
}
