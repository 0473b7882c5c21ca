import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

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
