import { ArrowDown } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { chatStore, type ChatMessage, type ChatState, type Conversation, type OutboxItem } from '../../stores/screens/chat.ts';
import { ErrorState } from '../list/data-table/states.tsx';
import { Avatar } from './Avatar.tsx';
import { groupBubbles, localDay, messageRows, type Bubble, type MessageRow } from './chat-format.ts';
import { memberName, seenMessageId, systemLines } from './chat-names.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { useMessageWindow, type MessageWindow } from './use-message-window.ts';

/** A stored message (a person's, or a system one saying a change), or a pending one, as the conversation shows it. */
export type ShownBubble = Bubble &
  ({ kind: 'message'; message: ChatMessage } | { kind: 'system'; message: ChatMessage } | { kind: 'pending'; item: OutboxItem });
type Row = MessageRow<ShownBubble>;

/**
 * Room above the first row (px): "Show earlier messages" or the loading line, and the first row's day heading and
 * author name; and below the last.
 */
const TOP_ROOM = 104;
const BOTTOM_ROOM = 16;
/** Older messages are read once the first row rendered (eight before the first in view) is within this many of the oldest read. */
const LOAD_OLDER_WITHIN = 5;

/** Stored messages, then the pending ones of this conversation (not yet answered), in the order written. */
function bubblesOf(
  messages: readonly ChatMessage[],
  outbox: readonly OutboxItem[],
  openId: number | null,
  userId: number | string,
): ShownBubble[] {
  const stored = messages.map<ShownBubble>((message) =>
    message.kind === 'system'
      ? // Never part of a run of its author's messages.
        { key: `m${message.id}`, authorId: 'system', createdAt: message.createdAt, kind: 'system', message }
      : { key: `m${message.id}`, authorId: message.authorId, createdAt: message.createdAt, kind: 'message', message },
  );
  const delivered = new Set(messages.map((m) => m.clientId));
  const pending = outbox
    .filter((item) => item.conversationId === openId && !delivered.has(item.clientId))
    .map<ShownBubble>((item) => ({ key: `p${item.clientId}`, authorId: userId, createdAt: item.createdAt, kind: 'pending', item }));
  return [...stored, ...pending];
}

/** A row's height before it is measured: a one-line bubble with its time, then the next one's separator. */
function estimateRow(next: Row | undefined, userId: unknown): number {
  if (!next) return 56;
  const name = next.runStart && next.bubble.kind !== 'system' && next.bubble.authorId !== userId;
  return 56 + (next.day ? 44 : next.runStart ? 12 : 4) + (name ? 20 : 0);
}

function useDayLabel(): (day: string) => string {
  const { t } = useTranslation();
  const tag = INTL_TAGS[useLocale()];
  const format = useMemo(() => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), [tag]);
  const now = new Date();
  const today = localDay(now.toISOString());
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).toISOString());
  return (day) => (day === today ? t('chat.today') : day === yesterday ? t('chat.yesterday') : format.format(new Date(`${day}T12:00:00`)));
}

