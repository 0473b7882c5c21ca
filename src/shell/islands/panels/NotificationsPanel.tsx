import { useStore } from '@nanostores/react';
import { useMemo, useState, type RefObject } from 'react';
import { Dialog, Heading, I18nProvider, Popover } from 'react-aria-components';
import { translateError } from '../../../api/errors.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import type { Notification } from '../../../schemas/notifications.ts';
import { notificationsStore, unreadCount } from '../../../stores/notifications.ts';
import { $liveNotices, liveUnread, markAllLiveRead } from '../../../stores/live-notifications.ts';
import { LiveNoticeItem, screenOf } from './LiveNoticeItem.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { NoticeBody, noticeRowClass } from './NoticeBody.tsx';
import { minutesSince, NOTIFICATION_LOOK } from '../notification-kinds.ts';
import { jobResultFile } from '../../../contract/job-notice.ts';
import { notify } from '../../../stores/notify.ts';
import { downloadJobResult } from '../../../stores/job-result.ts';
import { saveFile } from '../../../islands/list/transfer/save-file.ts';

const ACTION = 'rounded px-1.5 py-0.5 text-xs font-medium text-primary hover:bg-primary-soft';

function ago(minutes: number, rtf: Intl.RelativeTimeFormat): string {
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 1440) return rtf.format(-Math.round(minutes / 60), 'hour');
  return rtf.format(-Math.round(minutes / 1440), 'day');
}

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** Its title and text: naming the record's values when it is about one, else the kind's general words. */
function wordsOf(n: Notification, t: (key: string, options?: Record<string, unknown>) => string): { title: string; body: string } {
  if (!n.about) return { title: t(`notifications.items.${n.kind}.title`), body: t(`notifications.items.${n.kind}.body`) };
  // Names are isolated, so one in another script keeps the sentence around it in order.
  const params = Object.fromEntries(Object.entries(n.about.params).map(([k, v]) => [k, typeof v === 'string' ? `\u2068${v}\u2069` : v]));
  return { title: t(`notifications.items.${n.kind}.titleOf`, params), body: t(`notifications.items.${n.kind}.bodyOf`, params) };
}

/**
 * A job's result (an import's failures report, an export's file): fetched by the store with the bearer, then saved.
 * A bare link would reach the API without it.
 */
function DownloadButton({ n, title }: { n: Notification; title: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const file = jobResultFile(n.url);
  if (!file) return null;
  const label = busy ? t('notifications.result.busy') : t(`notifications.result.${file}`);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await downloadJobResult(n);
      saveFile(blob, fileName);
    } catch (error) {
      notify.error(translateError(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      // Not `disabled`: a disabled button drops the focus, and Escape would then no longer close the panel.
      aria-disabled={busy || undefined}
      aria-label={`${label}: ${title}`}
      className={`${ACTION} aria-disabled:opacity-50`}
      data-notice-download={file}
    >
      {label}
    </button>
  );
}

function Item({ n, rtf }: { n: Notification; rtf: Intl.RelativeTimeFormat }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const look = NOTIFICATION_LOOK[n.kind];
  const { title, body } = wordsOf(n, t);
  const screen = n.about ? screenOf(n.about.resource) : undefined;
  return (
    <li className="relative">
      <button
        type="button"
        onClick={() => void notificationsStore.markRead([n.id])}
        className={noticeRowClass(n.read)}
        data-read={n.read ? 'true' : 'false'}
      >
        <NoticeBody
          tone={look.tone}
          icon={look.icon}
          title={title}
          body={body}
          at={n.createdAt}
          agoText={ago(minutesSince(n.createdAt), rtf)}
          read={n.read}
        />
      </button>
      <span className="absolute end-4 bottom-2.5 flex gap-1">
        <DownloadButton n={n} title={title} />
        {screen && (
          <a href={localizePath(locale, screen.path)} aria-label={`${t('notifications.openRecord')}: ${title}`} className={ACTION}>
            {t('notifications.openRecord')}
          </a>
        )}
      </span>
    </li>
  );
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid gap-3 px-4 py-3" data-notifications-loading>
      <span className="sr-only">{t('notifications.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex items-start gap-3">
          <span className="size-9 shrink-0 animate-pulse rounded-full bg-surface-2" />
          <span className="grid flex-1 gap-1.5 pt-1">
            <span className="h-3 w-2/3 animate-pulse rounded bg-surface-2" />
            <span className="h-3 w-full animate-pulse rounded bg-surface-2" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The list under the bell, loaded on first use: a React Aria popover dialog with loading, error and empty states. */
export default function NotificationsPanel({ triggerRef, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtf = useMemo(() => new Intl.RelativeTimeFormat(INTL_TAGS[locale], { numeric: 'auto' }), [locale]);
  const state = useStore(notificationsStore.$state);
  const live = useStore($liveNotices);
  const unread = unreadCount(state) + liveUnread(live);
  const any = state.data.length + live.length > 0;
  const since = (minutes: number) => ago(minutes, rtf);
  const failedLoad = !state.loaded && !state.loading && state.error !== null;

  // The popover is rendered at the end of <body>: React Aria gives it the direction of its own locale, so it is told ours.
  return (
    <I18nProvider locale={INTL_TAGS[locale]}>
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
          {!state.loaded && state.loading && <Skeleton />}
          {state.error !== null && (
            <div role="alert" className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-danger" data-notifications-error>
              <p className="min-w-0 flex-1">{translateError(state.error, t)}</p>
              {failedLoad && (
                <button
                  type="button"
                  onClick={() => void notificationsStore.fetch()}
                  className="rounded-lg px-2 py-1 font-medium text-primary hover:bg-primary-soft"
                >
                  {t('notifications.retry')}
                </button>
              )}
            </div>
          )}
          {state.loaded && !any && (
            <p className="px-4 py-6 text-center text-sm text-muted" data-notifications-empty>
              {t('notifications.empty')}
            </p>
          )}
          {any && (
            <ul className="max-h-[60vh] overflow-y-auto py-1">
              {live.map((n) => (
                <LiveNoticeItem key={`live-${n.id}`} n={n} ago={since} />
              ))}
              {state.data.map((n) => (
                <Item key={n.id} n={n} rtf={rtf} />
              ))}
            </ul>
          )}
          {any && (
            <div className="border-t border-line p-2">
              {unread > 0 ? (
                <button
                  type="button"
                  onClick={() => {
                    markAllLiveRead();
                    void notificationsStore.markRead(state.data.map((n) => n.id));
                  }}
                  className="w-full rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-primary-soft"
                >
                  {t('notifications.markAllRead')}
                </button>
              ) : (
                <p className="px-3 py-2 text-center text-sm text-muted">{t('notifications.allRead')}</p>
              )}
            </div>
          )}
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
