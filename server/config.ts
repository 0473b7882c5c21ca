import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REGISTRATION_MODES, type RegistrationMode } from './routes/kit.ts';

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
  registration: RegistrationMode;
}

/** REGISTRATION: `open` (the default), `invite` or `closed`; anything else stops the start with a clear message. */
export function registrationMode(value: string | undefined): RegistrationMode {
  const mode = value?.trim() || 'open';
  if ((REGISTRATION_MODES as readonly string[]).includes(mode)) return mode as RegistrationMode;
  throw new Error(`REGISTRATION must be one of ${REGISTRATION_MODES.join(', ')} (got "${mode}")`);
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
    registration: registrationMode(env.REGISTRATION),
  };
}
