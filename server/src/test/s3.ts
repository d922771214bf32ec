// A local S3 server for the tests of files in a bucket (ADR 0051): s3rver, in this process, on a
// free port of 127.0.0.1, its objects in a temporary folder. Nothing leaves the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../lib/s3-store.ts';

const BUCKET = 'lbj-pruebas';

export interface LocalBucket {
  /** The S3_* variables of an app that keeps its files in this bucket. */
  env: Record<string, string>;
  /** The keys in the bucket (`uploads/…`, `documents/…`), sorted. */
  keys: () => Promise<string[]>;
  /** One object's bytes. */
  read: (key: string) => Promise<Buffer>;
  /** Writes an object as another server (or a crash) would have left it. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** Makes an object look last written at `when` (s3rver dates an object by its file). */
  age: (key: string, when: Date) => void;
  close: () => Promise<void>;
}

export async function startLocalBucket(): Promise<LocalBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    // s3rver checks signatures the SDK's v4 signing does not match; the bucket's answers are
    // what these tests are about.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = await createS3Client({
    endpoint: env.S3_ENDPOINT,
    bucket: BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  return {
    env,
    keys: async () => {
      const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (out.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    read: async (key) => {
      const out = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
    },
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
    },
    age: (key, when) => {
      fs.utimesSync(path.join(directory, BUCKET, `${key}._S3rver_object`), when, when);
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
