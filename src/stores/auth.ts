import type { ReadableAtom } from 'nanostores';
import { authProvider, type RegisterInput } from '../api/auth/index.ts';
import { $currentUser, clearSession, rememberRegisteredEmail, saveSession } from '../api/session.ts';
import type { User } from '../schemas/auth.ts';

export { SESSION_KEY, takeRegisteredEmail } from '../api/session.ts';
export type { User } from '../schemas/auth.ts';

/** The signed-in user (with token), or null. Kept under `stride:user` in sessionStorage (localStorage with "remember me"). */
export const $user: ReadableAtom<User | null> = $currentUser;

/** Signs in and keeps the user. The login page then moves to /dashboard/. Throws Error(backend message). */
export async function login(email: string, password: string, options: { remember?: boolean } = {}): Promise<User> {
  const user = await (await authProvider()).login(email, password, { remember: options.remember ?? false });
  saveSession(user, options.remember ?? false);
  return user;
}

/** Creates an account; the register page then moves to /auth/login/, which fills in its e-mail. */
export async function register(input: RegisterInput): Promise<void> {
  await (await authProvider()).register(input);
  rememberRegisteredEmail(input.email);
}

/** Signs out and clears the stored user, even when the provider fails (the error is still thrown). */
export async function logout(): Promise<void> {
  try {
    await (await authProvider()).logout();
  } finally {
    clearSession();
  }
}

/** Login page of this site in the current page's language: where the reset link comes back to. */
export function loginUrl(): string {
  if (typeof location === 'undefined') return '/auth/login/';
  const prefix = /^\/([a-z]{2})\//.exec(location.pathname)?.[1];
  const path = prefix && prefix !== 'en' ? `/${prefix}/auth/login/` : '/auth/login/';
  return new URL(path, location.origin).href;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await (await authProvider()).sendPasswordReset(email, loginUrl());
}

/** Sets the new password of the account a reset link was sent to; the reset page then moves to /auth/login/. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await (await authProvider()).confirmPasswordReset(token, password);
}
