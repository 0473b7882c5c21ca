import { errorBodySchema } from '../schemas/index.ts';
import { passwordChangeSchema, profileUpdateSchema } from '../schemas/account.ts';
import type { RouteDef } from './route-kit.ts';
import { MESSAGES } from './messages.ts';
import { meSchema } from './users.ts';

/** The backend's words when the current password given to POST /users/me/password is wrong. */
export const WRONG_CURRENT_PASSWORD = MESSAGES.wrongCurrentPassword;
/** The backend's words when PUT /users/me asks for an e-mail or username another account has. */
export const ACCOUNT_TAKEN = MESSAGES.accountTaken;

const error = (description: string) => ({ description, schema: errorBodySchema });

/** The signed-in user's own account: the profile and settings pages. */
export const ACCOUNT_ROUTES = {
  getMe: {
    method: 'get',
    path: '/users/me',
    operationId: 'getMe',
    tag: 'account',
    summary: "The signed-in user's profile and preferences",
    auth: true,
    responses: { 200: { description: 'The profile, with the role and its permissions', schema: meSchema }, 401: error('`Unauthorised`') },
  },
  updateMe: {
    method: 'put',
    path: '/users/me',
    operationId: 'updateMe',
    tag: 'account',
    summary: 'Change the profile and preferences (not the id, role or creation date); a new e-mail needs `currentPassword`',
    auth: true,
    body: profileUpdateSchema,
    responses: {
      200: { description: 'The saved profile, with the role and its permissions', schema: meSchema },
      400: error('The body does not match the schema, or a new e-mail without the right `currentPassword`'),
      401: error('`Unauthorised`'),
      409: error(`\`${ACCOUNT_TAKEN}\``),
    },
  },
  changePassword: {
    method: 'post',
    path: '/users/me/password',
    operationId: 'changePassword',
    tag: 'account',
    summary: 'Change the password; the current one must be given. Every other session of the account ends',
    auth: true,
    body: passwordChangeSchema,
    responses: {
      204: { description: 'Changed (empty body)' },
      400: error(`\`${WRONG_CURRENT_PASSWORD}\`, or a new password that breaks the rules`),
      401: error('`Unauthorised`'),
    },
  },
} as const satisfies Record<string, RouteDef>;
