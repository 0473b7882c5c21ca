import { ArrowLeft, Paperclip, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ChatState, Conversation } from '../../stores/screens/chat.ts';
import { Avatar } from './Avatar.tsx';
import { conversationTitle, typingText } from './chat-names.ts';
import { Composer } from './Composer.tsx';
import { MessageLog } from './MessageLog.tsx';

// Loaded when opened, as the new conversation's dialog is (ChatApp.tsx).
const MembersDialog = lazy(() => import('./MembersDialog.tsx').then((m) => ({ default: m.MembersDialog })));
const FilesDialog = lazy(() => import('./FilesDialog.tsx').then((m) => ({ default: m.FilesDialog })));

/** The header's "Files" button: the conversation's files (its members' only), in a dialog. */
function FilesButton({ conversation, userId }: { conversation: Conversation; userId: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="ms-auto inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm hover:bg-surface-2"
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {t('chat.files')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilesDialog conversation={conversation} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

interface PaneProps {
  state: ChatState;
  userId: number | string | undefined;
  onBack(): void;
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

/** The open conversation: its header, its messages (MessageLog), who is typing, and the composer. */
export function ConversationPane({ state, userId, onBack }: PaneProps) {
  const { t } = useTranslation();
  const conversation = state.conversations.find((c) => c.id === state.openId);
  const title = conversation ? conversationTitle(conversation, userId) : '';
  const typers = state.typing.filter((mark) => mark.conversationId === state.openId).map((mark) => mark.userId);

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
        {conversation && <FilesButton conversation={conversation} userId={userId} />}
      </header>
      <MessageLog state={state} conversation={conversation} userId={userId} />
      {/* Always there, so a screen reader hears it when someone starts typing. */}
      <p role="status" aria-live="polite" className="min-h-5 truncate px-4 text-xs text-muted">
        {typingText(conversation, typers, userId, t)}
      </p>
      <Composer conversationId={state.openId} />
    </>
  );
}
