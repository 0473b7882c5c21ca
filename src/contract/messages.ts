import { PASSWORD_SHAPE_MESSAGES } from '../schemas/password.ts';

/**
 * The backend's error messages, word for word. The fake backend answers with them and
 * errors.ts recognises them to translate; a real backend should use the same words.
 */
export const MESSAGES = {
  invalidCredentials: 'Username or password is incorrect',
  unauthorised: 'Unauthorised',
  noDataFound: 'No Data Found',
  usernameTaken: (username: string) => `Username "${username}" is already taken`,
  /** 409: another row of the list already has that reference (`#ST-10452`, `EMP-1001`, …). */
  referenceTaken: (reference: string) => `The reference "${reference}" is already taken`,
  /**
   * 400: a delete, or a change of its code, of a row that rows of other lists name through a `restrict` reference
   * (src/resources/define.ts): those rows, the first ten of each list by id.
   */
  referencedBy: (rows: readonly { list: string; ids: readonly number[] }[]) =>
    `Other rows name this one; change or delete them first: ${rows
      .map(({ list, ids }) => `${list} ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ' and more' : ''}`)
      .join('; ')}`,
  /** 400: a row whose reference names no row of the other list. */
  referenceMissing: (field: string, list: string, value: string) => `Invalid input: ${field}: no ${list} row is ${value}`,
  /**
   * 400: a body's child (`lines.2`) whose id is not one of that row's children of that name, or one given twice (each
   * child once per body; a new row has no children yet).
   */
  childNotOfRow: (path: string) => `Invalid input: ${path}.id: not a child of this row`,
  /** 409: a change, a delete or a send of a row that is no longer a draft (a sent invoice). */
  notDraft: 'Only a draft can be changed, deleted or sent',
  /** 400: a payment of more than the invoice's balance. */
  paymentOverBalance: 'The payment is more than the balance due',
  /** 400: a payment of 0 or less. */
  paymentNotPositive: 'The payment must be more than zero',
  /** 409: a payment of an invoice that is not sent, partly paid or overdue (a draft, paid or void one). */
  notPayable: 'Only a sent, partly paid or overdue invoice takes payments',
  /** 409: a void of a draft, which is deleted instead. */
  voidDraft: 'A draft is deleted, not voided',
  /** 409: a void, or a payment deleted, of a void invoice. */
  invoiceVoided: 'The invoice is void',
  /** 400: a void without a reason. */
  voidReasonRequired: 'Say why the invoice is voided',
  wrongCurrentPassword: 'Current password is incorrect',
  accountTaken: 'That e-mail or username belongs to another account',
  forbidden: 'You do not have permission to do that',
  lastAdmin: 'The last active administrator cannot be demoted, deactivated or deleted',
  ownAccount: 'You cannot change the role or status of your own account',
  accountDeactivated: 'This account is deactivated',
  registrationClosed: 'Registration is closed',
  inviteRequired: 'Registration needs a valid invitation',
  userNotFound: 'User not found',
  /** 400: an API key asking for a permission its account's role does not have. */
  apiKeyPermissions: 'An API key can only have permissions your role has',
  /** 404: no API key with that id (or one of another account). */
  apiKeyNotFound: 'API key not found',
  /** 400: an account holding MAX_KEYS_PER_ACCOUNT keys asks for another. */
  apiKeyLimit: 'An account can hold at most 50 API keys; revoke one first',
  passwordTooShort: PASSWORD_SHAPE_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_SHAPE_MESSAGES.tooLong,
  passwordBlank: PASSWORD_SHAPE_MESSAGES.blank,
  passwordCommon: 'This password is too common; choose another',
  passwordDemo: 'This password is published with the demo accounts; choose another',
  passwordRepeated: 'The password cannot be one character repeated or mostly the same characters',
  passwordPersonal: 'The password cannot be your e-mail address or username',
  resetLinkInvalid: 'This reset link is invalid, used or expired',
  passwordNeededForEmail: 'Enter your current password to change the e-mail',
  /** 429: an abuse limit (failed sign-ins, registrations, resets, form sign-ups) was reached; Retry-After says how long. */
  tooManyAttempts: 'Too many attempts. Try again later.',
  /** 400: a request body nests arrays and objects deeper than MAX_JSON_DEPTH (src/contract/json-body.ts); refused unread. */
  bodyTooDeep: 'The request body nests deeper than 32 levels',
  /** 503 with Retry-After: the database cannot be reached for now. */
  databaseUnavailable: 'The database is unavailable; try again shortly',
  /** 507: the server's disk (or the browser's storage, for the fake backend) is full; the write was not made. */
  storageFull: "The server's storage is full; nothing was saved",
} as const;
