import { isApiKey, keyMay } from '../../contract/api-keys.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { RouteDef } from '../../contract/route-kit.ts';
import { FakeLimits } from '../limits.ts';
import { bearerToken } from '../sessions.ts';
import type { HandlerContext } from './kit.ts';

/** The account of each request made with an API key, for `callerOf` (a key is no session). */
const keyOwners = new WeakMap<Request, number>();

/** The account a request made with a key acts for, when it was. */
export const keyOwnerOf = (request: Request): number | undefined => keyOwners.get(request);

const refuse = (status: number, message: string) => Response.json({ message }, { status });

/**
 * A call made with an API key, checked as the reference server checks it (server/routes/key-auth.ts): 401 outside
 * `/app/*` and for a revoked, expired or deactivated owner's key; 403 on a route without a permission or one the key or
 * its owner's role lacks; 429 past the key's rate. Then `resolve` runs with the trail naming the key. Undefined when
 * the request carries no key (a session's, checked by the caller).
 */
export async function withApiKey(
  ctx: HandlerContext,
  def: RouteDef,
  request: Request,
  resolve: () => Promise<Response>,
): Promise<Response | undefined> {
  const secret = bearerToken(request);
  if (!secret || !isApiKey(secret)) return undefined;
  const key = def.path.startsWith('/app/') ? await ctx.apiKeys.find(secret) : undefined;
  const role = key && ctx.accounts.callerRole(key.userId);
  if (!key || role === undefined) return refuse(401, MESSAGES.unauthorised);
  if (!def.permission || !keyMay(key.permissions, role, def.permission)) return refuse(403, MESSAGES.forbidden);
  const limited = new FakeLimits(ctx.db).take('callsPerApiKey', String(key.id));
  if (limited) return limited;
  ctx.apiKeys.noteUse(key);
  keyOwners.set(request, key.userId);
  return ctx.audit.withKey(key.userId, { id: key.id, name: key.name }, resolve);
}
