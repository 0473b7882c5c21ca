import { api as defaultApi, type ApiClient } from '../client.ts';
import type { AuthProvider } from './types.ts';

/** Auth against the API's /users calls (the fake backend by default, or a real API with the same contract). */
export function createFakeBackendProvider(api: ApiClient = defaultApi): AuthProvider {
  return {
    login: (email, password) =>
      api.post('/users/authenticate', { email, password }, { schema: async () => (await import('../../schemas/auth.ts')).userSchema }),
    async register(input) {
      await api.post('/users/register', input);
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
