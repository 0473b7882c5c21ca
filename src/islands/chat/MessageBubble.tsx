import { useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { ApiError } from '../../api/client.ts';
import { CHAT_LIMITS } from '../../api/chat.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { chatStore, OUTBOX_FILES_LOST } from '../../stores/screens/chat.ts';
import { notify } from '../../stores/notify.ts';
import { MessageFiles, PendingFiles } from './Attachments.tsx';
import { linkify } from './chat-format.ts';
import type { ShownBubble } from './MessageLog.tsx';

/** The text as text nodes and checked http(s) links: nothing in a message is read as HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

const BUBBLE = 'rounded-2xl px-3 py-2 text-sm';
const ACTION = 'rounded px-1.5 py-0.5 text-xs text-muted hover:bg-surface-2 hover:text-ink';

/** One message: its text, time and marks; the caller's own can be edited or deleted; a pending one says how it goes. */
export function MessageBubble({
  bubble,
  mine,
  onEditing,
}: {
  bubble: ShownBubble;
  mine: boolean;
  /** Told when an edit starts and ends (the list keeps the row of an edit under way while it is out of view). */
  onEditing?(editing: boolean): void;
}) {
  const { t } = useTranslation();
  const tag = INTL_TAGS[useLocale()];
  const [editing, setEditingText] = useState<string | null>(null);
  const setEditing = (text: string | null) => {
    setEditingText(text);
    if ((text === null) !== (editing === null)) onEditing?.(text !== null);
  };
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(new Date(bubble.createdAt));
  const tone = mine ? 'bg-primary text-on-primary' : 'bg-surface-2 text-ink';

  if (bubble.kind === 'pending') {
    const { item } = bubble;
    const wait = item.error instanceof ApiError && item.error.status === 429;
    const reason = item.error === OUTBOX_FILES_LOST ? t('chat.filesLost') : translateError(item.error, t);
    return (
      <div className="grid justify-items-end gap-1" data-pending={item.status}>
        {item.text && (
          <div className={`${BUBBLE} ${tone} opacity-70`}>
            <MessageText text={item.text} />
          </div>
        )}
        {item.files && <PendingFiles files={item.files} />}
        {item.status === 'sending' ? (
          <span className="text-xs text-muted">{t('chat.sending')}</span>
        ) : (
          <span role="alert" className="flex flex-wrap items-center justify-end gap-1 text-xs text-danger">
            {wait ? t('chat.wait', { count: CHAT_LIMITS.rateWindowMs / 1000 }) : `${t('chat.failed')}: ${reason}`}
            <button type="button" className={ACTION} onClick={() => chatStore.retry(item.clientId)}>
              {t('chat.retry')}
            </button>
            <button type="button" className={ACTION} onClick={() => chatStore.discard(item.clientId)}>
              {t('chat.discard')}
            </button>
          </span>
        )}
      </div>
    );
  }

  const { message } = bubble;
  const save = async () => {
    const text = editing?.trim() ?? '';
    if (!text || text === message.text) return setEditing(null);
    try {
      await chatStore.edit(message.id, text);
      setEditing(null);
    } catch (error) {
      // The edited text stays in the field.
      notify.error(translateError(error, t));
    }
  };
  const remove = async () => {
    try {
      await chatStore.remove(message.id);
    } catch (error) {
      notify.error(translateError(error, t));
    }
  };

  return (
    <div className={`group grid gap-0.5 ${mine ? 'justify-items-end' : 'justify-items-start'}`}>
      {editing !== null ? (
        <form
          className="grid w-72 max-w-full gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="sr-only" htmlFor={`edit-${message.id}`}>
            {t('chat.edit')}
          </label>
          <textarea
            id={`edit-${message.id}`}
            dir="auto"
            value={editing}
            maxLength={CHAT_LIMITS.text}
            onChange={(e) => setEditing(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
            className="min-h-16 rounded-lg border border-line bg-surface p-2 text-sm"
          />
          <span className="flex justify-end gap-1">
            <button type="button" className={ACTION} onClick={() => setEditing(null)}>
              {t('chat.cancel')}
            </button>
            <button type="submit" className="rounded bg-primary px-2 py-0.5 text-xs text-on-primary">
              {t('chat.save')}
            </button>
          </span>
        </form>
      ) : message.deleted ? (
        <p className={`${BUBBLE} border border-dashed border-line italic text-muted`}>{t('chat.deleted')}</p>
      ) : (
        <>
          {message.text && (
            <div className={`${BUBBLE} ${tone}`}>
              <MessageText text={message.text} />
            </div>
          )}
          <MessageFiles conversationId={message.conversationId} files={message.attachments ?? []} mine={mine} />
        </>
      )}
      <span className="flex items-center gap-1 px-1 text-[11px] text-muted">
        <time dateTime={message.createdAt}>{time}</time>
        {message.editedAt && !message.deleted && <span>· {t('chat.edited')}</span>}
        {mine && !message.deleted && editing === null && (
          <span className="flex gap-0.5 opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
            {/* A message of files alone has no text to edit. */}
            {message.text && (
              <button type="button" className={ACTION} onClick={() => setEditing(message.text)}>
                {t('chat.edit')}
              </button>
            )}
            <button type="button" className={ACTION} onClick={() => void remove()}>
              {t('chat.delete')}
            </button>
          </span>
        )}
      </span>
    </div>
  );
}
