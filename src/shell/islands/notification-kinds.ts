import type { IconName } from '../../screens/icons.ts';
import type { NotificationKind } from '../../schemas/notifications.ts';

/** How each kind of notification looks in the bell's panel (its title and text are translated from the kind). */
export const NOTIFICATION_LOOK: Record<NotificationKind, { icon: IconName; tone: string }> = {
  order: { icon: 'order', tone: 'bg-primary-soft text-primary' },
  leave: { icon: 'leave', tone: 'bg-info-soft text-info' },
  stock: { icon: 'product', tone: 'bg-warning-soft text-warning' },
  event: { icon: 'event', tone: 'bg-success-soft text-success' },
  importDone: { icon: 'check', tone: 'bg-success-soft text-success' },
  importFailed: { icon: 'table', tone: 'bg-danger-soft text-danger' },
  exportDone: { icon: 'check', tone: 'bg-success-soft text-success' },
  exportFailed: { icon: 'table', tone: 'bg-danger-soft text-danger' },
};

/** Whole minutes from a timestamp to now (never negative: a clock a little ahead reads "now"). */
export function minutesSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
}
