// `npm run api`: the reference API server (and the built site, when there is one) on one origin.
// The PGlite data directory is locked before anything heavy loads, so a second server on it stops at once.
import { readConfig } from './config.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';

const config = readConfig();
let lock: DataDirLock | undefined;
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    // Say which directory and which process has it, and stop.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const { run } = await import('./run.ts');
await run(config, lock);
