/**
 * Colour of a status badge. The text always names the status, so colour is never the only signal.
 * Values are the sample data's enumeration values.
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
  Paid: 'success',
  Active: 'success',
  Completed: 'success',
  // waiting on someone
  Scheduled: 'warning',
  Pending: 'warning',
  Waiting: 'warning',
  Draft: 'warning',
  'Restricted Holiday': 'warning',
  Due: 'warning',
  // moving
  Shipping: 'info',
  Observance: 'info',
  // fresh
  New: 'primary',
  Open: 'primary',
  // stopped
  Inactive: 'neutral',
  Closed: 'neutral',
  Expired: 'neutral',
  Return: 'danger',
  Cancelled: 'danger',
  Declined: 'danger',
  Rejected: 'danger',
  Failed: 'danger',
  Overdue: 'danger',
  // an invoice's statuses (enums.invoices.status)
  draft: 'warning',
  sent: 'info',
  partly_paid: 'info',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

export function toneOf(value: string): Tone {
  return TONES[value] ?? 'neutral';
}

/**
 * Theme-token classes per tone: a soft background and a strong dot. The label itself is ink, since
 * small coloured text on its own soft tint misses the AA contrast ratio in the light theme.
 */
export const TONE_CLASSES: Record<Tone, string> = {
  success: 'bg-success-soft',
  warning: 'bg-warning-soft',
  danger: 'bg-danger-soft',
  info: 'bg-info-soft',
  primary: 'bg-primary-soft',
  neutral: 'bg-surface-2',
};

export const TONE_DOTS: Record<Tone, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
  primary: 'bg-primary',
  neutral: 'bg-muted',
};
