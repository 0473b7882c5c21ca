import { authMode } from '../config.ts';
import { createFakeBackendProvider } from './fakebackend.ts';
import { AUTH_MESSAGES, type AuthProvider } from './types.ts';

export type { AuthProvider, RegisterInput } from './types.ts';

/**
 * The provider of an auth mode. Firebase's SDK is imported only here, only in firebase mode, so the
 * fake-backend build never downloads it.
 */
export async function createAuthProvider(mode: string): Promise<AuthProvider> {
  if (mode === 'fakebackend') {
    return createFakeBackendProvider();
  }
  if (mode === 'firebase') {
    const { createFirebaseProvider, loadFirebaseSdk } = await import('./firebase.ts');
    return createFirebaseProvider(await loadFirebaseSdk());
  }
  throw new Error(AUTH_MESSAGES.unsupported);
}

let current: Promise<AuthProvider> | undefined;
/** The provider of this build's PUBLIC_AUTH_MODE, created once. */
export function authProvider(): Promise<AuthProvider> {
  current ??= createAuthProvider(authMode());
  // A failed creation (unknown mode) must not be cached forever as a rejected promise for a changed mode in tests.
  current.catch(() => (current = undefined));
  return current;
}
