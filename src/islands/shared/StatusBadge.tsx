import { TONE_CLASSES, TONE_DOTS, toneOf, type Tone } from '../list/data-table/status-tone.ts';

/**
 * A status pill: a soft tint, a dot of the strong colour and the status's name. The tone follows the value (a list
 * row's enumeration value) unless the caller names one (an account's active or deactivated state).
 */
export function StatusBadge({ value, label, tone = toneOf(value) }: { value: string; label: string; tone?: Tone }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold text-ink ${TONE_CLASSES[tone]}`}
      data-status={value}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${TONE_DOTS[tone]}`} />
      <bdi>{label}</bdi>
    </span>
  );
}
