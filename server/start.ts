import { purgeExpired } from './auth/tokens.ts';
import { connect, type ConnectOptions, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { syncRoles } from './db/roles.ts';
import { seedDemoAccounts, seedSampleData } from './db/seed.ts';
import { settleSampleAssignees } from './lists/board-samples.ts';
import { seedChatSamples } from './chat/samples.ts';

/** What the start line says when no active account can manage accounts. */
export const NO_ADMIN_HINT =
  'No administrator yet: create one with `npm run api:create-admin -- you@example.com` (stop the server first when it uses PGlite).';

export interface PrepareOptions extends ConnectOptions {
  seedSample?: boolean;
  /** With seedSample: the sample company's generated rows too (default), or the sample files' rows only (tests). */
  seedCompany?: boolean;
  seedDemo?: boolean;
}

/** Opens the database and brings it up to date: migrations, expired sessions dropped, the seeds asked for. */
export async function prepareDatabase(options: PrepareOptions): Promise<Database> {
  const database = await connect(options);
  try {
    await migrate(database);
    await syncRoles(database.db);
    await purgeExpired(database.db);
    if (options.seedSample ?? true) await seedSampleData(database.db, { company: options.seedCompany ?? true });
    if (options.seedDemo) await seedDemoAccounts(database.db);
    // After the demo accounts: the sample conversations are theirs.
    if (options.seedSample ?? true) await seedChatSamples(database.db);
    // After the demo accounts: the sample cards are assigned to them, or to nobody without them.
    await settleSampleAssignees(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
