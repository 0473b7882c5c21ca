import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_LIMITS } from '../../api/chat.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { chatStore } from '../../stores/screens/chat.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';

/** "Typing" is told to the others at most this often while one types. */
const TYPING_EVERY_MS = 3_000;
/** The count of characters left shows from this many on. */
const COUNT_FROM = CHAT_LIMITS.text - 200;

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Plain text with line breaks: Enter sends, Shift+Enter starts a new line. Offline, what is sent waits in the outbox. */
export function Composer({ conversationId }: { conversationId: number | null }) {
  const { t } = useTranslation();
  const { drafts } = useHydratedStore(chatStore.$state);
  const text = conversationId === null ? '' : (drafts[conversationId] ?? '');
  const online = useOnline();
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), [conversationId]);

  const change = (value: string) => {
    if (conversationId === null) return;
    chatStore.setDraft(conversationId, value);
    if (value && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      chatStore.typing();
    }
  };
  const send = () => {
    if (conversationId === null || text.trim() === '') return;
    chatStore.send(text);
    chatStore.setDraft(conversationId, '');
    lastTyping.current = 0;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing an IME word finishes the word, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="border-t border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {!online && (
        <p role="status" className="mb-2 rounded-lg bg-warning/15 px-3 py-1.5 text-xs text-ink">
          {t('chat.offline')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.composer')}</span>
          <textarea
            ref={field}
            dir="auto"
            rows={1}
            value={text}
            maxLength={CHAT_LIMITS.text}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.composer')}
            aria-describedby="chat-composer-help"
            className="block max-h-40 min-h-10 w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm [field-sizing:content]"
          />
        </label>
        <button
          type="submit"
          disabled={text.trim() === ''}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary text-on-primary disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
      </div>
      <p id="chat-composer-help" className="mt-1 flex justify-between gap-2 text-[11px] text-muted">
        <span>{t('chat.composerHelp')}</span>
        {text.length >= COUNT_FROM && <span>{t('chat.charsLeft', { count: CHAT_LIMITS.text - text.length })}</span>}
      </p>
    </form>
  );
}
