import { useMemo, type RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../Icon.tsx';
import { SAMPLE_NOTIFICATIONS } from '../notifications-data.ts';

function ago(minutes: number, rtf: Intl.RelativeTimeFormat): string {
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 1440) return rtf.format(-Math.round(minutes / 60), 'hour');
  return rtf.format(-Math.round(minutes / 1440), 'day');
}

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  read: string[];
  onRead: (ids: string[]) => void;
  onClose: () => void;
}

/** The list under the bell, loaded on first use: a React Aria popover dialog. */
export default function NotificationsPanel({ triggerRef, read, onRead, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtf = useMemo(() => new Intl.RelativeTimeFormat(INTL_TAGS[locale], { numeric: 'auto' }), [locale]);
  const unread = SAMPLE_NOTIFICATIONS.filter((n) => !read.includes(n.id)).length;

  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom end"
      offset={8}
      className="z-[60] w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-surface text-ink shadow-xl outline-none"
    >
      <Dialog className="outline-none" aria-label={t('notifications.title')}>
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <Heading slot="title" className="font-semibold">
            {t('notifications.title')}
          </Heading>
          {unread > 0 && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
              {t('notifications.unread', { count: unread })}
            </span>
          )}
        </div>
        <ul className="max-h-[60vh] overflow-y-auto py-1">
          {SAMPLE_NOTIFICATIONS.map((n) => {
            const isRead = read.includes(n.id);
            return (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => onRead([n.id])}
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
            <button
              type="button"
              onClick={() => onRead(SAMPLE_NOTIFICATIONS.map((n) => n.id))}
              className="w-full rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-primary-soft"
            >
              {t('notifications.markAllRead')}
            </button>
          ) : (
            <p className="px-3 py-2 text-center text-sm text-muted">{t('notifications.allRead')}</p>
          )}
        </div>
      </Dialog>
    </Popover>
  );
}
