/**
 * A card of the card screens and the parts on it: its frame, its loading bones, its icon buttons, the favourite heart
 * and the rating's stars. One module, as the pages that show cards use them together: apart, each was a script file of
 * its own on the products grid (the gallery imports some of them and not the card screen, so the bundler split them).
 */
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { Heart, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

interface CardShellProps extends HTMLAttributes<HTMLElement> {
  /** Primary border instead of the neutral one (a starred note). */
  highlight?: boolean;
  children: ReactNode;
}

/**
 * The frame of every card on the card screens. A screen's loading placeholder uses the same frame and
 * the same paddings as its card, so the list does not jump when the real cards replace it.
 */
export function CardShell({ highlight = false, className = '', children, ...rest }: CardShellProps) {
  return (
    <article
      {...rest}
      className={`flex w-full flex-col rounded-xl border bg-surface shadow-[var(--shadow)] ${highlight ? 'border-primary' : 'border-line'} ${className}`}
    >
      {children}
    </article>
  );
}

/**
 * A grey bar standing for one line of text while the list loads. Its block takes the line height of
 * the text classes it is given (`text-sm`, `font-semibold`, …), so it is exactly as tall as that line.
 */
export function Bone({ className = '', width = '60%' }: { className?: string; width?: string }) {
  return (
    <span className={`block ${className}`}>
      <span className="inline-block h-[0.75em] rounded bg-surface-2 align-middle" style={{ inlineSize: width }} />
    </span>
  );
}

/** A grey block of a fixed size standing for a picture or a button while the list loads. */
export function Block({ className }: { className: string }) {
  return <span className={`block bg-surface-2 ${className}`} />;
}

const TONES = {
  neutral: 'text-muted hover:bg-surface-2 hover:text-primary',
  danger: 'text-muted hover:bg-danger-soft hover:text-danger',
  /** A starred note's star. */
  warning: 'text-warning hover:bg-surface-2',
};

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** The accessible name: the button shows only its icon. */
  label: string;
  tone?: keyof typeof TONES;
  filled?: boolean;
}

/** The small icon-only buttons of a card (edit, delete, star). */
export function IconButton({ icon: Glyph, label, tone = 'neutral', filled = false, className = '', ...rest }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} {...rest} className={`rounded-md p-1.5 disabled:opacity-60 ${TONES[tone]} ${className}`}>
      <Glyph className="size-4" fill={filled ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}

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

/** Five stars filled to `value`, read out as one sentence ("Rated 4.5 out of 5 from 120 ratings"). */
export function Stars({ value, count, format }: { value: number; count?: number; format(n: number): string }) {
  const { t } = useTranslation();
  const text = t('ecommerce.rated', { value: format(value), count: count ?? 0 });
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="flex text-warning">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className="size-4" fill={value >= i + 0.5 ? 'currentColor' : 'none'} aria-hidden="true" />
        ))}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {format(value)} ({format(count ?? 0)})
      </span>
    </p>
  );
}
