// Two real server processes at once on one PostgreSQL database and one bucket (ADR 0052): what
// one does, the other sees; what both could do, one does. The bundles run as child processes
// against the test cluster (its global setup), a local S3 server and a local SMTP server, all on
// 127.0.0.1 and started here; nothing leaves the machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_CLI_MESSAGES,
  API_PATHS,
  PHOTO_API_PATHS,
  STORAGE_MESSAGES,
  photoKeyOf,
  type NewsItem,
} from '@lbj/shared';
import { MAX_AGE_MS, postgresChangeFeed } from './lib/change-feed.ts';
import { connectCoordination, type Coordination } from './lib/coordination.ts';
import { createBackupScheduler } from './modules/backup/backup-schedule.ts';
import { manualTimers } from './modules/backup/backup.test-support.ts';
import {
  jpegPart,
  multipartBody,
  solidImage,
  VALID_FIELDS,
} from './modules/news/news.test-support.ts';
import { ADMIN_NAME, ADMIN_PASSWORD } from './test/admin.ts';
import { childServers, type ChildServers, type RunningServer } from './test/child-server.ts';
import { TEMPLATE_DATABASE } from './test/postgres-names.ts';
import { startLocalBucket, type LocalBucket } from './test/s3.ts';
import { freePort, startSmtp, stopSmtp, until, type Received } from './test/smtp.ts';

const MAX_FAILURES = 3;
/** Mails waiting before both servers start: both start-up rounds find all of them due. */
const QUEUED = 8;
const quietLog = { warn: () => undefined, info: () => undefined };

const dataDirs = ['a', 'b'].map((name) => fs.mkdtempSync(path.join(os.tmpdir(), `lbj-${name}-`)));
/** The backup folder both servers share, as on one host's volume. */
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-shared-backups-'));
const received: Received[] = [];
let databaseUrl: string;
let databaseName: string;
let bucket: LocalBucket;
let smtp: SMTPServer | undefined;
let servers: ChildServers;
let one: RunningServer;
let other: RunningServer;

async function onCluster(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${inject('postgresUrl') ?? ''}postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let pool: pg.Pool | undefined;
async function query(text: string, values: unknown[] = []): Promise<unknown[]> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    // The last test drops the database under it.
    pool.on('error', () => undefined);
  }
  return (await pool.query<Record<string, unknown>>(text, values)).rows;
}
let bucketOpen = true;