/** A system message: who joined or left the group, in the reader's language, between the messages (a polite status). */
function SystemLine({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines = systemLines(message.change, t, new Intl.ListFormat(INTL_TAGS[locale], { type: 'conjunction' }));
  return (
    <div role="status" className="grid gap-1 text-center text-xs text-muted">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * What goes above a message: the room after the one before, the day's heading for the day's first, and the author's
 * name for the first of a run by another. It is drawn at the end of the row above (above the first row, in the room
 * kept at the top), so older rows coming above never change a row on screen: the view stays still.
 */
function Separator({ row, first, conversation, userId, dayLabel }: SeparatorProps) {
  const { t } = useTranslation();
  const { bubble } = row;
  const room = first ? '' : row.day ? 'pt-4' : row.runStart ? 'pt-3' : 'pt-1';
  const showName = bubble.kind !== 'system' && bubble.authorId !== userId && row.runStart;
  if (!room && dayLabel === null && !showName) return null;
  const name = conversation && typeof bubble.authorId === 'number' ? memberName(conversation, bubble.authorId, userId, t) : '';
  return (
    <div className={room}>
      {dayLabel !== null && <p className="mb-3 text-center text-xs font-medium text-muted">{dayLabel}</p>}
      {showName && <p className="mb-1 ps-10 text-xs font-medium text-muted">{name}</p>}
    </div>
  );
}

interface SeparatorProps {
  row: Row;
  /** The first row read: no room above it. */
  first: boolean;
  conversation: Conversation | undefined;
  userId: number | string | undefined;
  dayLabel: string | null;
}

interface RowProps {
  row: Row;
  /** The next row, whose separator ends this one; null for the last. */
  next: Row | null;
  nextDayLabel: string | null;
  conversation: Conversation | undefined;
  userId: number | string | undefined;
  /** Another member has read up to this message ("Seen" under it). */
  seen: boolean;
  onEditing(key: string, editing: boolean): void;
}

/** One message (the avatar beside a run's last), or a system line, then what goes above the next one. */
const MessageRowView = memo(function MessageRowView({ row, next, nextDayLabel, conversation, userId, seen, onEditing }: RowProps) {
  const { t } = useTranslation();
  const { bubble } = row;
  const mine = bubble.authorId === userId;
  const name = conversation && typeof bubble.authorId === 'number' ? memberName(conversation, bubble.authorId, userId, t) : t('chat.you');
  const nextPart = next && <Separator row={next} first={false} conversation={conversation} userId={userId} dayLabel={nextDayLabel} />;
  if (bubble.kind === 'system')
    return (
      <>
        <SystemLine message={bubble.message} />
        {nextPart}
      </>
    );
  return (
    <>
      <div className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
        {!mine && (row.runEnd ? <Avatar name={name} size="sm" /> : <span aria-hidden="true" className="w-7 shrink-0" />)}
        <div className={`grid max-w-[85%] gap-1 sm:max-w-[70%] ${mine ? 'justify-items-end' : 'justify-items-start'}`}>
          <MessageBubble bubble={bubble} mine={mine} onEditing={(editing) => onEditing(bubble.key, editing)} />
          {seen && <span className="px-1 text-[11px] text-muted">{t('chat.seen')}</span>}
        </div>
      </div>
      {nextPart}
    </>
  );
});

/**
 * How many messages of others came below since the view was last at the end (0 while it is there), and the caller's
 * own new message brought into view even when reading back.
 */
function useNewBelow(rows: readonly Row[], view: MessageWindow, userId: unknown): number {
  const lastKey = rows.at(-1)?.bubble.key;
  const [seenUpTo, setSeenUpTo] = useState(lastKey);
  useEffect(() => {
    if (view.atEnd && seenUpTo !== lastKey) setSeenUpTo(lastKey);
  }, [view.atEnd, lastKey, seenUpTo]);
  const shownLast = useRef(lastKey);
  useEffect(() => {
    if (lastKey === shownLast.current) return;
    shownLast.current = lastKey;
    if (rows.at(-1)?.bubble.kind === 'pending') view.scrollToEnd();
  }, [lastKey, rows, view]);
  if (view.atEnd) return 0;
  const from = rows.findIndex((row) => row.bubble.key === seenUpTo);
  return from < 0 ? 0 : rows.slice(from + 1).filter((row) => row.bubble.authorId !== userId).length;
}

/**
 * Reads the page before the oldest message once the view nears the top (after it first stood at the end). The box's
 * own scroll place is checked too: the rows rendered may still be those of before a scroll the library has just made.
 */
function useOlderPages(state: ChatState, view: MessageWindow, count: number, box: RefObject<HTMLElement | null>): void {
  const [settled, setSettled] = useState(false);
  if (!settled && count > 0 && view.atEnd) setSettled(true);
  const first = view.items[0]?.index;
  const { hasOlder, loadingOlder, messagesError } = state;
  useEffect(() => {
    const el = box.current;
    const nearTop = el !== null && el.scrollTop < el.clientHeight * 2;
    if (settled && nearTop && first !== undefined && first < LOAD_OLDER_WITHIN && hasOlder && !loadingOlder && !messagesError)
      void chatStore.loadOlder();
  }, [settled, first, hasOlder, loadingOlder, messagesError, box]);
}

/** Which rows stay in the DOM out of view: the one holding the focus, and those being edited. */
function useKeptRows(keys: readonly string[]) {
  const [focused, setFocused] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const onEditing = useCallback((key: string, on: boolean) => {
    setEditing((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target.closest<HTMLElement>('li[data-key]')?.dataset.key ?? null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  const keep = [focused, ...editing].map((key) => (key === null ? -1 : keys.indexOf(key))).filter((i) => i >= 0);
  return { keep, onEditing, onFocus, onBlur };
}

interface LogProps {
  state: ChatState;
  conversation: Conversation | undefined;
  userId: number | string | undefined;
}

/**
 * The open conversation's messages, virtualised (only the rows in view and a few more are in the DOM, so 10,000 stay
 * smooth): older pages are read as one scrolls up, with the view kept still; a new message scrolls into view when the
 * view was at the end, else a "new messages" button says how many came below.
 */
export function MessageLog({ state, conversation, userId }: LogProps) {
  const { t } = useTranslation();
  const { messages, outbox, openId } = state;
  const bubbles = useMemo(() => bubblesOf(messages, outbox, openId, userId ?? ''), [messages, outbox, openId, userId]);
  const groups = useMemo(() => groupBubbles(bubbles), [bubbles]);
  const rows = useMemo(() => messageRows(groups), [groups]);
  const keys = useMemo(() => rows.map((row) => row.bubble.key), [rows]);
  const box = useRef<HTMLDivElement>(null);
  const kept = useKeptRows(keys);
  const view = useMessageWindow(box, {
    keys,
    estimate: (index) => estimateRow(rows[index + 1], userId),
    paddingStart: TOP_ROOM,
    paddingEnd: BOTTOM_ROOM,
    keep: kept.keep,
  });
  const newBelow = useNewBelow(rows, view, userId);
  useOlderPages(state, view, rows.length, box);
  const dayLabel = useDayLabel();
  const labelOf = (row: Row | null | undefined) => (row?.day ? dayLabel(row.day) : null);
  const seenId = openId === null ? null : seenMessageId(messages, state.readMarks[openId], userId);
  const showList = rows.length > 0 && !state.messagesLoading;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={box}
        role="region"
        aria-label={t('chat.messages')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus so a keyboard can scroll the messages
        tabIndex={0}
        aria-busy={state.messagesLoading || state.loadingOlder}
        className="relative min-h-0 flex-1 overflow-y-auto px-3 [overflow-anchor:none]"
      >
        {showList && (
          <div className="absolute inset-x-0 top-4 text-center">
            {state.loadingOlder ? (
              <p className="py-1 text-xs text-muted">{t('chat.loading')}</p>
            ) : (
              state.hasOlder && (
                <button
                  type="button"
                  onClick={() => void chatStore.loadOlder()}
                  className="rounded-full border border-line px-3 py-1 text-xs text-muted hover:bg-surface-2"
                >
                  {t('chat.loadOlder')}
                </button>
              )
            )}
          </div>
        )}
        {state.messagesError && messages.length === 0 ? (
          <div className="py-4">
            <ErrorState message={translateError(state.messagesError, t)} onRetry={() => openId !== null && void chatStore.open(openId)} />
          </div>
        ) : state.messagesLoading ? (
          <p className="py-10 text-center text-sm text-muted">{t('chat.loading')}</p>
        ) : rows.length === 0 ? (
          <div className="py-4">
            <p className="py-6 text-center text-sm text-muted">{t('chat.noMessages')}</p>
          </div>
        ) : null}
        {showList && view.items[0]?.index === 0 && (
          // Above the first row read, in the room kept at the top.
          <div className="absolute inset-x-3 -translate-y-full" style={{ top: view.items[0].start }}>
            <Separator row={rows[0]!} first conversation={conversation} userId={userId} dayLabel={labelOf(rows[0])} />
          </div>
        )}
        {showList && (
          <ol
            aria-label={t('chat.messages')}
            className="relative"
            style={{ height: view.size }}
            onFocus={kept.onFocus}
            onBlur={kept.onBlur}
          >
            {view.items.map((item) => {
              const row = rows[item.index]!;
              const next = rows[item.index + 1] ?? null;
              return (
                <li
                  key={item.key}
                  ref={view.measure}
                  data-index={item.index}
                  data-key={row.bubble.key}
                  className="absolute inset-x-0 top-0"
                  style={{ transform: `translateY(${item.start}px)` }}
                  {...(state.hasOlder ? {} : { 'aria-setsize': rows.length, 'aria-posinset': item.index + 1 })}
                >
                  <MessageRowView
                    row={row}
                    next={next}
                    nextDayLabel={labelOf(next)}
                    conversation={conversation}
                    userId={userId}
                    seen={row.bubble.kind === 'message' && row.bubble.message.id === seenId}
                    onEditing={kept.onEditing}
                  />
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {newBelow > 0 && (
        <button
          type="button"
          onClick={() => view.scrollToEnd()}
          className="absolute inset-x-0 bottom-3 mx-auto flex w-fit items-center gap-1 rounded-full bg-primary px-3 py-1.5 text-xs font-medium text-on-primary shadow-lg"
        >
          <ArrowDown aria-hidden="true" className="size-3.5" />
          {t('chat.newMessages', { count: newBelow })}
        </button>
      )}
    </div>
  );
}
