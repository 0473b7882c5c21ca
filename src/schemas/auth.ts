import { z } from 'zod';
import { email } from './common.ts';

/** The signed-in user. Firebase users have string ids, the fake backend's are numbers. */
export const userSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]),
  email,
  username: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  token: z.string().min(1),
});
export type User = z.infer<typeof userSchema>;

export const usernameRule = z.string().trim().min(3).max(30).regex(/^[\w.-]+$/, 'Letters, digits, dots, dashes and underscores only');
export const passwordRule = z.string().min(8).max(128);

/** A user as the fake backend keeps it (spec: email, username, password, id). */
export const registeredUserSchema = z.object({
  id: z.number().int().positive(),
  email,
  username: usernameRule,
  password: passwordRule,
  firstName: z.string().default(''),
  lastName: z.string().default(''),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** What GET /users and GET /users/{id} answer: a registered user without the password. */
export const publicUserSchema = registeredUserSchema.omit({ password: true });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginRequestSchema = z.object({ email, password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const registerRequestSchema = z.object({ email, username: usernameRule, password: passwordRule });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const passwordResetRequestSchema = z.object({ email });
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
