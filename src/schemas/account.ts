import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales.ts';
import { THEME_SETTINGS } from './theme-settings.ts';
import { passwordRule, usernameRule } from './auth.ts';
import { email, id } from './common.ts';

const choice = (key: (typeof THEME_SETTINGS)[number]['key']) => {
  const setting = THEME_SETTINGS.find((s) => s.key === key);
  if (!setting) throw new Error(`Unknown theme setting ${key}`);
  return z.enum(setting.values as unknown as [string, ...string[]]);
};

/** The customizer's settings, each one of its allowed values (src/schemas/theme-settings.ts). */
export const themePreferencesSchema = z.object({
  layout: choice('layout'),
  skin: choice('skin'),
  mode: choice('mode'),
  direction: choice('direction'),
  width: choice('width'),
  sidebarSize: choice('sidebarSize'),
  navbar: choice('navbar'),
  sidebar: choice('sidebar'),
  topbar: choice('topbar'),
});

export const notificationPreferencesSchema = z.object({ email: z.boolean(), push: z.boolean(), weeklyDigest: z.boolean() });

export const preferencesSchema = z.object({
  language: z.enum(LOCALES),
  theme: themePreferencesSchema,
  notifications: notificationPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Whether an account may sign in: a deactivated one cannot, and its sessions end at once. */
export const USER_STATUSES = ['active', 'deactivated'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** What an account has besides its sign-in fields (the fake backend keeps these by account id). */
export const accountExtrasSchema = z.object({
  role: z.string(),
  createdAt: z.iso.datetime(),
  preferences: preferencesSchema,
  status: z._default(userStatusSchema, 'active'),
  /** The last successful sign-in; absent before the first. */
  lastSignInAt: z.optional(z.iso.datetime()),
});
export type AccountExtras = z.infer<typeof accountExtrasSchema>;

const personName = z.string().check(z.trim(), z.maxLength(60));

/** GET /users/me: the signed-in user's own profile. */
export const profileSchema = z.object({
  id,
  email,
  username: usernameRule,
  firstName: personName,
  lastName: personName,
  /** A role of the role table (src/contract/permissions.ts) and what it may do; the contract checks both. */
  role: z.string(),
  permissions: z.array(z.string()),
  createdAt: z.iso.datetime(),
  preferences: preferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /users/me: what the user may change (not the id, role or creation date); a new e-mail needs the current password. */
export const profileUpdateSchema = z.object({
  email,
  username: usernameRule,
  firstName: personName,
  lastName: personName,
  preferences: preferencesSchema,
  currentPassword: z.optional(z.string().check(z.maxLength(200))).check(z.describe('Required when the e-mail changes')),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /users/me/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1)),
  newPassword: passwordRule,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
