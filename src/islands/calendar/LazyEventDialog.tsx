import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { EventDialog as EventDialogType } from './EventDialog.tsx';

const load = () => import('./EventDialog.tsx');
const EventDialog = lazy(() => load().then((m) => ({ default: m.EventDialog })));

/** Starts fetching the dialog before the first open (a press or focus on something that opens it). */
export function preloadEventDialog(): void {
  void load();
}

/**
 * The add/edit dialog (and React Aria's modal code) loads on the first open, so the calendar's first load
 * stays small. Once opened it stays mounted, so React Aria returns focus to the trigger on close.
 */
export function LazyEventDialog(props: ComponentProps<typeof EventDialogType>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EventDialog {...props} />
    </Suspense>
  );
}
