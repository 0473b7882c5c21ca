/**
 * The rules and conversions of the settings page's three forms, kept apart from React so they can be tested:
 * what each form checks, the translated message for each problem, and the PUT /users/me body each one sends.
 */
import { z } from 'zod/mini';
import { INTL_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import { isPasswordRuleMessage } from '../../contract/password-rule.ts';
import { translateError } from '../../api/errors.ts';
import { passwordRule, usernameRule } from '../../schemas/auth.ts';
import { email } from '../../schemas/common.ts';
import type { Preferences, Profile, ProfileUpdate } from '../../schemas/account.ts';

const filledIn = z.string().check(z.trim(), z.minLength(1));
const personName = z.string().check(z.trim(), z.maxLength(60));

/** The edit-profile form: a first name is needed (the top bar shows it); the last name may stay empty. */
export const profileFormSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  lastName: personName,
  username: usernameRule,
  email,
  currentPassword: z.optional(z.string()),
});
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** Asked for only when the e-mail changes (the backend wants it then). */
  currentPassword?: string;
}

/** Whether the form's e-mail is another address than the saved one (letter case aside). */
export const emailChanged = (typed: string, saved: string): boolean => typed.trim().toLowerCase() !== saved.trim().toLowerCase();

/** The edit-profile form for an account whose saved e-mail is `savedEmail`: a new e-mail needs the current password. */
export function profileFormSchemaFor(savedEmail: string) {
  return profileFormSchema.check(
    z.refine((form) => !emailChanged(form.email, savedEmail) || !!form.currentPassword, {
      path: ['currentPassword'],
      message: 'Required to change the e-mail',
    }),
  );
}

/** The change-password form: the request, plus the new password typed a second time to catch a typo. */
export const passwordFormSchema = z
  .object({ currentPassword: filledIn, newPassword: passwordRule, confirm: filledIn })
  .check(z.refine((form) => form.confirm === form.newPassword, { path: ['confirm'], message: 'The two passwords do not match' }));
export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirm: '' };

/** The message under a field: "required" when it is blank, else the rule the field breaks. */
export function accountIssueMessage(issue: z.core.$ZodIssue, values: ProfileFormValues | PasswordFormValues, t: Translate): string {
  const field = String(issue.path[0] ?? '');
  const typed: unknown = (values as unknown as Record<string, unknown>)[field];
  // A new password of spaces is not "missing": it breaks the rule, which says so.
  if (typeof typed !== 'string' || (!typed.trim() && !(field === 'newPassword' && typed))) return t('auth.required');
  switch (field) {
    case 'email':
      return t('auth.invalidEmail');
    case 'username':
      return t('auth.register.usernameRule');
    case 'firstName':
    case 'lastName':
      return t('account.nameTooLong');
    case 'newPassword':
      return isPasswordRuleMessage(issue.message) ? translateError(issue.message, t) : t('auth.register.passwordRule');
    case 'confirm':
      return t('auth.register.mismatch');
    default:
      return t('auth.required');
  }
}

/** The form's starting values: what the profile holds now. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return { firstName: profile.firstName, lastName: profile.lastName, username: profile.username, email: profile.email };
}

/** PUT /users/me replaces the whole editable profile: the edited fields with the saved preferences, or the reverse. */
export function profileUpdate(
  profile: Profile,
  change: Partial<Omit<ProfileUpdate, 'preferences'>> & { preferences?: Preferences },
): ProfileUpdate {
  const { email, username, firstName, lastName, preferences } = profile;
  const { currentPassword, ...rest } = change;
  const update: ProfileUpdate = { email, username, firstName, lastName, preferences, ...rest };
  // The password travels only with a new e-mail, the one change that needs it.
  return currentPassword && emailChanged(update.email, email) ? { ...update, currentPassword } : update;
}

/** "Alex Morgan", or the username when no name is set. */
export function displayName(profile: Pick<Profile, 'firstName' | 'lastName' | 'username'>): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username;
}

/** Up to two letters for the avatar: the initials of the name, else the username's first letter. */
export function initialsOf(profile: Pick<Profile, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`;
  return (letters || profile.username.charAt(0)).toUpperCase();
}

/** The account's creation date as a reader of `locale` writes a date ("September 1, 2025", "1 septembre 2025"). */
export function formatMemberSince(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
