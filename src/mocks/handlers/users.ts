import { HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../api/messages.ts';
import { isCommonPassword, PASSWORD_MESSAGES } from '../../api/contract/password-rule.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { loginRequestSchema, passwordResetConfirmSchema, registerRequestSchema, type RegisteredUser } from '../../schemas/index.ts';
import { SAMPLE } from '../data.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../api/contract/routes.ts';
import { bearerToken } from '../sessions.ts';
import { errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

const withoutPassword = ({ password: _password, ...user }: RegisteredUser) => user;

/** The origin and language of the page that asked (`continueUrl`), else this page's, else the API's in English. */
function pageOf(ctx: HandlerContext, continueUrl: string | undefined): { origin: string; locale: Locale } {
  const page =
    (continueUrl && URL.parse(continueUrl)) || (typeof location === 'undefined' ? URL.parse(ctx.baseUrl) : URL.parse(location.href));
  const first = page?.pathname.split('/')[1] ?? '';
  return { origin: page?.origin ?? 'http://localhost', locale: isLocale(first) ? first : 'en' };
}

const pageLink = (page: { origin: string; locale: Locale }, path: string) => new URL(localizePath(page.locale, path), page.origin).href;

const commonPassword = () => errorResponse(400, PASSWORD_MESSAGES.common);

/** Sign-in, registration and the protected /users calls. */
export function userHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions } = ctx;
  return [
    route(ctx, AUTH_ROUTES.authenticate, async ({ request }) => {
      const body = await readBody(request, loginRequestSchema);
      if (!body.ok) return errorResponse(400, MESSAGES.invalidCredentials);
      const { email, password } = body.value;
      // The fake login matches on both e-mail and password.
      const user = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password);
      if (!user) return errorResponse(400, MESSAGES.invalidCredentials);
      return HttpResponse.json({
        id: user.id,
        email: user.email,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        token: sessions.create(user.id),
      });
    }),

    route(ctx, USER_ROUTES.logout, ({ request }) => {
      const token = bearerToken(request);
      if (token) sessions.revoke(token);
      return new HttpResponse(null, { status: 204 });
    }),

    route(ctx, AUTH_ROUTES.register, async ({ request }) => {
      const body = await readBody(request, registerRequestSchema);
      if (!body.ok) return body.response;
      const { email, username, password } = body.value;
      if (await isCommonPassword(password)) return commonPassword();
      const owner = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase());
      if (owner) {
        // The same answer as a registration, so the form does not tell who has an account; the owner is told instead.
        ctx.mail({ kind: 'registerTaken', to: owner.email, link: pageLink(pageOf(ctx, undefined), 'auth/forgot-password/') });
        return new HttpResponse(null, { status: 200 });
      }
      if (db.allUsers().some((u) => u.username.toLowerCase() === username.toLowerCase()))
        return errorResponse(400, MESSAGES.usernameTaken(username));
      db.addUser(body.value);
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.resetPassword, async ({ request }) => {
      const body = await readBody(request, AUTH_ROUTES.resetPassword.body);
      if (!body.ok) return body.response;
      const user = db.allUsers().find((u) => u.email.toLowerCase() === body.value.email.toLowerCase());
      if (user) {
        const token = await ctx.resetTokens.issue(user.id);
        ctx.mail({
          kind: 'reset',
          to: user.email,
          link: `${pageLink(pageOf(ctx, body.value.continueUrl), 'auth/reset-password/')}?token=${token}`,
        });
      }
      // The same answer for an unknown address.
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.confirmPasswordReset, async ({ request }) => {
      const body = await readBody(request, passwordResetConfirmSchema);
      if (!body.ok) return body.response;
      // Checked before the token is used up, so a refused password leaves the link working.
      if (await isCommonPassword(body.value.password)) return commonPassword();
      const userId = await ctx.resetTokens.consume(body.value.token);
      if (userId === null || !db.updateUser(userId, { password: body.value.password }))
        return errorResponse(400, MESSAGES.resetLinkInvalid);
      sessions.revokeUser(userId);
      return new HttpResponse(null, { status: 204 });
    }),

    route(ctx, USER_ROUTES.listUsers, () => HttpResponse.json(db.allUsers().map(withoutPassword))),

    route(ctx, USER_ROUTES.getUser, ({ params }) => {
      const id = idParam(params);
      const user = db.allUsers().find((u) => u.id === id);
      return HttpResponse.json(user ? withoutPassword(user) : null);
    }),

    route(ctx, USER_ROUTES.deleteUser, ({ params }) => {
      const id = idParam(params);
      if (id === null || !db.removeUser(id)) return errorResponse(404, 'User not found');
      sessions.revokeUser(id);
      return HttpResponse.json({ id });
    }),

    route(ctx, USER_ROUTES.apiUsers, () => HttpResponse.json(db.list('userlist') ?? SAMPLE.userlist)),
  ];
}
