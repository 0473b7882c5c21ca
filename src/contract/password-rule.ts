import { z } from 'zod/mini';
import '../schemas/common.ts';
import { MESSAGES } from './messages.ts';

/**
 * The one password rule of every account, for both backends and every form that sets a password (registration,
 * change, reset): at least MIN_PASSWORD characters, not only whitespace, at most MAX_PASSWORD, and not on the
 * list of common passwords. The first three are the zod rule (the forms check it as it is typed); the list is
 * checked by the backends only, as it is large (loaded on first use).
 */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;

/** The messages a backend answers for a password that breaks the rule, word for word (errors.ts translates them). */
export const PASSWORD_MESSAGES = {
  tooShort: MESSAGES.passwordTooShort,
  tooLong: MESSAGES.passwordTooLong,
  blank: MESSAGES.passwordBlank,
  common: MESSAGES.passwordCommon,
} as const;

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(PASSWORD_MESSAGES));
/** Whether a message is one of the password rule's (so a 400 can quote it alone). */
export const isPasswordRuleMessage = (message: string): boolean => RULE_MESSAGES.has(message);

export const passwordRule = z.string().check(
  z.minLength(MIN_PASSWORD, PASSWORD_MESSAGES.tooShort),
  z.maxLength(MAX_PASSWORD, PASSWORD_MESSAGES.tooLong),
  z.refine((password) => password.trim() !== '', PASSWORD_MESSAGES.blank),
);

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

/** The message of the first rule a password breaks, or null when it may be used. */
export async function passwordProblem(password: string): Promise<string | null> {
  const shape = passwordRule.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
  return (await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : null;
}
