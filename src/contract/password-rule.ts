import { MIN_PASSWORD } from '../schemas/password.ts';
import { MESSAGES } from './messages.ts';

/**
 * The one password rule of every account, for both backends and every form that sets a password (registration,
 * change, reset): at least MIN_PASSWORD characters, not only whitespace, at most MAX_PASSWORD, not a published
 * password (the demo accounts'), not one character or mostly repeated characters, not the account's own e-mail or
 * username, and not on the list of common passwords. The first three are the zod rule (the forms check it as it is
 * typed); the others are checked by the backends only (newPasswordRefusal): the list is large (loaded on first use),
 * the demo accounts' stored password must still parse, and the account is known to the backend.
 */
/** The messages a backend answers for a password that breaks the rule, word for word (errors.ts translates them). */
export const PASSWORD_MESSAGES = {
  tooShort: MESSAGES.passwordTooShort,
  tooLong: MESSAGES.passwordTooLong,
  blank: MESSAGES.passwordBlank,
  common: MESSAGES.passwordCommon,
  demo: MESSAGES.passwordDemo,
  repeated: MESSAGES.passwordRepeated,
  personal: MESSAGES.passwordPersonal,
} as const;

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(PASSWORD_MESSAGES));
/** Whether a message is one of the password rule's (so a 400 can quote it alone). */
export const isPasswordRuleMessage = (message: string): boolean => RULE_MESSAGES.has(message);

let common: Promise<ReadonlySet<string>> | undefined;
/**
 * The common passwords at least MIN_PASSWORD long (shorter ones are refused anyway), lower-case: zxcvbn's ranked list
 * (@zxcvbn-ts/language-common, about 49,000 passwords, 1,500 of them long enough), loaded the first time.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((p) => p.length >= MIN_PASSWORD).map((p) => p.toLowerCase())),
  );
  return common;
}

/** Whether a password is on the common list, whatever its letter case and surrounding spaces. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/**
 * Passwords published with the project: the demo accounts' (src/resources/samples/demo-accounts.ts, kept out of
 * builds without the fake backend, so repeated here; a test keeps them equal). Anyone may try them on any server.
 */
const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set(['stride-demo']);

/** Fewer different characters than this, or one character in more than half the places, is "mostly repeated". */
const MIN_DISTINCT = 4;

/** Whether a password is one character repeated or mostly repeated characters (letter case aside). */
function isMostlyRepeated(password: string): boolean {
  const counts = new Map<string, number>();
  const chars = [...password.trim().toLowerCase()];
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts.size < MIN_DISTINCT || Math.max(...counts.values()) * 2 > chars.length;
}

/** A password made of an identifier plus fewer than this many other characters counts as the identifier. */
const MIN_EXTRA = 4;

/** Whether a password is the account's e-mail, its part before the @, or its username (letter case aside, give or take MIN_EXTRA - 1 characters). */
function isPersonalPassword(password: string, account: { email: string; username: string }): boolean {
  const typed = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  const words = [email, email.split('@')[0] ?? '', account.username.trim().toLowerCase()].filter((word) => word.length >= 3);
  return words.some((word) => typed.includes(word) && typed.length - word.length < MIN_EXTRA);
}

/**
 * The message of the rule a new password of `account` breaks beyond the schema's (published, mostly repeated, the
 * account's own e-mail or username, common), or null. Both backends check it before hashing; without an account (a
 * reset link not looked up yet), every rule but the account's own words.
 */
export async function newPasswordRefusal(password: string, account?: { email: string; username: string }): Promise<string | null> {
  if (PUBLISHED_PASSWORDS.has(password.trim())) return PASSWORD_MESSAGES.demo;
  if (isMostlyRepeated(password)) return PASSWORD_MESSAGES.repeated;
  if (account && isPersonalPassword(password, account)) return PASSWORD_MESSAGES.personal;
  return (await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : null;
}
