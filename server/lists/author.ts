import { eq } from 'drizzle-orm';
import type { ListName } from '../../src/resources/index.ts';
import { authorField, withAuthor } from '../../src/contract/author.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/tables.ts';

/**
 * A new row's body as the server stores it: in a list whose rows name their author (src/resources/define.ts), the
 * author field is the signed-in account's name, read from its account row, whatever the body said.
 */
export async function authoredBy<B extends object>(db: Pick<Db, 'select'>, name: ListName, body: B, caller: number): Promise<B> {
  if (authorField(name) === undefined) return body;
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, caller));
  // The session middleware answered 401 for an account that is gone, so the row is there.
  return account ? withAuthor(name, body, account) : body;
}
