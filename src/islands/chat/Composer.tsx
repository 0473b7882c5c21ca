import { Paperclip, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS } from '../../api/chat.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { CHAT_FILE_ACCEPT, CHAT_FILE_MAX_MB, CHAT_FILES_PER_MESSAGE } from '../../schemas/screens/chat-files.ts';
import { chatStore, type FileProblem, type OutboxFile } from '../../stores/screens/chat.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { PendingFiles } from './Attachments.tsx';

const NO_FILES: readonly OutboxFile[] = [];

/** What the composer says of a file it refused before sending, in the page's language. */
function problemText(problem: FileProblem, t: Translate): string {
  if (problem.problem === 'size') return t('chat.fileTooLarge', { name: problem.name, max: CHAT_FILE_MAX_MB });
  if (problem.problem === 'type') return t('chat.fileType', { name: problem.name });
  return t('chat.tooManyFiles', { count: CHAT_FILES_PER_MESSAGE });
}

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

/**
 * Plain text with line breaks: Enter sends, Shift+Enter starts a new line. Files: the attach button, dropped on the
 * composer, or an image pasted; each shows as a chip until sent (a refused one is said, and nothing typed is lost).
 * Offline, what is sent waits in the outbox, its files too.
 */
export function Composer({ conversationId }: { conversationId: number | null }) {
  const { t } = useTranslation();
  const { drafts, pendingFiles } = useHydratedStore(chatStore.$state);
  const text = conversationId === null ? '' : (drafts[conversationId] ?? '');
  const files = conversationId === null ? NO_FILES : (pendingFiles[conversationId] ?? NO_FILES);
  const online = useOnline();
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [dragging, setDragging] = useState(false);
  const empty = text.trim() === '' && files.length === 0;

  useEffect(() => {
    field.current?.focus();
    setProblems([]);
  }, [conversationId]);

  const add = (chosen: readonly File[]) => {
    if (conversationId === null || !chosen.length) return;
    setProblems(chatStore.addFiles(conversationId, chosen));
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // A pasted image (a screenshot) becomes a file; pasted text stays text.
    const images = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (!images.length) return;
    event.preventDefault();
    add(images);
  };

  const change = (value: string) => {
    if (conversationId === null) return;
    chatStore.setDraft(conversationId, value);
    if (value && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      chatStore.typing();
    }
  };
  const send = () => {
    if (conversationId === null || empty) return;
    chatStore.send(text);
    chatStore.setDraft(conversationId, '');
    setProblems([]);
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
      className={`border-t border-line p-3 ${dragging ? 'bg-primary/10 outline-2 -outline-offset-4 outline-dashed outline-primary' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {!online && (
        <p role="status" className="mb-2 rounded-lg bg-warning/15 px-3 py-1.5 text-xs text-ink">
          {t('chat.offline')}
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="mb-2 grid gap-0.5 rounded-lg bg-danger/10 px-3 py-1.5 text-xs text-danger">
          {problems.map((problem, i) => (
            <li key={i}>
              <bdi>{problemText(problem, t)}</bdi>
            </li>
          ))}
        </ul>
      )}
      {conversationId !== null && (
        <div className="mb-2 empty:hidden">
          <PendingFiles files={files} onRemove={(key) => chatStore.removeFile(conversationId, key)} />
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={CHAT_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            // The same file chosen again after a removal is a change too.
            e.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          className="grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:bg-surface-2"
        >
          <Paperclip aria-hidden="true" className="size-4" />
        </button>
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
            onPaste={onPaste}
            placeholder={t('chat.composer')}
            aria-describedby="chat-composer-help"
            className="block max-h-40 min-h-10 w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm [field-sizing:content]"
          />
        </label>
        <button
          type="submit"
          disabled={empty}
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
