import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readTrustProxy } from './limits/client-address.ts';

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
  /** One log line per request (LOG_REQUESTS=false turns them off). */
  logRequests: boolean;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY; none by default). */
  trustProxy: number;
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

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
    logRequests: env.LOG_REQUESTS !== 'false',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}
