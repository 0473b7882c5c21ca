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
    // The token is a fixed value; signing out is forgetting it, which the auth store does.
    logout: async () => {
      // Nothing to tell the backend.
    },
    async sendPasswordReset(email, continueUrl) {
      await api.post('/users/reset-password', { email, continueUrl });
    },
  };
}
