/**
 * The backend's error messages, word for word. The fake backend answers with them and
 * errors.ts recognises them to translate; a real backend should use the same words.
 */
export const MESSAGES = {
  invalidCredentials: 'Username or password is incorrect',
  unauthorised: 'Unauthorised',
  noDataFound: 'No Data Found',
  usernameTaken: (username: string) => `Username "${username}" is already taken`,
  wrongCurrentPassword: 'Current password is incorrect',
  accountTaken: 'That e-mail or username belongs to another account',
  passwordTooShort: 'The password must be at least 10 characters long',
  passwordTooLong: 'The password must be at most 128 characters long',
  passwordBlank: 'The password cannot be only spaces',
  passwordCommon: 'This password is too common; choose another',
  resetLinkInvalid: 'This reset link is invalid, used or expired',
  passwordNeededForEmail: 'Enter your current password to change the e-mail',
} as const;
