/**
 * The bounds of every password and the words a backend answers when one is outside them: the part of the password
 * rule a form checks as it is typed (`passwordRule`, src/schemas/auth.ts). The backends check the rest
 * (src/contract/password-rule.ts), and the contract's messages quote these words.
 */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;

export const PASSWORD_SHAPE_MESSAGES = {
  tooShort: 'The password must be at least 10 characters long',
  tooLong: 'The password must be at most 128 characters long',
  blank: 'The password cannot be only spaces',
} as const;
