/**
 * Drafts of open forms, kept in sessionStorage while a form has changes: a page that reloads under the form (the
 * session ended and the sign-in page came between, a crash, a reload) opens the form again with every typed value.
 * One draft per screen (`scope`: a list name, or `calendar`); taken when the screen starts, dropped when the form closes.
 */
export interface Draft<V, R> {
  /** The row as the form started from (its version is sent as If-Match), or null for a new row. */
  base: R | null;
  values: V;
}

const key = (scope: string) => `stride:draft:${scope}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveDraft<V, R>(scope: string, draft: Draft<V, R>): void {
  try {
    storage()?.setItem(key(scope), JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the form itself still holds the values.
  }
}

export function clearDraft(scope: string): void {
  try {
    storage()?.removeItem(key(scope));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The draft a screen left (read once: the form that opens on it keeps it again while it has changes). */
export function takeDraft<V, R>(scope: string): Draft<V, R> | null {
  try {
    const raw = storage()?.getItem(key(scope));
    storage()?.removeItem(key(scope));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft<V, R>>;
    return draft && typeof draft === 'object' && draft.values && typeof draft.values === 'object'
      ? { base: draft.base ?? null, values: draft.values }
      : null;
  } catch {
    return null;
  }
}
