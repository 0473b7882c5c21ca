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
  /** 429: an abuse limit (failed sign-ins, registrations, resets, form sign-ups) was reached; Retry-After says how long. */
  tooManyAttempts: 'Too many attempts. Try again later.',
  /** 503 with Retry-After: the database cannot be reached for now. */
  databaseUnavailable: 'The database is unavailable; try again shortly',
} as const;
