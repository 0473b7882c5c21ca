import type { IconName } from '../../components/dashboard/icons.ts';

/** Sample notifications (the template shows what the panel looks like; there is no notification API). */
export const SAMPLE_NOTIFICATIONS: { id: string; icon: IconName; minutesAgo: number; tone: string }[] = [
  { id: 'order', icon: 'order', minutesAgo: 4, tone: 'bg-primary-soft text-primary' },
  { id: 'leave', icon: 'leave', minutesAgo: 52, tone: 'bg-info-soft text-info' },
  { id: 'stock', icon: 'product', minutesAgo: 180, tone: 'bg-warning-soft text-warning' },
  { id: 'event', icon: 'event', minutesAgo: 1500, tone: 'bg-success-soft text-success' },
];

const READ_KEY = 'stride:notifications-read';

export function loadRead(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function saveRead(ids: string[]): void {
  try {
    localStorage.setItem(READ_KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked: read state lasts for this page only.
  }
}
