import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env.ts';
import { storageFailure, type FileStore, type StoredFileInfo } from './file-store.ts';

// The site's files in an S3-compatible bucket (ADR 0051): AWS S3, Cloudflare R2, MinIO, Garage.
// Each object keeps the SHA-256 of its bytes in its metadata, so that its ETag is the same
// whatever store or server wrote it: a hash of what is sent, like every other ETag of the site.

/** The metadata field that holds an object's SHA-256 (hex). */
const HASH_FIELD = 'sha256';

/**
 * How long the start-up sweeps spare an object no row names: another server sharing the bucket
 * writes a photo's files, then commits its row, within seconds; a few minutes covers a slow
 * database and the clocks' drift between the servers and the bucket.
 */
const BUCKET_ORPHAN_GRACE_MS = 15 * 60_000;

/**
 * AWS's SDK, loaded with the first client: a server that keeps its files in DATA_DIR never
 * spends its start-up (about 0.2 s on a small machine) or its memory on it. Every store is made
 * from a client, so its commands find it loaded.
 */
let sdk: typeof S3 | undefined;

function loadedSdk(): typeof S3 {
  if (!sdk) throw new Error('The S3 SDK is loaded by createS3Client');
  return sdk;
}

/** A client for the bucket, with only the checksums S3 requires (R2, MinIO and Garage refuse others). */
export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  sdk ??= await import('@aws-sdk/client-s3');
  return new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request that waits on it, not the whole server.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** True for the bucket's "no such object" (GET says NoSuchKey, HEAD only 404). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** The ETag of an object: its SHA-256 as the documents' ETags are, else the bucket's own, weak. */
function etagOf(metadata: Record<string, string> | undefined, bucketEtag: string | undefined) {
  const hash = metadata?.[HASH_FIELD];
  if (hash && /^[a-f0-9]{64}$/.test(hash)) return `"${hash.slice(0, 32)}"`;
  return bucketEtag ? `W/${bucketEtag}` : undefined;
}

/** `bytes 0-99/1234` → its parts; undefined for anything else. */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

async function hashFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Says at boot, in Spanish, when the bucket cannot be reached or does not exist. */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  const { HeadBucketCommand } = loadedSdk();
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = status === undefined ? String(error) : `respuesta ${String(status)}`;
    throw new Error(
      `No se pudo abrir el bucket «${settings.bucket}» en ${settings.endpoint} (${why}): revise S3_ENDPOINT, S3_BUCKET, S3_REGION, las claves y S3_FORCE_PATH_STYLE`,
      { cause: error },
    );
  }
}

/** The files of one folder of the bucket (`uploads/`, `documents/`). */
export function createS3Store(client: S3Client, bucket: string, folder: string): FileStore {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
  } = loadedSdk();
  const keyOf = (name: string) => `${folder}/${name}`;

  const put = async (name: string, body: Buffer | Readable, bytes: number, hash: string) => {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: body,
          ContentLength: bytes,
          Metadata: { [HASH_FIELD]: hash },
        }),
      );
    } catch (error) {
      throw storageFailure(error);
    }
  };

  const head = async (name: string): Promise<StoredFileInfo | undefined> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      return {
        bytes: out.ContentLength ?? 0,
        modified: out.LastModified ?? new Date(0),
        etag: etagOf(out.Metadata, out.ETag),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    dir: undefined,
    orphanGraceMs: BUCKET_ORPHAN_GRACE_MS,

    // A PUT is whole or nothing: the object appears only once all its bytes have arrived.
    put: (name, bytes) =>
      put(name, bytes, bytes.length, crypto.createHash('sha256').update(bytes).digest('hex')),

    async putFile(name, file) {
      try {
        const [hash, stats] = await Promise.all([hashFile(file), fsp.stat(file)]);
        await put(name, fs.createReadStream(file), stats.size, hash);
      } catch (error) {
        throw storageFailure(error);
      } finally {
        await fsp.rm(file, { force: true }).catch(() => undefined);
      }
    },

    async read(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async open(name, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            ...(range ? { Range: `bytes=${String(range.start)}-${String(range.end ?? '')}` } : {}),
          }),
        );
        if (!(out.Body instanceof Readable)) return undefined;
        const part = range ? parseContentRange(out.ContentRange) : undefined;
        return {
          body: out.Body,
          bytes: part?.total ?? out.ContentLength ?? 0,
          modified: out.LastModified ?? new Date(0),
          etag: etagOf(out.Metadata, out.ETag),
          range: part && { start: part.start, end: part.end },
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    head,

    async remove(names) {
      // One DELETE each, not DeleteObjects: that one needs a checksum some stores refuse.
      await Promise.all(
        names.map((name) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
        ),
      );
    },

    async list(prefix = '') {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyOf(prefix),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of out.Contents ?? []) {
          if (object.Key) names.push(object.Key.slice(folder.length + 1));
        }
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
  };
}