beforeAll(async () => {
  databaseName = `several_${crypto.randomBytes(6).toString('hex')}`;
  databaseUrl = `${inject('postgresUrl') ?? ''}${databaseName}`;
  await onCluster(`CREATE DATABASE ${databaseName} TEMPLATE ${TEMPLATE_DATABASE}`);
  const port = await freePort();
  [bucket, smtp, servers] = await Promise.all([
    startLocalBucket(),
    startSmtp(port, received),
    childServers(dataDirs[0] ?? ''),
  ]);
  Object.assign(servers.env, bucket.env, {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${String(port)}`,
    MAIL_PER_MINUTE: '1000',
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    BACKUP_DIR: backupDir,
  });
  const now = new Date().toISOString();
  for (let index = 0; index < QUEUED; index++) {
    await query(
      `INSERT INTO mail_outbox (to_address, subject, body, attempts, next_attempt, created)
       VALUES ($1, $2, 'Hola', 0, $3, $3)`,
      [`familia${String(index)}@ejemplo.cl`, `Aviso ${String(index)}`, now],
    );
  }
  // Both at once: each start-up round finds every mail due.
  [one, other] = await Promise.all([
    servers.start(),
    servers.start({ DATA_DIR: dataDirs[1] ?? '' }),
  ]);
});

afterAll(async () => {
  await servers.cleanUp();
  await pool?.end();
  await Promise.all([stopSmtp(smtp), bucketOpen && bucket.close()]);
  await onCluster(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  for (const dir of [...dataDirs, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
});

const login = (server: RunningServer, password: string) =>
  fetch(`${server.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_NAME, password }),
  });

it('a mail queued once is sent once, though both servers look at the queue at once', async () => {
  await until(
    async () => (await query('SELECT id FROM mail_outbox')).length === 0,
    'the queue emptied',
  );
  const subjects = received.map(({ data }) => /^Subject: (.*)$/m.exec(data)?.[1]).sort();
  expect(subjects).toEqual(Array.from({ length: QUEUED }, (_, index) => `Aviso ${String(index)}`));
});

it('the day’s backup, due at start in both servers at once, is written by one', async () => {
  // Each says when its start-up check is over, whether it ran it or left it to the other.
  await Promise.all([one, other].map((server) => server.waitForLog('backup: start-up check')));
  const written = [...one.logs, ...other.logs].filter((message) => message === 'backup written');
  expect(written).toHaveLength(1);
  expect(fs.readdirSync(backupDir).filter((name) => !name.startsWith('.'))).toHaveLength(1);
});

describe('with an administrator', () => {
  let token: string;
  let item: NewsItem;

  beforeAll(async () => {
    const cli = servers.createAdministrator();
    expect(cli.stdout).toBe(`${ADMIN_CLI_MESSAGES.userCreated(ADMIN_NAME)}\n`);
    const answer = await login(one, ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    ({ token } = (await answer.json()) as { token: string });
  });

  it('an image uploaded through one is served byte for byte by the other', async () => {
    const body = await multipartBody({
      ...VALID_FIELDS,
      imagen: jpegPart(await solidImage(800, 600)),
    });
    const published = await fetch(`${one.url}${API_PATHS.news}`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(published.status).toBe(201);
    item = (await published.json()) as NewsItem;
    const [here, there] = await Promise.all(
      [one, other].map((server) => fetch(`${server.url}${item.imagen ?? ''}`)),
    );
    expect(there?.status).toBe(200);
    const bytes = Buffer.from(await (there as Response).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.equals(Buffer.from(await (here as Response).arrayBuffer()))).toBe(true);
  });

  it('a photo taken down through one answers 410 on the other once it heard', async () => {
    const address = `${other.url}${item.imagen ?? ''}`;
    expect((await fetch(address)).status).toBe(200);
    const key = photoKeyOf(item.imagen ?? '') ?? 'none';
    const taken = await fetch(`${one.url}${PHOTO_API_PATHS.takeDown(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ motivo: 'Pedido de la familia' }),
    });
    expect(taken.status).toBe(204);
    await other.waitForLog('taken-down photos read again');
    expect((await fetch(address)).status).toBe(410);
    // The news list there was dropped too: the item no longer names the photo.
    await other.waitForLog('news caches dropped');
    const list = (await (await fetch(`${other.url}${API_PATHS.news}`)).json()) as NewsItem[];
    expect(list.find((news) => news.id === item.id)?.imagen ?? null).toBeNull();
  });

  it('failed logins alternated between the two reach the limit at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt++) {
      const server = attempt % 2 === 0 ? one : other;
      statuses.push((await login(server, 'clave-equivocada')).status);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILURES).fill(401), 429]);
    // Locked out on both, even with the right password.
    expect((await login(other, ADMIN_PASSWORD)).status).toBe(429);
    expect((await login(one, ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('in this process, against the same database', () => {
  const coordinations: Coordination[] = [];
  afterAll(async () => {
    await Promise.all(coordinations.map((coordination) => coordination.close()));
  });

  it('the 03:00 backup, due in two processes at once, is written by one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backups-'));
    const nightly = new Date('2031-05-14T07:00:00Z'); // 03:00 in Chile (UTC−4 in May)
    const written: string[] = [];
    const schedulers = await Promise.all(
      [0, 1].map(async () => {
        const coordination = await connectCoordination({ databaseUrl, log: quietLog });
        coordinations.push(coordination);
        const timers = manualTimers();
        const scheduler = createBackupScheduler({
          dir,
          keep: 7,
          clock: () => nightly,
          timers: timers.timers,
          log: { info: () => undefined, error: () => undefined },
          // The archive itself is the backup module's; here only who writes it counts.
          backup: async (file) => {
            written.push(file);
            await fs.promises.writeFile(file, 'archivo');
          },
          runOnce: coordination.runOnce,
        });
        scheduler.start();
        return { scheduler, timers };
      }),
    );
    // The start-up check: one writes the day's archive, the other then finds it.
    for (const { timers } of schedulers) await timers.fire();
    expect(written).toHaveLength(1);
    written.length = 0;
    // The night's timer fires in both at the same moment.
    await Promise.all(schedulers.map(({ timers }) => timers.fire()));
    expect(written).toHaveLength(1);
    await Promise.all(schedulers.map(({ scheduler }) => scheduler.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drops caches after losing its notifications, and keeps nothing longer than 2 s anyway', async () => {
    let now = 0;
    const feedPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const feed = await postgresChangeFeed({
      url: databaseUrl,
      pool: feedPool,
      log: quietLog,
      monotonic: () => now,
      retryMs: 10,
    });
    try {
      // A cache read at 0 holds until just before 2 s, and not at 2 s.
      const readAt = feed.epoch();
      now = MAX_AGE_MS - 1;
      expect(feed.epoch()).toBe(readAt);
      now = 2_000;
      expect(feed.epoch()).not.toBe(readAt);

      const dropped = new Promise<void>((resolve) => {
        feed.subscribe('photos', resolve);
      });
      // Its listening connection is cut (as a restart of PostgreSQL would).
      await query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN lbj_changes'`,
      );
      await dropped;
    } finally {
      await feed.close();
      await feedPool.end();
    }
  });
});

it('health answers 503 once the bucket, then the database, stops answering', async () => {
  expect((await fetch(`${one.url}${API_PATHS.health}`)).status).toBe(200);
  bucketOpen = false;
  await bucket.close();
  const noBucket = await fetch(`${one.url}${API_PATHS.health}`);
  expect(noBucket.status).toBe(503);
  expect(((await noBucket.json()) as { message: string }).message).toBe(
    STORAGE_MESSAGES.healthBucket,
  );
  await onCluster(`DROP DATABASE ${databaseName} WITH (FORCE)`);
  const noDatabase = await fetch(`${other.url}${API_PATHS.health}`);
  expect(noDatabase.status).toBe(503);
  expect(((await noDatabase.json()) as { message: string }).message).toContain(
    STORAGE_MESSAGES.healthDatabase,
  );
});
