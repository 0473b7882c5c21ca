// `npm run api:create-admin -- <email> [--password <password>]`: the first administrator of a deployment (or any
// later one). Uses the database of `npm run api` (DATABASE_URL, else PGlite in PGLITE_DIR; with PGlite, stop the
// server first: only one process can open its directory). Asks nothing: a new account's generated password is printed once.
import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { passwordRule } from '../../src/schemas/auth.ts';
import { createAdmin } from '../auth/admin-accounts.ts';
import { readConfig } from '../config.ts';
import { prepareDatabase } from '../start.ts';

const USAGE = 'usage: npm run api:create-admin -- <email> [--password <password>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({ options: { password: { type: 'string' } }, allowPositionals: true, strict: false });
const email = positionals[0];
if (!email || positionals.length > 1 || !z.email().safeParse(email).success) fail('Give one e-mail address.');
const password = typeof values.password === 'string' ? values.password : undefined;
if (password !== undefined && !passwordRule.safeParse(password).success) fail('The password must be 8 to 128 characters long.');

const config = readConfig(process.env, []);
const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedSample: false });
try {
  const result = await createAdmin(database.db, { email, password });
  if (!result.created) {
    console.log(
      `${email} (username ${result.username}) is now an active administrator; ${result.passwordChanged ? 'its password was changed' : 'its password is unchanged'}.`,
    );
  } else if (result.generated) {
    console.log(
      `Created the administrator ${email} (username ${result.username}).\nPassword (shown this once, change it after signing in): ${result.password}`,
    );
  } else {
    console.log(`Created the administrator ${email} (username ${result.username}) with the password given.`);
  }
} finally {
  await database.close();
}
