/**
 * Toasts for every island: `notify.success(msg)`, `notify.error(msg)`, `notify.info(msg)`.
 * Messages are already translated by the caller. The Toaster island (mounted once per page by the
 * Dashboard and Auth layouts) renders them this way: 10 s, bottom-right (bottom-left
 * in RTL), duplicates allowed, paused while hovered, dismissed by a click or the close button.
 */
import type { ExternalToast } from 'sonner';

/** Spec §9: toast timeout. */
export const TOAST_DURATION_MS = 10_000;

/** sessionStorage key for a toast that must survive a page change (e.g. "Account created" on the login page). */
const FLASH_KEY = 'stride:flash';

export type ToastKind = 'success' | 'error' | 'info';

let counter = 0;
let sonner: Promise<typeof import('sonner')> | undefined;
let requested = false;

/**
 * sonner loads with the first toast, not with the page: most page views show none, and the
 * dashboard's JavaScript budget is tight. Its state keeps toasts made before the Toaster renders.
 */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
}

/** Event the Toaster island listens to, to render sonner's outlet once a toast exists. */
export const TOAST_REQUESTED = 'stride:toast-requested';

/** Whether any toast was asked for on this page (the Toaster may hydrate after the first one). */
export function toastRequested(): boolean {
  return requested;
}

/** A button in a toast that opens a page (e.g. the link of a demo e-mail), or does something else (opens a file). */
export type ToastLink = { label: string; href: string } | { label: string; onClick: () => void };

function actionOf(link: ToastLink): () => void {
  if ('href' in link) return () => location.assign(link.href);
  return link.onClick;
}

function show(kind: ToastKind, message: string, link?: ToastLink): string {
  // A fresh id per call, so the same message twice shows twice (duplicates are allowed).
  const id = `t${Date.now().toString(36)}-${++counter}`;
  // testId doubles as the handle the Toaster uses to dismiss a toast when it is clicked.
  const options: ExternalToast = {
    id,
    duration: TOAST_DURATION_MS,
    testId: `toast-${id}`,
    ...(link ? { action: { label: link.label, onClick: actionOf(link) } } : {}),
  };
  requested = true;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_REQUESTED));
  void loadSonner().then(({ toast }) => toast[kind](message, options));
  return id;
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string, link?: ToastLink) => show('info', message, link),
  dismiss: (id?: string) => void loadSonner().then(({ toast }) => toast.dismiss(id)),
  /** Shows `message` on the next page this tab opens (for a toast announced right before a redirect). */
  flash(kind: ToastKind, message: string) {
    try {
      sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, message }));
    } catch {
      // Storage blocked: the message is simply not carried over.
    }
  },
};

/** Shows (once) a toast stored by `notify.flash` on the previous page. Called by the Toaster on mount. */
export function showFlash(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    const { kind, message } = JSON.parse(raw) as { kind?: unknown; message?: unknown };
    if (typeof message === 'string' && (kind === 'success' || kind === 'error' || kind === 'info')) show(kind, message);
  } catch {
    // Corrupt or blocked storage: nothing to show.
  }
}

/** The toast id behind a `[data-sonner-toast]` element (see `testId` above). */
export function toastIdOf(element: Element): string | null {
  const testId = element.getAttribute('data-testid');
  return testId?.startsWith('toast-') ? testId.slice('toast-'.length) : null;
}
