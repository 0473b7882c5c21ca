import { Heart } from 'lucide-react';

/** A heart that says what it does ("Add X to favourites") and whether it is on (aria-pressed). */
export function FavouriteButton({ on, label, busy, onPress }: { on: boolean; label: string; busy?: boolean; onPress?: () => void }) {
  // Read only (a role that may not change the row): the mark shows when set, and is no control.
  if (!onPress)
    return on ? (
      <span
        role="img"
        aria-label={label}
        className="grid size-9 place-items-center rounded-full border border-line bg-surface text-danger shadow-sm"
      >
        <Heart className="size-5" fill="currentColor" aria-hidden="true" />
      </span>
    ) : null;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      disabled={busy}
      onClick={onPress}
      className={`grid size-9 place-items-center rounded-full border border-line bg-surface shadow-sm transition-colors hover:bg-surface-2 disabled:opacity-60 ${on ? 'text-danger' : 'text-muted'}`}
    >
      <Heart className="size-5" fill={on ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}
