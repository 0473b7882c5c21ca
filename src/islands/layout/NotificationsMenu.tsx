import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { Bell } from 'lucide-react';
import { loadRead, SAMPLE_NOTIFICATIONS, saveRead } from './notifications-data.ts';

const loadPanel = () => import('./panels/NotificationsPanel.tsx');
const NotificationsPanel = lazy(loadPanel);

function NotificationsBell() {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Nothing is read on the server render; stored reads apply after hydration.
  const [read, setRead] = useState<string[]>([]);
  useEffect(() => setRead(loadRead()), []);
  const unread = SAMPLE_NOTIFICATIONS.filter((n) => !read.includes(n.id)).length;

  function markRead(ids: string[]) {
    const next = [...new Set([...read, ...ids])];
    setRead(next);
    saveRead(next);
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label={t('notifications.open', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="icon-btn relative"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel triggerRef={trigger} read={read} onRead={markRead} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The bell of the top bar: sample notifications with unread marks and "mark all as read". */
export default function NotificationsMenu({ locale, messages }: I18nProps) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <NotificationsBell />
    </I18nIsland>
  );
}
