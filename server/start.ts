import { purgeExpired } from './auth/tokens.ts';
import { connect, type Database } from './db/connect.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoAccount, seedSampleData } from './db/seed.ts';

export interface PrepareOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  dataDirLock?: DataDirLock | undefined;
  seedSample?: boolean;
  seedDemo?: boolean;
}

/** Opens the database and brings it up to date: migrations, expired sessions dropped, the seeds asked for. */
export async function prepareDatabase(options: PrepareOptions): Promise<Database> {
  const database = await connect(options);
  try {
    await migrate(database);
    await purgeExpired(database.db);
    if (options.seedSample ?? true) await seedSampleData(database.db);
    if (options.seedDemo) await seedDemoAccount(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
