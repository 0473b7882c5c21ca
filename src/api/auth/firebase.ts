import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as FirebaseAuth from 'firebase/auth';
import type { User } from '../../schemas/auth.ts';
import { AUTH_MESSAGES, type AuthProvider } from './types.ts';
import { MESSAGES } from '../../contract/messages.ts';

/** The parts of the firebase SDK this provider uses (injectable so tests can make the SDK fail). */
export interface FirebaseSdk {
  initializeApp(options: FirebaseOptions, name?: string): FirebaseApp;
  getApps(): FirebaseApp[];
  auth: Pick<
    typeof FirebaseAuth,
    | 'getAuth'
    | 'signInWithEmailAndPassword'
    | 'createUserWithEmailAndPassword'
    | 'updateProfile'
    | 'sendPasswordResetEmail'
    | 'confirmPasswordReset'
    | 'signOut'
    | 'connectAuthEmulator'
    | 'setPersistence'
    | 'browserLocalPersistence'
    | 'browserSessionPersistence'
  >;
}

/** The official modular SDK, loaded only when this provider is created (firebase mode). */
export async function loadFirebaseSdk(): Promise<FirebaseSdk> {
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return { initializeApp: app.initializeApp, getApps: app.getApps, auth };
}

export function firebaseConfigFromEnv(): FirebaseOptions {
  const env = import.meta.env;
  return {
    apiKey: env.PUBLIC_FIREBASE_API_KEY ?? '',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.PUBLIC_FIREBASE_PROJECT_ID ?? '',
    appId: env.PUBLIC_FIREBASE_APP_ID ?? '',
  };
}

/** Firebase error codes that mean the person typed something wrong: shown with the backend's own "Username or password is incorrect". */
const BAD_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
]);

/** Firebase error codes of a reset code that cannot be used (any more). */
const RESET_CODE_PROBLEMS = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);

function codeOf(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

function splitName(displayName: string | null): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function createFirebaseProvider(
  sdk: FirebaseSdk,
  config: FirebaseOptions = firebaseConfigFromEnv(),
  emulatorUrl: string | undefined = import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL,
): AuthProvider {
  const app = sdk.getApps().find((a) => a.name === '[DEFAULT]') ?? sdk.initializeApp(config);
  const auth = sdk.auth.getAuth(app);
  if (emulatorUrl && !auth.emulatorConfig) sdk.auth.connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

  return {
    async login(email, password, options = {}): Promise<User> {
      try {
        // Like the app's own session: this tab only, unless "remember me" keeps it across browser restarts.
        await sdk.auth.setPersistence(auth, options.remember ? sdk.auth.browserLocalPersistence : sdk.auth.browserSessionPersistence);
        const { user } = await sdk.auth.signInWithEmailAndPassword(auth, email, password);
        const username = user.displayName || (user.email ?? email).split('@')[0] || email;
        return {
          id: user.uid,
          email: user.email ?? email,
          username,
          ...splitName(user.displayName),
          token: await user.getIdToken(),
        };
      } catch (error) {
        if (!BAD_CREDENTIALS.has(codeOf(error))) console.error('Firebase sign-in failed:', codeOf(error) || error);
        throw new Error(BAD_CREDENTIALS.has(codeOf(error)) ? MESSAGES.invalidCredentials : AUTH_MESSAGES.loginFailed);
      }
    },
    async register({ email, username, password }) {
      try {
        const { user } = await sdk.auth.createUserWithEmailAndPassword(auth, email, password);
        await sdk.auth.updateProfile(user, { displayName: username });
        // Registration leads to the login page (spec): do not stay signed in as a side effect.
        await sdk.auth.signOut(auth);
      } catch (error) {
        console.error('Firebase registration failed:', codeOf(error) || error);
        throw new Error(AUTH_MESSAGES.registrationFailed);
      }
    },
    async logout() {
      try {
        await sdk.auth.signOut(auth);
      } catch {
        throw new Error(AUTH_MESSAGES.logoutFailed);
      }
    },
    async sendPasswordReset(email, continueUrl) {
      // Firebase answers the same whether or not the address is known, so nothing leaks here either.
      await sdk.auth.sendPasswordResetEmail(auth, email, { url: continueUrl, handleCodeInApp: false });
    },
    async confirmPasswordReset(token, password) {
      try {
        await sdk.auth.confirmPasswordReset(auth, token, password);
      } catch (error) {
        // An expired or used code reads as the backend's own words, which the page translates.
        if (RESET_CODE_PROBLEMS.has(codeOf(error))) throw new Error(MESSAGES.resetLinkInvalid);
        throw error;
      }
    },
  };
}
