import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { notificationsStore, refreshOnJobEnd, unreadCount } from '../../stores/notifications.ts';
import { $liveNotices, liveUnread, startLiveNotices } from '../../stores/live-notifications.ts';
import { startLive } from '../../stores/live.ts';
import { afterPageData } from '../../stores/page-data.ts';
import { Bell } from 'lucide-react';
import { useHydratedStore } from '../../islands/shared/use-hydrated-store.ts';

const loadPanel = () => import('./panels/NotificationsPanel.tsx');
const NotificationsPanel = lazy(loadPanel);

function NotificationsBell() {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const state = useHydratedStore(notificationsStore.$state);
  // Loaded after hydration: the server render shows the bell without a count.
  const live = useHydratedStore($liveNotices);
  // Loaded after hydration and after the screen's own data has answered, with this tab's one live connection (the
  // bell is on every signed-in page).
  useEffect(() => {
    void afterPageData().then(() => notificationsStore.fetch());
    startLiveNotices();
    startLive();
    return refreshOnJobEnd();
  }, []);
  const unread = unreadCount(state) + liveUnread(live);

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
          <NotificationsPanel triggerRef={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The bell of the top bar: the user's notifications from the API, with unread marks and "mark all as read". */
export default function NotificationsMenu({ locale }: I18nProps) {
  return (
    <I18nIsland locale={locale}>
      <NotificationsBell />
    </I18nIsland>
  );
}
