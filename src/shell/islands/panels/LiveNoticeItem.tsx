import { localizePath } from '../../../i18n/paths.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { SCREENS, type Screen } from '../../../navigation.ts';
import { markLiveRead, type LiveNotice } from '../../../stores/live-notifications.ts';
import { NoticeBody, noticeRowClass } from './NoticeBody.tsx';
import { minutesSince } from '../notification-kinds.ts';

/** The screen that shows a list (or the calendar). */
export function screenOf(resource: string): Screen | undefined {
  return SCREENS.find((s) => s.data.includes(resource)) ?? SCREENS.find((s) => s.id === resource);
}

const TONE: Record<LiveNotice['kind'], string> = {
  change: 'bg-primary-soft text-primary',
  leave: 'bg-info-soft text-info',
  cancelled: 'bg-danger-soft text-danger',
};

/** The translated title and text of a live entry. */
function useWords(n: LiveNotice, screen: Screen | undefined): { title: string; body: string } {
  const { t } = useTranslation();
  // Isolated, so a name in another script keeps the sentence around it in order (a Latin name in Arabic text).
  const name = `\u2068${n.userName ?? t('notifications.live.someone')}\u2069`;
  const list = screen ? t(screen.labelKey) : n.resource;
  if (n.kind === 'leave')
    return { title: t('notifications.live.leaveTitle'), body: t('notifications.live.leaveBody', { name, id: n.rowId }) };
  if (n.kind === 'cancelled')
    return { title: t('notifications.live.cancelledTitle'), body: t('notifications.live.cancelledBody', { name, id: n.rowId }) };
  return { title: list, body: t(`notifications.live.${n.action}`, { name, count: n.count, id: n.rowId }) };
}

/** One entry of the bell made from the live stream: what happened, by whom, when; a link to the screen of its record. */
export function LiveNoticeItem({ n, ago }: { n: LiveNotice; ago: (minutes: number) => string }) {
  const locale = useLocale();
  const screen = screenOf(n.resource);
  const { title, body } = useWords(n, screen);
  return (
    <li>
      <a
        href={screen ? localizePath(locale, screen.path) : undefined}
        onClick={() => markLiveRead([n.id])}
        className={noticeRowClass(n.read)}
        data-read={n.read ? 'true' : 'false'}
        data-live-notice={n.kind}
      >
        <NoticeBody
          tone={TONE[n.kind]}
          icon={screen?.icon ?? 'bell'}
          title={title}
          body={body}
          at={n.at}
          agoText={ago(minutesSince(n.at))}
          read={n.read}
        />
      </a>
    </li>
  );
}
