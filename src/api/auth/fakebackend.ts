import { api as defaultApi, type ApiClient } from '../client.ts';
import type { AuthProvider } from './types.ts';
import { userSchema } from '../../schemas/auth.ts';

/** Auth against the API's /users calls (the fake backend by default, or a real API with the same contract). */
export function createFakeBackendProvider(api: ApiClient = defaultApi): AuthProvider {
  return {
    // With cookies: the API's device cookie (HttpOnly) marks this browser as a known device of the account.
    login: (email, password) => api.post('/users/authenticate', { email, password }, { schema: userSchema, withCookies: true }),
    // The page asking goes along: a mail about the registration (a username taken) is in its language and leads back to it.
    async register(input) {
      const continueUrl = typeof location === 'undefined' ? undefined : `${location.origin}${location.pathname}`;
      await api.post('/users/register', { ...input, ...(continueUrl ? { continueUrl } : {}) });
    },
    // The backend revokes the token; one it no longer knows is signed out already.
    async logout() {
      await api.post('/users/logout', undefined, { signOutOnUnauthorised: false }).catch((error: unknown) => {
        if ((error as { status?: number }).status !== 401) throw error;
      });
    },
    async sendPasswordReset(email, continueUrl) {
      await api.post('/users/reset-password', { email, continueUrl });
    },
    async confirmPasswordReset(token, password) {
      await api.post('/users/reset-password/confirm', { token, password });
    },
  };
}
