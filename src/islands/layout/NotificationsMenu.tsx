import { useEffect, useMemo, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { IconName } from '../../components/dashboard/icons.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { Icon } from './Icon.tsx';

/** Sample notifications (the template shows what the panel looks like; there is no notification API). */
const SAMPLES: { id: string; icon: IconName; minutesAgo: number; tone: string }[] = [
  { id: 'order', icon: 'order', minutesAgo: 4, tone: 'bg-primary-soft text-primary' },
  { id: 'leave', icon: 'leave', minutesAgo: 52, tone: 'bg-info-soft text-info' },
  { id: 'stock', icon: 'product', minutesAgo: 180, tone: 'bg-warning-soft text-warning' },
  { id: 'event', icon: 'event', minutesAgo: 1500, tone: 'bg-success-soft text-success' },
];

const READ_KEY = 'stride:notifications-read';

function loadRead(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function ago(minutes: number, rtf: Intl.RelativeTimeFormat): string {
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 1440) return rtf.format(-Math.round(minutes / 60), 'hour');
  return rtf.format(-Math.round(minutes / 1440), 'day');
}

function Panel() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Nothing is read on the server render; stored reads apply after hydration.
  const [read, setRead] = useState<string[]>([]);
  useEffect(() => setRead(loadRead()), []);
  const rtf = useMemo(() => new Intl.RelativeTimeFormat(INTL_TAGS[locale], { numeric: 'auto' }), [locale]);
  const unread = SAMPLES.filter((n) => !read.includes(n.id)).length;

  function markRead(ids: string[]) {
    const next = [...new Set([...read, ...ids])];
    setRead(next);
    try {
      localStorage.setItem(READ_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: read state lasts for this page only.
    }
  }

  return (
    <DialogTrigger>
      <Button aria-label={t('notifications.open', { count: unread })} className="icon-btn relative">
        <Icon name="bell" />
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" offset={8} className="z-[60] w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-surface text-ink shadow-xl outline-none">
        <Dialog className="outline-none" aria-label={t('notifications.title')}>
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <Heading slot="title" className="font-semibold">
              {t('notifications.title')}
            </Heading>
            {unread > 0 && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{t('notifications.unread', { count: unread })}</span>}
          </div>
          <ul className="max-h-[60vh] overflow-y-auto py-1" data-notification-list>
            {SAMPLES.map((n) => {
              const isRead = read.includes(n.id);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => markRead([n.id])}
                    className={`flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-surface-2 ${isRead ? '' : 'bg-primary-soft/40'}`}
                    data-read={isRead ? 'true' : 'false'}
                  >
                    <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full ${n.tone}`}>
                      <Icon name={n.icon} className="size-4.5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold">{t(`notifications.items.${n.id}.title`)}</span>
                      <span className="block text-sm text-muted">{t(`notifications.items.${n.id}.body`)}</span>
                      <span className="mt-0.5 block text-xs text-muted">{ago(n.minutesAgo, rtf)}</span>
                    </span>
                    {!isRead && (
                      <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
                        <span className="sr-only">{t('notifications.unreadMark')}</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-line p-2">
            {unread > 0 ? (
              <button type="button" onClick={() => markRead(SAMPLES.map((n) => n.id))} className="w-full rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-primary-soft">
                {t('notifications.markAllRead')}
              </button>
            ) : (
              <p className="px-3 py-2 text-center text-sm text-muted">{t('notifications.allRead')}</p>
            )}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The bell of the top bar: sample notifications with unread marks and "mark all as read". */
export default function NotificationsMenu({ locale, messages }: I18nProps) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <Panel />
    </I18nIsland>
  );
}
