import { useEffect, useMemo, useRef, useState } from 'react';
import { RowConflict } from '../../../stores/conflict.ts';
import { onLiveChange } from '../../../stores/live.ts';
import { $currentUser } from '../../../api/session.ts';
import { clearDraft, saveDraft, type Draft } from './drafts.ts';

export interface RowEditOptions<V, R extends { id: number }> {
  /** Whether the dialog is open; each opening (or a new `row`) starts over. */
  open: boolean;
  /** The row as the screen holds it (null: a new one). */
  row: R | null;
  /** Values a restored draft brings back instead of the row's. */
  draft?: Draft<V, R> | undefined;
  /** The form's values for a row (or for a new one). */
  toValues(row: R | null): V;
  /** Reads the row as it is now (GET one row), so the form starts on the freshest version. */
  load?(id: number): Promise<R>;
  /** Where the draft of this form is kept (a list name, `calendar`). */
  draftScope: string;
  /** The form's values now, and its way to start over from other values. */
  values: V;
  reset(values: V): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A change to the row being edited, made elsewhere since the form read it (from the live stream). */
export interface ElsewhereChange {
  /** Who made it (null: unknown). */
  name: string | null;
  deleted: boolean;
}

const versionOfRow = (row: unknown) => (row as { version?: unknown } | null)?.version;

/**
 * Watches the live stream for changes to the row the dialog edits (`scope` is its list, or `calendar`) made after
 * the version the form holds by someone else: an edit saved or a delete.
 */
function useElsewhere<R extends { id: number }>(open: boolean, scope: string, baseRef: { current: R | null }) {
  const [elsewhere, setElsewhere] = useState<ElsewhereChange | null>(null);
  useEffect(() => {
    setElsewhere(null);
    if (!open) return;
    return onLiveChange((change) => {
      const base = baseRef.current;
      // The signed-in account's own saves (this dialog's among them) are not "elsewhere".
      const own = change.userId !== null && String(change.userId) === String($currentUser.get()?.id);
      if (!base || own || change.resource !== scope || change.rowId !== base.id) return;
      const version = versionOfRow(base);
      const newer = change.action === 'delete' || (typeof version === 'number' && change.version !== null && change.version > version);
      if (newer) setElsewhere({ name: change.userName, deleted: change.action === 'delete' });
    });
  }, [open, scope, baseRef]);
  return [elsewhere, setElsewhere] as const;
}

/**
 * What an edit dialog needs so nothing typed is lost and no save overwrites someone else's unseen: the version the
 * form edits (`baseRef`, sent as If-Match), read fresh when the dialog opens; whether the form has changes (to ask
 * before discarding them); a draft in sessionStorage while it has; and the conflict after a refused save, with
 * "keep mine" (the next save carries their version) and "take theirs" (the form takes their values).
 */
export function useRowEdit<V, R extends { id: number }>(options: RowEditOptions<V, R>) {
  const { open, row, draft, toValues, load, draftScope, values, reset } = options;
  const [base, setBaseState] = useState<R | null>(row);
  const baseRef = useRef<R | null>(row);
  const [conflict, setConflict] = useState<R | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const setBase = (next: R | null) => {
    baseRef.current = next;
    setBaseState(next);
  };
  const pristine = useMemo(() => toValues(base), [base]); // eslint-disable-line react-hooks/exhaustive-deps -- toValues is a new function each render; the base decides
  const dirty = open && !same(values, pristine);
  const [elsewhere, setElsewhere] = useElsewhere(open, draftScope, baseRef);

  useEffect(() => {
    if (!open) return;
    setBase(draft ? draft.base : row);
    setConflict(null);
    setLoadError(null);
    const start = draft ? draft.values : toValues(row);
    reset(start);
    if (!row || !load || draft) return;
    let current = true;
    load(row.id).then(
      (fresh) => {
        if (!current) return;
        setBase(fresh);
        // Values typed meanwhile stay; an untouched form shows the fresh row.
        if (same(valuesRef.current, start)) reset(toValues(fresh));
      },
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [open, row, draft]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new opening (or another row) starts over

  useEffect(() => {
    if (dirty) saveDraft(draftScope, { base: baseRef.current, values });
    else if (open) clearDraft(draftScope);
  }, [dirty, values, open, draftScope]);

  return {
    base,
    baseRef,
    dirty,
    conflict,
    loadError,
    elsewhere,
    /**
     * Reads the row changed elsewhere again: the form shows it when nothing was typed, else keeps the typing over it
     * (the next save is sent over their version, as "keep mine" does).
     */
    async reloadElsewhere() {
      if (!baseRef.current || !load) return;
      try {
        const fresh = await load(baseRef.current.id);
        if (!dirty) reset(toValues(fresh));
        setBase(fresh);
        setElsewhere(null);
      } catch (error) {
        setLoadError(error);
      }
    },
    /** Whether a failed save was a conflict (then shown by the dialog). */
    caught(error: unknown): boolean {
      if (!(error instanceof RowConflict)) return false;
      setConflict(error.current as R);
      return true;
    },
    /** Keep mine: the next save is sent over their version. */
    keepMine() {
      if (conflict) setBase(conflict);
      setConflict(null);
    },
    /** Take theirs: the form shows their row, nothing of mine is sent. */
    takeTheirs() {
      if (!conflict) return;
      setBase(conflict);
      reset(toValues(conflict));
      setConflict(null);
    },
    /** A delete refused by a conflict: the next one is asked over their version. */
    rebase(current: R) {
      setBase(current);
    },
    /** The dialog closes: its draft goes. */
    done() {
      clearDraft(draftScope);
    },
  };
}
