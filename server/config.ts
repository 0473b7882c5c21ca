import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REGISTRATION_MODES, type RegistrationMode } from './routes/kit.ts';
import { readTrustProxy } from './limits/client-address.ts';
import { DEFAULT_MIN_FREE_BYTES } from './uploads/file-store.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './uploads/quota.ts';

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
  /** `UPLOAD_DIR`: the folder uploaded images are kept in (`.data/uploads`). */
  uploadDir: string;
  /** `UPLOAD_QUOTA_MB` (1024) and `UPLOAD_ACCOUNT_QUOTA_MB` (100): what the uploads may take in all, and per account. */
  uploadQuota: UploadQuota;
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may be delivered to loopback and private addresses (a receiver on the same host). */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_RETRY_BASE_MS (10,000): the wait before a failed delivery's first retry, doubling after each (tests shorten it). */
  webhookRetryBaseMs: number;
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
    uploadQuota: {
      totalBytes: megabytes(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA.totalBytes),
      accountBytes: megabytes(env, 'UPLOAD_ACCOUNT_QUOTA_MB', DEFAULT_UPLOAD_QUOTA.accountBytes),
    },
    uploadMinFreeBytes: megabytes(env, 'UPLOAD_MIN_FREE_MB', DEFAULT_MIN_FREE_BYTES),
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: siteUrlOf(env),
    logRequests: env.LOG_REQUESTS !== 'false',
    registration: registrationMode(env.REGISTRATION),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}
