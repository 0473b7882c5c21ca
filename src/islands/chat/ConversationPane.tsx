import { ArrowLeft, Users } from 'lucide-react';
import { Fragment, lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import {
  chatStore,
  type ChatMessage,
  type ChatState,
  type Conversation,
  type MemberNotice,
  type OutboxItem,
} from '../../stores/screens/chat.ts';
import { ErrorState } from '../list/data-table/states.tsx';
import { Avatar } from './Avatar.tsx';
import { groupBubbles, localDay, placeNotices, type Bubble } from './chat-format.ts';
import { conversationTitle, memberName, seenMessageId, typingText } from './chat-names.ts';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';

// Loaded when opened, as the new conversation's dialog is (ChatApp.tsx).
const MembersDialog = lazy(() => import('./MembersDialog.tsx').then((m) => ({ default: m.MembersDialog })));

/** A stored message or a pending one, as the conversation shows it. */
export type ShownBubble = Bubble & ({ kind: 'message'; message: ChatMessage } | { kind: 'pending'; item: OutboxItem });

/** Stored messages, then the pending ones of this conversation (not yet answered), in the order written. */
function bubblesOf(state: ChatState, userId: number | string): ShownBubble[] {
  const stored = state.messages.map<ShownBubble>((message) => ({
    key: `m${message.id}`,
    authorId: message.authorId,
    createdAt: message.createdAt,
    kind: 'message',
    message,
  }));
  const delivered = new Set(state.messages.map((m) => m.clientId));
  const pending = state.outbox
    .filter((item) => item.conversationId === state.openId && !delivered.has(item.clientId))
    .map<ShownBubble>((item) => ({ key: `p${item.clientId}`, authorId: userId, createdAt: item.createdAt, kind: 'pending', item }));
  return [...stored, ...pending];
}

function useDayLabel(): (day: string) => string {
  const { t } = useTranslation();
  const tag = INTL_TAGS[useLocale()];
  const format = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const now = new Date();
  const today = localDay(now.toISOString());
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).toISOString());
  return (day) => (day === today ? t('chat.today') : day === yesterday ? t('chat.yesterday') : format.format(new Date(`${day}T12:00:00`)));
}

/**
 * Keeps the view at the newest message when one arrives while it was there (or is the caller's own), and keeps the
 * messages in view still when an older page is put above them.
 */
function useScrollKeeper(count: number, firstKey: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef({ height: 0, top: 0, firstKey: undefined as string | undefined, atEnd: true });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = last.current;
    if (before.firstKey !== undefined && firstKey !== before.firstKey && before.height > 0)
      el.scrollTop = before.top + el.scrollHeight - before.height;
    else if (before.atEnd) el.scrollTop = el.scrollHeight;
    last.current = { height: el.scrollHeight, top: el.scrollTop, firstKey, atEnd: true };
  }, [count, firstKey]);
  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    last.current = {
      ...last.current,
      height: el.scrollHeight,
      top: el.scrollTop,
      atEnd: el.scrollHeight - el.scrollTop - el.clientHeight < 40,
    };
  };
  return { ref, onScroll };
}

interface PaneProps {
  state: ChatState;
  userId: number | string | undefined;
  onBack(): void;
}

