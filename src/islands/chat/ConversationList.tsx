import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { chatStore, type ChatState, type Conversation } from '../../stores/screens/chat.ts';
import { ErrorState } from '../list/data-table/states.tsx';
import { Avatar } from './Avatar.tsx';
import { localDay } from './chat-format.ts';
import { conversationTitle, systemLines } from './chat-names.ts';

/** The search is sent once typing pauses this long. */
const SEARCH_DELAY_MS = 250;

/** A time today, else a date: what a list of conversations shows by each. */
function useShortTime(): (iso: string) => string {
  const tag = INTL_TAGS[useLocale()];
  const today = localDay(new Date().toISOString());
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
  return (iso) => (localDay(iso) === today ? time : date).format(new Date(iso));
}

interface ListProps {
  state: ChatState;
  userId: unknown;
  onOpen(id: number): void;
  onNew(): void;
}

/** The caller's conversations, newest first, searched, each with its last message, time and unread count. */
export function ConversationList({ state, userId, onOpen, onNew }: ListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(state.query);
  const shortTime = useShortTime();

  useEffect(() => {
    if (query === state.query) return;
    const timer = setTimeout(() => void chatStore.search(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, state.query]);

  return (
    <>
      <div className="flex items-center gap-2 border-b border-line p-3">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{t('chat.search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-muted" />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('chat.search')}
            className="h-9 w-full rounded-lg border border-line bg-surface ps-8 pe-2 text-sm"
          />
        </label>
        <button
          type="button"
          onClick={onNew}
          aria-label={t('chat.new')}
          title={t('chat.new')}
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-on-primary"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {state.listError && state.conversations.length === 0 ? (
          <ErrorState message={translateError(state.listError, t)} onRetry={() => void chatStore.refreshList()} />
        ) : state.listLoading && state.conversations.length === 0 ? (
          <ul aria-busy="true" aria-label={t('chat.loading')} className="grid gap-3 p-3">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-12 animate-pulse rounded-lg bg-surface-2" />
            ))}
          </ul>
        ) : state.conversations.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-muted">{state.query ? t('chat.noMatch') : t('chat.empty')}</p>
        ) : (
          <ul aria-label={t('chat.conversations')}>
            {state.conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                title={conversationTitle(conversation, userId)}
                current={conversation.id === state.openId}
                time={shortTime(conversation.updatedAt)}
                onOpen={() => onOpen(conversation.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

interface RowProps {
  conversation: Conversation;
  title: string;
  current: boolean;
  time: string;
  onOpen(): void;
}

function ConversationRow({ conversation, title, current, time, onOpen }: RowProps) {
  const { t } = useTranslation();
  const last = conversation.lastMessage;
  const locale = useLocale();
  const preview = !last
    ? t('chat.noMessages')
    : last.deleted
      ? t('chat.deleted')
      : last.kind === 'system'
        ? systemLines(last.change, t, new Intl.ListFormat(INTL_TAGS[locale], { type: 'conjunction' })).join(' · ')
        : last.text || t('chat.filesCount', { count: last.attachments?.length ?? 0 });
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
        className={`flex w-full items-center gap-3 px-3 py-2.5 text-start hover:bg-surface-2 focus-visible:bg-surface-2 ${current ? 'bg-surface-2' : ''}`}
      >
        <Avatar name={title} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-baseline gap-2">
            <bdi className={`min-w-0 flex-1 truncate text-sm ${conversation.unread ? 'font-semibold' : 'font-medium'}`}>{title}</bdi>
            <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-muted">
              {time}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span dir="auto" className="min-w-0 flex-1 truncate text-xs text-muted">
              {preview}
            </span>
            {conversation.unread > 0 && (
              <span className="shrink-0 rounded-full bg-primary px-1.5 text-[11px] font-semibold text-on-primary">
                <span aria-hidden="true">{conversation.unread}</span>
                <span className="sr-only">{t('chat.unread', { count: conversation.unread })}</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
