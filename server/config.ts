import { existsSync } from 'node:fs';
import { EXPORT_JOB_THRESHOLD } from '../src/contract/jobs.ts';
import { resolve } from 'node:path';
import { REGISTRATION_MODES, type RegistrationMode } from './routes/kit.ts';
import { readTrustProxy } from './limits/client-address.ts';
import { DEFAULT_MIN_FREE_BYTES } from './uploads/file-store.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './uploads/quota.ts';
import type { S3Settings } from './uploads/s3-store.ts';

export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string | undefined;
  corsOrigins: string[];
  seedDemo: boolean;
  seedSample: boolean;
  checkResponses: boolean;
  /** `SMTP_URL`: the relay mail goes through; without it, mail is written to `mailOutbox`. */
  smtpUrl: string | undefined;
  mailOutbox: string;
  /** `UPLOAD_DIR`: the folder uploaded images are kept in (`.data/uploads`), with the disk driver. */
  uploadDir: string;
  /** `UPLOAD_DRIVER=s3` and the `S3_*` variables: the bucket uploads and the jobs' files are kept in instead of `uploadDir`. */
  s3: S3Settings | undefined;
  /** `UPLOAD_QUOTA_MB` (1024) and `UPLOAD_ACCOUNT_QUOTA_MB` (100): what the uploads may take in all, and per account. */
  uploadQuota: UploadQuota;
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may be delivered to loopback and private addresses (a receiver on the same host). */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_RETRY_BASE_MS (10,000): the wait before a failed delivery's first retry, doubling after each (tests shorten it). */
  webhookRetryBaseMs: number;
  /** `EXPORT_JOB_THRESHOLD` (100,000): an export of more rows is answered 202 and written by a job (tests lower it). */
  exportJobThreshold: number;
  /** `UPLOAD_MIN_FREE_MB` (128): the room an upload must leave free on the upload folder's disk. */
  uploadMinFreeBytes: number;
  mailFrom: string | undefined;
  /** `SITE_URL`: the origin the links in e-mails point to (default: this server's own address). */
  siteUrl: string;
  /** One log line per request (LOG_REQUESTS=false turns them off). */
  logRequests: boolean;
  registration: RegistrationMode;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY; none by default). */
  trustProxy: number;
}

/** REGISTRATION: `open` (the default), `invite` or `closed`; anything else stops the start with a clear message. */
export function registrationMode(value: string | undefined): RegistrationMode {
  const mode = value?.trim() || 'open';
  if ((REGISTRATION_MODES as readonly string[]).includes(mode)) return mode as RegistrationMode;
  throw new Error(`REGISTRATION must be one of ${REGISTRATION_MODES.join(', ')} (got "${mode}")`);
}

const MB = 1024 * 1024;

/** A size setting in megabytes (fractions allowed, 0 included), as bytes; anything else stops the start with a clear message. */
export function megabytes(env: NodeJS.ProcessEnv, name: string, fallbackBytes: number): number {
  const value = env[name]?.trim();
  if (!value) return fallbackBytes;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`${name} must be a number of megabytes, 0 or more (got "${value}")`);
  return Math.floor(mb * MB);
}

/**
 * `UPLOAD_DRIVER`: `disk` (the default) or `s3`, which needs `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`
 * (`S3_REGION` defaults to us-east-1, `S3_ENDPOINT` to AWS's endpoint of that region). Anything missing stops the start.
 */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const driver = env.UPLOAD_DRIVER?.trim() || 'disk';
  if (driver === 'disk') return undefined;
  if (driver !== 's3') throw new Error(`UPLOAD_DRIVER must be disk or s3 (got "${driver}")`);
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`UPLOAD_DRIVER=s3 needs ${name}`);
    return value;
  };
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const endpoint = env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`;
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) address (got "${endpoint}")`);
  return {
    bucket: need('S3_BUCKET'),
    endpoint,
    region,
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
  };
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** `SITE_URL`'s origin, else the server's own (`localhost` for an address that listens everywhere). */
function siteUrlOf(env: NodeJS.ProcessEnv): string {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const listen = env.HOST ?? '127.0.0.1';
  const host = listen === '0.0.0.0' || listen === '::' ? 'localhost' : listen;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${Number(env.PORT ?? 8787)}`).origin;
}

/** The settings of `npm run api`, from the environment (and `--seed-demo`). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): ServerConfig {
  const staticDir = env.STATIC_DIR ?? (existsSync('dist/index.html') ? 'dist' : undefined);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8787),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DIR ?? '.data/pglite',
    staticDir: staticDir ? resolve(staticDir) : undefined,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedDemo: isTrue(env.SEED_DEMO) || argv.includes('--seed-demo'),
    seedSample: env.SEED_SAMPLE !== 'false',
    checkResponses: isTrue(env.CHECK_RESPONSES),
    webhookAllowPrivate: isTrue(env.WEBHOOK_ALLOW_PRIVATE),
    webhookRetryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS) > 0 ? Number(env.WEBHOOK_RETRY_BASE_MS) : 10_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutbox: env.MAIL_OUTBOX || '.data/outbox',
    uploadDir: env.UPLOAD_DIR || '.data/uploads',
    s3: s3Settings(env),
    uploadQuota: {
      totalBytes: megabytes(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA.totalBytes),
      accountBytes: megabytes(env, 'UPLOAD_ACCOUNT_QUOTA_MB', DEFAULT_UPLOAD_QUOTA.accountBytes),
    },
    exportJobThreshold:
      Number.isInteger(Number(env.EXPORT_JOB_THRESHOLD)) && Number(env.EXPORT_JOB_THRESHOLD) >= 0 && env.EXPORT_JOB_THRESHOLD
        ? Number(env.EXPORT_JOB_THRESHOLD)
        : EXPORT_JOB_THRESHOLD,
    uploadMinFreeBytes: megabytes(env, 'UPLOAD_MIN_FREE_MB', DEFAULT_MIN_FREE_BYTES),
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: siteUrlOf(env),
    logRequests: env.LOG_REQUESTS !== 'false',
    registration: registrationMode(env.REGISTRATION),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}
