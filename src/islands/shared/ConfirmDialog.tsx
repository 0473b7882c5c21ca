import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogModal.tsx';

const load = () => import('./ConfirmDialogModal.tsx');
const ConfirmDialogModal = lazy(() => load().then((m) => ({ default: m.ConfirmDialogModal })));

/** Starts fetching the dialog early, e.g. when the pointer reaches a delete button. */
export function preloadConfirmDialog(): void {
  void load();
}

/**
 * "Are you sure?" before anything destructive. The dialog (and React Aria's modal code with it) loads on the
 * first open, so list, card and notes screens do not pay for it up front. Once opened it stays mounted, so
 * later opens are instant and React Aria still returns focus to the trigger on close.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
