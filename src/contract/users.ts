import { z } from 'zod/mini';
import { profileSchema, userStatusSchema } from '../schemas/account.ts';
import { registerRequestSchema, userSchema } from '../schemas/auth.ts';
import { email, id } from '../schemas/common.ts';
import { permissionSchema, roleSchema } from './permissions.ts';

/*
 * The shapes of accounts, roles and invitations as the API carries them. Both backends answer them and the
 * contract tests check every answer against them.
 */

const roleAndPermissions = { role: roleSchema, permissions: z.array(permissionSchema) };

/** POST /users/authenticate: the user and its token, with its role and exactly the permissions of that role. */
export const signedInUserSchema = z.extend(userSchema, roleAndPermissions);
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** GET and PUT /users/me: the profile, with the role and its permissions. */
export const meSchema = z.extend(profileSchema, roleAndPermissions);

/** GET /users and GET /users/{id}: an account as an administrator sees it (never its password). */
export const managedUserSchema = z.object({
  id,
  email,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.iso.datetime(),
  /** null until the account first signs in. */
  lastSignInAt: z.nullable(z.iso.datetime()),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
/** GET /users: every account. */
export const managedUsersSchema = z.array(managedUserSchema);

/** PATCH /users/{id}: a new role, a new status, or both. */
export const userPatchSchema = z
  .object({ role: z.optional(roleSchema), status: z.optional(userStatusSchema) })
  .check(z.refine((patch) => patch.role !== undefined || patch.status !== undefined, 'Give a role, a status or both'));
export type UserPatch = z.infer<typeof userPatchSchema>;

/**
 * POST /users/register: the account, the invitation token when there is one (needed when registration is by
 * invitation), and the registration page asking (the language and origin of a mail about the registration).
 */
export const registerBodySchema = z.extend(registerRequestSchema, {
  invite: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  continueUrl: z.optional(
    z.url().check(z.maxLength(2000), z.describe('The registration page; its language prefix picks the language of a mail')),
  ),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** How long an invitation can be used. */
export const INVITE_DAYS = 7;
/** The query parameter of the registration page that carries an invitation token. */
export const INVITE_PARAM = 'invite';

/** POST /users/invite: whom to invite, with which role, and the registration page the link leads to. */
export const inviteRequestSchema = z.object({
  email,
  role: roleSchema,
  continueUrl: z.optional(z.url().check(z.describe('The registration page; the link adds `?invite=<token>` to it'))),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** What POST /users/invite answers: the invitation, and the link that was sent (or logged, without a mailer). */
export const inviteSchema = z.object({ email, role: roleSchema, expiresAt: z.iso.datetime(), link: z.url() });
export type Invite = z.infer<typeof inviteSchema>;
