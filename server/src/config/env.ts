import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultMaxConnections } from '../lib/open-files.ts';

const MB = 1024 * 1024;

/** The repository root, found from this file whether it runs from source or from the bundle. */
export function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'web', 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  ),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: optionalString,
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().min(1).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(14).default(10),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  BODY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).optional(),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(100),
  DISK_RESERVE_MB: z.coerce.number().int().min(0).max(10_000).default(16),
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  FACEBOOK_PAGE_ID: optionalString,
  FACEBOOK_ACCESS_TOKEN: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  FACEBOOK_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'debe tener la forma v21.0')
    .default('v21.0'),
  PUBLIC_FORM_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
  PUBLIC_FORM_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  DIGEST_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  // The bucket the stored files go to (ADR 0051): all six together, or none (DATA_DIR).
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'debe tener la forma https://servidor' }).optional(),
  ),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'debe tener de 3 a 63 minúsculas, cifras, puntos o guiones',
      )
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  SMTP_URL: optionalString.pipe(
    z
      .url({ protocol: /^smtps?$/, error: 'debe tener la forma smtp://usuario:clave@servidor:587' })
      .optional(),
  ),
  DATABASE_URL: optionalString.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'debe tener la forma postgres://usuario:clave@servidor:5432/base',
      })
      .optional(),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  corsOrigins: string[];
  login: { maxFailures: number; windowMs: number };
  /** Connection and request limits (ADR 0018). */
  connections: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** How long a stopping process lets requests in flight finish before cutting them. */
    shutdownGraceMs: number;
    minBodyBytesPerSecond: number;
    bodyRateWindowMs: number;
    /** 0: no per-address cap (the default behind a reverse proxy). */
    maxConnectionsPerAddress: number;
    maxConnections: number;
  };
  disk: { minFreeBytes: number; reserveBytes: number };
  /** Automatic backups: one archive a night in `dir` (absolute), the newest `keep` kept. */
  backup: { dir: string | undefined; keep: number };
  /** The bucket the stored files go to (ADR 0051); undefined: DATA_DIR, the default. */
  s3: S3Settings | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /**
   * The public forms' spam defence: the least time between serving a form and receiving it, and
   * the submissions one address may make in an hour. A test server lowers them; a school never
   * needs to.
   */
  publicForms: { minFillMs: number; maxPerAddressPerHour: number };
  /** The SMTP server staff's notifications go through; undefined: no e-mail, the panel alone. */
  smtpUrl: string | undefined;
  /**
   * The PostgreSQL database (ADR 0050); undefined: SQLite, the file in DATA_DIR. DATA_DIR still
   * holds the uploads and the secrets either way.
   */
  databaseUrl: string | undefined;
  /**
   * The e-mail queue's pace (mails a minute, counted from the database) and the families'
   * confirmation mails the whole site sends in an hour at most.
   */
  mail: { perMinute: number; confirmationsPerHour: number };
  /**
   * The service worker that keeps pages on families' phones (ADR 0048). False: /sw.js is a
   * worker that deletes every cache and unregisters itself, and pages no longer register one.
   */
  serviceWorker: boolean;
  facebook: {
    pageId: string | undefined;
    accessToken: string | undefined;
    graphUrl: string;
    graphVersion: string;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** An S3-compatible bucket: AWS S3, Cloudflare R2, MinIO, Garage. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses as `endpoint/bucket/key` (MinIO, Garage) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The bucket's settings, or undefined when no S3 variable is set. Half of them is a mistake said
 * at boot, never a site that quietly keeps its files on disk. With a bucket, DATA_DIR may start
 * empty: the signing secret must come from JWT_SECRET.
 */
function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const missing = S3_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === S3_VARIABLES.length) return undefined;
  const problems = missing.map(
    (name) =>
      `${name}: falta; las variables S3_* van todas juntas (${S3_VARIABLES.join(', ')}) o ninguna`,
  );
  if (e.JWT_SECRET === undefined) {
    problems.push(
      'JWT_SECRET: es obligatoria con los archivos en un bucket S3 (DATA_DIR puede empezar vacía y las sesiones se perderían en cada arranque)',
    );
  }
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: pathStyle,
  } = e;
  if (
    problems.length > 0 ||
    endpoint === undefined ||
    bucket === undefined ||
    region === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined ||
    pathStyle === undefined
  ) {
    throw new ConfigError(problems);
  }
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true',
  };
}

/** The only reader of the environment. Fails fast, naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
      minBodyBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
      bodyRateWindowMs: e.BODY_RATE_WINDOW_SECONDS * 1000,
      // Behind a proxy every connection comes from the proxy: the proxy limits per client.
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : 256),
      maxConnections: e.MAX_CONNECTIONS ?? defaultMaxConnections(),
    },
    disk: { minFreeBytes: e.DISK_MIN_FREE_MB * MB, reserveBytes: e.DISK_RESERVE_MB * MB },
    backup: {
      dir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
      keep: e.BACKUP_KEEP,
    },
    s3: s3SettingsOf(e),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(findRepoRoot(), 'web/dist/client')),
    publicForms: {
      minFillMs: e.PUBLIC_FORM_MIN_FILL_SECONDS * 1000,
      maxPerAddressPerHour: e.PUBLIC_FORM_MAX_PER_HOUR,
    },
    smtpUrl: e.SMTP_URL,
    databaseUrl: e.DATABASE_URL,
    mail: {
      perMinute: e.MAIL_PER_MINUTE,
      confirmationsPerHour: e.DIGEST_CONFIRMATIONS_PER_HOUR,
    },
    serviceWorker: e.SERVICE_WORKER === 'on',
    facebook: {
      pageId: e.FACEBOOK_PAGE_ID,
      accessToken: e.FACEBOOK_ACCESS_TOKEN,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      graphVersion: e.FACEBOOK_GRAPH_VERSION,
    },
  };
}
