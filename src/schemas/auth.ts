import { z } from 'zod/mini';
import { MAX_PASSWORD, MIN_PASSWORD, PASSWORD_SHAPE_MESSAGES } from './password.ts';
import { email, id } from './common.ts';

const filledIn = z.string().check(z.minLength(1));

/** The signed-in user. Firebase users have string ids, the fake backend's are numbers. */
export const userSchema = z.object({
  id: z.union([id, filledIn]),
  email,
  username: filledIn,
  firstName: z.string(),
  lastName: z.string(),
  token: filledIn,
  /**
   * The account's role and the permissions it gives (src/contract/permissions.ts), as the reference server and
   * the fake backend answer them; absent with Firebase sign-in. Kept as plain strings here so a role this build does
   * not know is read as one without permissions; the contract checks them against the role table.
   */
  role: z.optional(z.string()),
  permissions: z.optional(z.array(z.string())),
});
export type User = z.infer<typeof userSchema>;

export const usernameRule = z
  .string()
  .check(z.trim(), z.minLength(3), z.maxLength(30), z.regex(/^[\w.-]+$/, 'Letters, digits, dots, dashes and underscores only'));
export { MIN_PASSWORD } from './password.ts';
/** The password rule's shape, which a form checks as it is typed; the backends check the rest (src/contract/password-rule.ts). */
export const passwordRule = z.string().check(
  z.minLength(MIN_PASSWORD, PASSWORD_SHAPE_MESSAGES.tooShort),
  z.maxLength(MAX_PASSWORD, PASSWORD_SHAPE_MESSAGES.tooLong),
  z.refine((password) => password.trim() !== '', PASSWORD_SHAPE_MESSAGES.blank),
);

/** A user as the fake backend keeps it: email, username, password, id. */
export const registeredUserSchema = z.object({
  id,
  email,
  username: usernameRule,
  password: passwordRule,
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** What GET /users and GET /users/{id} answer: a registered user without the password. */
export const publicUserSchema = z.omit(registeredUserSchema, { password: true });

export const loginRequestSchema = z.object({ email, password: filledIn });
export const registerRequestSchema = z.object({ email, username: usernameRule, password: passwordRule });
/** The registration form: the request, plus the password typed a second time to catch a typo. */
export const registerFormSchema = z
  .object({ ...registerRequestSchema.shape, confirm: filledIn })
  .check(z.refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'The two passwords do not match' }));
export const passwordResetRequestSchema = z.object({ email });
/** POST /users/reset-password/confirm: the token of the e-mail's link and the new password. */
export const passwordResetConfirmSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)), password: passwordRule });
/** The reset page's form: the new password typed twice. */
export const passwordResetFormSchema = z
  .object({ password: passwordRule, confirm: filledIn })
  .check(z.refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'The two passwords do not match' }));
export const errorBodySchema = z.object({ message: z.string() });
