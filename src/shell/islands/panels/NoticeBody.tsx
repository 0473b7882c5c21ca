import type { IconName } from '../../../screens/icons.ts';
import { Icon } from '../Icon.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

/** The row of one bell entry (a button or a link); unread entries are tinted. */
export function noticeRowClass(read: boolean): string {
  return `flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-surface-2 ${read ? '' : 'bg-primary-soft/40'}`;
}

interface Props {
  tone: string;
  icon: IconName;
  title: string;
  body: string;
  /** When it happened (ISO), and the same as relative words ("5 minutes ago"). */
  at: string;
  agoText: string;
  read: boolean;
}

/** What every bell entry shows, stored or live: its icon, title, text, time and the unread dot. */
export function NoticeBody({ tone, icon, title, body, at, agoText, read }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full ${tone}`}>
        <Icon name={icon} className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold [overflow-wrap:anywhere]">{title}</span>
        <span className="block text-sm text-muted [overflow-wrap:anywhere]">{body}</span>
        <time dateTime={at} className="mt-0.5 block text-xs text-muted">
          {agoText}
        </time>
      </span>
      {!read && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.unreadMark')}</span>
        </span>
      )}
    </>
  );
}