/** Who joined or left the group, said between the messages (a polite live region: a screen reader hears it too). */
function Notices({ notices }: { notices: readonly MemberNotice[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!notices?.length) return null;
  const names = (list: readonly string[]) => new Intl.ListFormat(INTL_TAGS[locale], { type: 'conjunction' }).format(list);
  return (
    <div role="status" className="grid gap-1 text-center text-xs text-muted">
      {notices.map((notice) => (
        <Fragment key={notice.key}>
          {notice.added.length > 0 && <p>{t('chat.membersAdded', { names: names(notice.added) })}</p>}
          {notice.removed.length > 0 && <p>{t('chat.membersRemoved', { names: names(notice.removed) })}</p>}
        </Fragment>
      ))}
    </div>
  );
}

/** The header's member count: for a group, the button that opens its members (to change them, for its owner). */
function MembersLine({
  conversation,
  conversations,
  userId,
}: {
  conversation: Conversation;
  conversations: readonly Conversation[];
  userId: unknown;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = t('chat.members', { count: conversation.memberIds.length });
  if (conversation.direct) return <p className="text-xs text-muted">{count}</p>;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded text-xs text-muted underline-offset-2 hover:text-ink hover:underline"
      >
        <Users aria-hidden="true" className="size-3.5" />
        {count}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MembersDialog conversation={conversation} conversations={conversations} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The open conversation: its header, its messages by day and author, older pages above, and the composer. */
export function ConversationPane({ state, userId, onBack }: PaneProps) {
  const { t } = useTranslation();
  const conversation = state.conversations.find((c) => c.id === state.openId);
  const bubbles = useMemo(() => bubblesOf(state, userId ?? ''), [state, userId]);
  const groups = useMemo(() => groupBubbles(bubbles), [bubbles]);
  const dayLabel = useDayLabel();
  const { ref, onScroll } = useScrollKeeper(bubbles.length, bubbles[0]?.key);
  const title = conversation ? conversationTitle(conversation, userId) : '';
  const seenId = state.openId === null ? null : seenMessageId(state.messages, state.readMarks[state.openId], userId);
  const typers = state.typing.filter((mark) => mark.conversationId === state.openId).map((mark) => mark.userId);
  const notices = useMemo(
    () =>
      placeNotices(
        groups,
        state.notices.filter((n) => n.conversationId === state.openId),
      ),
    [groups, state.notices, state.openId],
  );

  return (
    <>
      <header className="flex items-center gap-3 border-b border-line px-3 py-2.5">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('chat.back')}
          className="grid size-9 place-items-center rounded-lg hover:bg-surface-2 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        </button>
        {conversation && <Avatar name={title} />}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">
            <bdi>{title}</bdi>
          </h2>
          {conversation && <MembersLine conversation={conversation} conversations={state.conversations} userId={userId} />}
        </div>
      </header>
      <div ref={ref} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4" aria-busy={state.messagesLoading}>
        {state.hasOlder && (
          <div className="mb-3 text-center">
            <button
              type="button"
              disabled={state.loadingOlder}
              onClick={() => void chatStore.loadOlder()}
              className="rounded-full border border-line px-3 py-1 text-xs text-muted hover:bg-surface-2 disabled:opacity-60"
            >
              {state.loadingOlder ? t('chat.loading') : t('chat.loadOlder')}
            </button>
          </div>
        )}
        {state.messagesError && state.messages.length === 0 ? (
          <ErrorState
            message={translateError(state.messagesError, t)}
            onRetry={() => state.openId !== null && void chatStore.open(state.openId)}
          />
        ) : state.messagesLoading ? (
          <p className="py-10 text-center text-sm text-muted">{t('chat.loading')}</p>
        ) : bubbles.length === 0 ? (
          <>
            <p className="py-10 text-center text-sm text-muted">{t('chat.noMessages')}</p>
            <Notices notices={notices.get('')} />
          </>
        ) : (
          <ol aria-label={t('chat.messages')} className="grid gap-4">
            {groups.map((group) => (
              <li key={group.day} className="grid gap-3">
                <p className="text-center text-xs font-medium text-muted">{dayLabel(group.day)}</p>
                {group.runs.map((run) => (
                  <Fragment key={run.bubbles[0]?.key}>
                    <AuthorRunView run={run.bubbles} conversation={conversation} userId={userId} seenId={seenId} />
                    <Notices notices={notices.get(run.bubbles[0]?.key ?? '')} />
                  </Fragment>
                ))}
              </li>
            ))}
          </ol>
        )}
      </div>
      {/* Always there, so a screen reader hears it when someone starts typing. */}
      <p role="status" aria-live="polite" className="min-h-5 truncate px-4 text-xs text-muted">
        {typingText(conversation, typers, userId, t)}
      </p>
      <Composer conversationId={state.openId} />
    </>
  );
}

interface RunProps {
  run: ShownBubble[];
  conversation: Conversation | undefined;
  userId: number | string | undefined;
  /** The caller's message another member has read up to (its "Seen"), or null. */
  seenId: number | null;
}

function AuthorRunView({ run, conversation, userId, seenId }: RunProps) {
  const { t } = useTranslation();
  const first = run[0];
  if (!first) return null;
  const mine = first.authorId === userId;
  const name = conversation && typeof first.authorId === 'number' ? memberName(conversation, first.authorId, userId, t) : t('chat.you');
  return (
    <div className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      {!mine && <Avatar name={name} size="sm" />}
      <div className={`grid max-w-[85%] gap-1 sm:max-w-[70%] ${mine ? 'justify-items-end' : 'justify-items-start'}`}>
        {!mine && <span className="px-1 text-xs font-medium text-muted">{name}</span>}
        {run.map((bubble) => (
          <Fragment key={bubble.key}>
            <MessageBubble bubble={bubble} mine={mine} />
            {bubble.kind === 'message' && bubble.message.id === seenId && (
              <span className="px-1 text-[11px] text-muted">{t('chat.seen')}</span>
            )}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
