import type { User } from '../../schemas/auth.ts';

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
}

/** What every auth mode offers (PUBLIC_AUTH_MODE). Failures throw Errors whose message a person can read. */
export interface AuthProvider {
  /** `remember`: keep the sign-in across browser restarts; otherwise it lasts as long as the tab. */
  login(email: string, password: string, options?: { remember?: boolean }): Promise<User>;
  register(input: RegisterInput): Promise<void>;
  logout(): Promise<void>;
  /** Sends a password-reset e-mail whose link returns to `continueUrl` (the login page on this host). */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  /** Sets a new password with the code of the reset e-mail's link. */
  confirmPasswordReset(token: string, password: string): Promise<void>;
}

/** Spec section 8: the auth fallbacks and the unknown-mode error, word for word. */
export const AUTH_MESSAGES = {
  unsupported: 'Unsupported authentication method',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
} as const;
