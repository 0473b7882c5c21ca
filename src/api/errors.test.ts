import { describe, expect, it } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import fr from '../../public/assets/i18n/fr.json';
import arMessages from '../../public/assets/i18n/ar.json';
import { createTranslator } from '../i18n/translator.ts';
import { MESSAGES } from '../contract/messages.ts';
import { tooManyChildren } from '../schemas/children.ts';
import { ApiError, CLIENT_MESSAGES } from './client.ts';
import { translateError } from './errors.ts';

const tEn = createTranslator('en', en);
const tFr = createTranslator('fr', fr);

describe('translateError', () => {
  it.each([
    ['Unauthorised', 'errors.unauthorised'],
    ['No Data Found', 'errors.noDataFound'],
    ['Username or password is incorrect', 'errors.invalidCredentials'],
    ['Unsupported authentication method', 'errors.unsupportedAuth'],
    ['Login failed', 'errors.loginFailed'],
    ['Registration failed', 'errors.registrationFailed'],
    ['Logout failed', 'errors.logoutFailed'],
    ['Current password is incorrect', 'errors.wrongCurrentPassword'],
    ['That e-mail or username belongs to another account', 'errors.accountTaken'],
    ['You do not have permission to do that', 'errors.forbidden'],
    ['The last active administrator cannot be demoted, deactivated or deleted', 'errors.lastAdmin'],
    ['You cannot change the role or status of your own account', 'errors.ownAccount'],
    ['This account is deactivated', 'errors.accountDeactivated'],
    ['Registration is closed', 'errors.registrationClosed'],
    ['Registration needs a valid invitation', 'errors.inviteRequired'],
    ['User not found', 'errors.userNotFound'],
  ])('translates the catalogue message "%s"', (message, key) => {
    expect(translateError(new Error(message), tFr)).toBe(tFr(key));
    expect(translateError(message, tFr)).toBe(tFr(key));
    expect(tFr(key)).not.toBe(key);
  });

  it('translates the taken-username message with the name', () => {
    expect(translateError(new ApiError('Username "nia" is already taken', 400), tFr)).toBe('Le nom d’utilisateur « nia » est déjà pris.');
  });

  it('translates the taken-reference message (409) with the reference', () => {
    const ar = createTranslator('ar', arMessages);
    const taken = new ApiError('The reference "#ST-10452" is already taken', 409);
    expect(translateError(taken, tFr)).toBe('La référence #ST-10452 est déjà utilisée par un autre enregistrement');
    expect(translateError(taken, ar)).toContain('#ST-10452');
    expect(translateError(taken, ar)).not.toContain('taken');
  });

  it('translates the refusal to delete a row other rows name (400), keeping the rows it names', () => {
    const message = MESSAGES.referencedBy([{ list: 'salary', ids: [1, 11] }]);
    expect(translateError(new ApiError(message, 400), tFr)).toBe(
      'D’autres enregistrements font référence à celui-ci ; modifiez-les ou supprimez-les d’abord : salary 1, 11',
    );
    expect(translateError(new ApiError(message, 400), tEn)).not.toBe(message);
  });

  it('translates the refusals of a row’s children (400): a child of another row, and more than the list’s max', () => {
    const notOfRow = new ApiError(MESSAGES.childNotOfRow('lines.2'), 400);
    expect(translateError(notOfRow, tEn)).toBe('Entry 3 of lines does not belong to this record');
    expect(translateError(notOfRow, tFr)).toBe('L’entrée 3 de lines n’appartient pas à cet enregistrement');
    const tooMany = new ApiError(`Invalid input: lines: ${tooManyChildren(200)}`, 400);
    expect(translateError(tooMany, tEn)).toBe('lines can have at most 200 entries');
  });

  it('translates the client’s own failures', () => {
    expect(translateError(new ApiError(CLIENT_MESSAGES.network, 0, 'network'), tEn)).toBe(tEn('errors.network'));
    expect(translateError(new ApiError(CLIENT_MESSAGES.timeout, 0, 'timeout'), tEn)).toBe(tEn('errors.timeout'));
    expect(translateError(new ApiError(CLIENT_MESSAGES.badResponse, 200, 'badResponse'), tEn)).toBe(tEn('errors.badResponse'));
    expect(translateError(new ApiError('Internal Server Error', 500), tFr)).toBe(tFr('errors.server'));
    expect(translateError(new ApiError('HTTP 502', 502), tFr)).toBe(tFr('errors.server'));
    expect(translateError(new ApiError('Not Found', 404), tFr)).toBe('Le serveur ne dispose pas de ces données (404).');
    expect(translateError(new ApiError('No order row with that id', 404), tFr)).toBe('No order row with that id');
  });

  it('translates the reference server’s 429 and 503 answers', () => {
    expect(translateError(new ApiError('Too many attempts. Try again later.', 429), tFr)).toBe(tFr('errors.tooManyAttempts'));
    expect(translateError(new ApiError('The database is unavailable; try again shortly', 503), tFr)).toBe(tFr('errors.unavailable'));
    expect(tFr('errors.tooManyAttempts')).not.toBe(tEn('errors.tooManyAttempts'));
  });

  it("keeps a real backend's own words, and says something when there are none", () => {
    expect(translateError(new ApiError('Quota exceeded for this month', 429), tFr)).toBe('Quota exceeded for this month');
    expect(translateError(undefined, tFr)).toBe(tFr('errors.unknown'));
  });
});

describe('translateError with the text a store kept', () => {
  const t = (key: string) => `T:${key}`;
  it("recognises the client's own failures by their text", () => {
    expect(translateError(CLIENT_MESSAGES.network, t)).toBe('T:errors.network');
    expect(translateError(CLIENT_MESSAGES.timeout, t)).toBe('T:errors.timeout');
    expect(translateError(CLIENT_MESSAGES.badResponse, t)).toBe('T:errors.badResponse');
  });
  it('translates bare status texts and keeps a server’s own words', () => {
    expect(translateError('Internal Server Error', t)).toBe('T:errors.server');
    expect(translateError('HTTP 503', t)).toBe('T:errors.server');
    expect(translateError('Not Found', t)).toBe('T:errors.notFound');
    expect(translateError('Database is on fire', t)).toBe('Database is on fire');
  });
});
