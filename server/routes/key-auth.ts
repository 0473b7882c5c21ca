import type { Context } from 'hono';
import { keyMay } from '../../src/contract/api-keys.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { RouteDef } from '../../src/contract/route-kit.ts';
import { callerOfApiKey, noteKeyUse, type KeyCaller } from '../auth/api-key-secrets.ts';
import type { AppEnv, ServerContext } from './kit.ts';

/**
 * Checks a call made with an API key (docs/api-keys.md): the key's caller, or the answer that refuses it.
 *
 * - 401 for a key revoked, expired or unknown, of a deactivated account, or on a route outside `/app/*` (a key cannot
 *   reach the account's own settings, so it can neither make keys nor change a password).
 * - 403 on an `/app/*` route that declares no permission (search, jobs, the live stream: what they show is scoped by
 *   the role, which a key must not stand in for), or whose permission the key lacks or its owner's role lost.
 * - 429 past the key's rate (`callsPerApiKey`).
 */
export async function authoriseKey(ctx: ServerContext, c: Context<AppEnv>, def: RouteDef, key: string): Promise<KeyCaller | Response> {
  const caller = def.path.startsWith('/app/') ? await callerOfApiKey(ctx.db, key) : null;
  if (!caller) return c.json({ message: MESSAGES.unauthorised }, 401);
  if (!def.permission || !keyMay(caller.permissions, caller.role, def.permission)) return c.json({ message: MESSAGES.forbidden }, 403);
  const limited = await ctx.limits.take(c, 'callsPerApiKey', String(caller.keyId));
  if (limited) return limited;
  await noteKeyUse(ctx.db, caller, ctx.limits.address(c));
  return caller;
}
