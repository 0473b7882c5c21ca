import type { Translate } from '../i18n/translator.ts';
import { ApiError, CLIENT_MESSAGES } from './client.ts';
import { AUTH_MESSAGES } from './auth/types.ts';
import { MESSAGES as BACKEND_MESSAGES } from '../contract/messages.ts';
import { BOARD_LIMITS, BOARD_MESSAGES } from '../contract/board-messages.ts';
import { CHAT_MESSAGES } from '../contract/chat-messages.ts';
import { CHAT_FILE_MAX_MB } from '../schemas/chat-file-limits.ts';
import { MAX_UPLOAD_MB, NOT_AN_IMAGE, UPLOAD_ACCOUNT_QUOTA_FULL, UPLOAD_QUOTA_FULL, UPLOAD_TOO_LARGE } from '../schemas/uploads.ts';

type PlainTranslate = (key: string, options?: Record<string, unknown>) => string;
/** A translate function: `t` from useTranslation or the build-time translator (the same kind), or a plain one. */
export type TranslateFn = Translate | PlainTranslate;

const EXACT: Record<string, string> = {
  [BACKEND_MESSAGES.unauthorised]: 'errors.unauthorised',
  [BACKEND_MESSAGES.noDataFound]: 'errors.noDataFound',
  [BACKEND_MESSAGES.invalidCredentials]: 'errors.invalidCredentials',
  [BACKEND_MESSAGES.accountTaken]: 'errors.accountTaken',
  [BACKEND_MESSAGES.wrongCurrentPassword]: 'errors.wrongCurrentPassword',
  [BACKEND_MESSAGES.forbidden]: 'errors.forbidden',
  [BACKEND_MESSAGES.lastAdmin]: 'errors.lastAdmin',
  [BACKEND_MESSAGES.ownAccount]: 'errors.ownAccount',
  [BACKEND_MESSAGES.accountDeactivated]: 'errors.accountDeactivated',
  [BACKEND_MESSAGES.registrationClosed]: 'errors.registrationClosed',
  [BACKEND_MESSAGES.inviteRequired]: 'errors.inviteRequired',
  [BACKEND_MESSAGES.userNotFound]: 'errors.userNotFound',
  [BACKEND_MESSAGES.apiKeyPermissions]: 'errors.apiKeyPermissions',
  [BACKEND_MESSAGES.apiKeyNotFound]: 'errors.apiKeyNotFound',
  [BACKEND_MESSAGES.apiKeyLimit]: 'errors.apiKeyLimit',
  [BACKEND_MESSAGES.passwordTooShort]: 'errors.passwordTooShort',
  [BACKEND_MESSAGES.passwordTooLong]: 'errors.passwordTooLong',
  [BACKEND_MESSAGES.passwordBlank]: 'errors.passwordBlank',
  [BACKEND_MESSAGES.passwordCommon]: 'errors.passwordCommon',
  [BACKEND_MESSAGES.passwordDemo]: 'errors.passwordDemo',
  [BACKEND_MESSAGES.passwordRepeated]: 'errors.passwordRepeated',
  [BACKEND_MESSAGES.passwordPersonal]: 'errors.passwordPersonal',
  [BACKEND_MESSAGES.resetLinkInvalid]: 'errors.resetLinkInvalid',
  [BACKEND_MESSAGES.passwordNeededForEmail]: 'errors.passwordNeededForEmail',
  [BACKEND_MESSAGES.tooManyAttempts]: 'errors.tooManyAttempts',
  [BACKEND_MESSAGES.bodyTooDeep]: 'errors.bodyTooDeep',
  [BACKEND_MESSAGES.databaseUnavailable]: 'errors.unavailable',
  [BACKEND_MESSAGES.storageFull]: 'errors.storageFull',
  [BACKEND_MESSAGES.notDraft]: 'errors.notDraft',
  [BACKEND_MESSAGES.paymentOverBalance]: 'errors.paymentOverBalance',
  [BACKEND_MESSAGES.paymentNotPositive]: 'errors.paymentNotPositive',
  [BACKEND_MESSAGES.notPayable]: 'errors.notPayable',
  [BACKEND_MESSAGES.voidDraft]: 'errors.voidDraft',
  [BACKEND_MESSAGES.invoiceVoided]: 'errors.invoiceVoided',
  [BACKEND_MESSAGES.voidReasonRequired]: 'errors.voidReasonRequired',
  [BOARD_MESSAGES.noBoard]: 'errors.boardNotFound',
  [BOARD_MESSAGES.noColumn]: 'errors.boardColumnNotFound',
  [BOARD_MESSAGES.noCard]: 'errors.taskNotFound',
  [BOARD_MESSAGES.noComment]: 'errors.commentNotFound',
  [BOARD_MESSAGES.columnHasCards]: 'errors.columnHasCards',
  [BOARD_MESSAGES.badMoveTo]: 'errors.badMoveTo',
  // A move whose neighbour is no longer where the board showed it.
  [BOARD_MESSAGES.beforeAndAfter]: 'errors.cardPlace',
  [BOARD_MESSAGES.badAnchor('before')]: 'errors.cardPlace',
  [BOARD_MESSAGES.badAnchor('after')]: 'errors.cardPlace',
  [BOARD_MESSAGES.notYourComment]: 'errors.notYourComment',
  [CHAT_MESSAGES.attachmentType]: 'errors.chatFileType',
  [CHAT_MESSAGES.badAttachment]: 'errors.chatBadAttachment',
  [CHAT_MESSAGES.noAttachment]: 'errors.chatNoFile',
  [UPLOAD_ACCOUNT_QUOTA_FULL]: 'form.errors.uploadAccountQuota',
  [UPLOAD_QUOTA_FULL]: 'form.errors.uploadQuota',
  [AUTH_MESSAGES.unsupported]: 'errors.unsupportedAuth',
  [AUTH_MESSAGES.loginFailed]: 'errors.loginFailed',
  [AUTH_MESSAGES.registrationFailed]: 'errors.registrationFailed',
  [AUTH_MESSAGES.logoutFailed]: 'errors.logoutFailed',
  // Stores keep only the message of a failure, so the client's own ones are recognised by their text too.
  [CLIENT_MESSAGES.network]: 'errors.network',
  [CLIENT_MESSAGES.timeout]: 'errors.timeout',
  [CLIENT_MESSAGES.badResponse]: 'errors.badResponse',
};
const GENERIC_STATUS_TEXT = /^(HTTP \d+|Forbidden|Not Found|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/;
const STATUS_OF_TEXT: Record<string, number> = {
  Forbidden: 403,
  'Not Found': 404,
  'Internal Server Error': 500,
  'Bad Gateway': 502,
  'Service Unavailable': 503,
  'Gateway Timeout': 504,
};
function statusOfText(text: string): number {
  return STATUS_OF_TEXT[text] ?? Number(/^HTTP (\d+)$/.exec(text)?.[1] ?? 0);
}
const USERNAME_TAKEN = /^Username "(.*)" is already taken$/;
const REFERENCE_TAKEN = /^The reference "(.*)" is already taken$/;
/** MESSAGES.referencedBy's words before the rows it names (`salary 1, 11`), which are shown as they came. */
const REFERENCED_BY = /^Other rows name this one; change or delete them first: (.*)$/;
/** MESSAGES.childNotOfRow of one child (`lines.2`): the child list's name, and the child's index from 0. */
const CHILD_NOT_OF_ROW = /^Invalid input: (\w+)\.(\d+)\.id: not a child of this row$/;
/** A body with more children than the list's `max` (tooManyChildren of src/schemas/children.ts, as readBody words it). */
const TOO_MANY_CHILDREN = /^Invalid input: (\w+): At most (\d+) of them$/;

/**
 * The text to show a person for a failure: the backend's known messages and the client's own failures in the
 * page's language; anything else (a real backend's own words) as it came.
 */
export function translateError(error: unknown, t: TranslateFn): string {
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'timeout') return t('errors.timeout');
    if (error.kind === 'badResponse') return t('errors.badResponse');
  }
  const key = EXACT[message];
  if (key) return t(key);
  if (message === NOT_AN_IMAGE) return t('form.errors.fileType');
  if (message === UPLOAD_TOO_LARGE) return t('form.errors.fileTooLarge', { max: MAX_UPLOAD_MB });
  if (message === CHAT_MESSAGES.attachmentTooLarge) return t('errors.chatFileTooLarge', { max: CHAT_FILE_MAX_MB });
  if (message === BOARD_MESSAGES.tooManyColumns) return t('errors.tooManyColumns', { max: BOARD_LIMITS.columns });
  const taken = USERNAME_TAKEN.exec(message);
  if (taken) return t('errors.usernameTaken', { username: taken[1] });
  const reference = REFERENCE_TAKEN.exec(message);
  if (reference) return t('form.errors.idTaken', { id: reference[1] });
  const referencing = REFERENCED_BY.exec(message);
  if (referencing) return t('errors.referencedBy', { rows: referencing[1] });
  const child = CHILD_NOT_OF_ROW.exec(message);
  if (child) return t('errors.childNotOfRow', { list: child[1], position: Number(child[2]) + 1 });
  const children = TOO_MANY_CHILDREN.exec(message);
  if (children) return t('errors.tooManyChildren', { list: children[1], max: Number(children[2]) });
  // A bare status text means the server said nothing of its own: say it in the page's language.
  // (A store hands over the text alone, so the status is read back from it when there is no ApiError.)
  if (GENERIC_STATUS_TEXT.test(message) && (!(error instanceof ApiError) || error.kind === 'http')) {
    const status = error instanceof ApiError ? error.status : statusOfText(message);
    if (status === 403) return t('errors.forbidden');
    if (status === 404) return t('errors.notFound');
    if (status >= 500) return t('errors.server');
  }
  return message || t('errors.unknown');
}
