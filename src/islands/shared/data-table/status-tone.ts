/**
 * Colour of a status badge. The text always names the status, so colour is never the only signal.
 * Values are the sample data's enumeration values (spec §4).
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'primary' | 'neutral';

const TONES: Record<string, Tone> = {
  // positive / done
  Publish: 'success',
  Delivered: 'success',
  Approved: 'success',
  Accepted: 'success',
  Verified: 'success',
  Ongoing: 'success',
  'Gazetted Holiday': 'success',
  // waiting on someone
  Scheduled: 'warning',
  Pending: 'warning',
  Waiting: 'warning',
  Draft: 'warning',
  'Restricted Holiday': 'warning',
  // moving
  Shipping: 'info',
  Observance: 'info',
  // fresh
  New: 'primary',
  // stopped
  Inactive: 'neutral',
  Closed: 'neutral',
  Expired: 'neutral',
  Return: 'danger',
  Cancelled: 'danger',
  Declined: 'danger',
  Rejected: 'danger',
};

export function toneOf(value: string): Tone {
  return TONES[value] ?? 'neutral';
}

/** Theme-token classes per tone (light and dark come from the tokens). */
export const TONE_CLASSES: Record<Tone, string> = {
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-info-soft text-info',
  primary: 'bg-primary-soft text-primary',
  neutral: 'bg-surface-2 text-muted',
};
