import { useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { chatStore, type Conversation } from '../../stores/screens/chat.ts';
import { conversationTitle, knownPeople, memberName } from './chat-names.ts';
import { ChatFormDialog } from './ChatFormDialog.tsx';
import { PeoplePicker } from './PeoplePicker.tsx';

interface DialogProps {
  conversation: Conversation;
  conversations: readonly Conversation[];
  userId: unknown;
  onClose(): void;
}

/** The members as a list, the owner marked: what everyone but the owner sees. */
function MemberList({ conversation, userId }: { conversation: Conversation; userId: unknown }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('chat.members', { count: conversation.memberIds.length })} className="grid max-h-60 gap-1 overflow-y-auto">
      {conversation.memberIds.map((id) => (
        <li key={id} className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm">
          <bdi>{memberName(conversation, id, userId, t)}</bdi>
          {id === conversation.ownerId && <span className="text-xs text-muted">{t('chat.owner')}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * A group's members: its owner picks them (the people picker of a new conversation: those the caller shares a
 * conversation with) and saves; everyone else sees them read-only. What is picked stays when the backend refuses.
 */
export function MembersDialog({ conversation, conversations, userId, onClose }: DialogProps) {
  const { t } = useTranslation();
  const owner = conversation.ownerId === userId;
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(conversation.memberIds.filter((id) => id !== userId)));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (picked.size === 0) return setError(t('chat.pickSomeone'));
    setBusy(true);
    setError('');
    try {
      await chatStore.setMembers(conversation.id, [...picked]);
      onClose();
    } catch (failure) {
      setError(translateError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ChatFormDialog
      title={t('chat.membersOf', { title: conversationTitle(conversation, userId) })}
      error={error}
      busy={busy}
      closeLabel={owner ? t('chat.cancel') : t('chat.close')}
      {...(owner ? { submitLabel: t('chat.save'), onSubmit: () => void submit() } : {})}
      onClose={onClose}
    >
      {owner ? (
        <PeoplePicker people={knownPeople(conversations, userId)} picked={picked} onChange={setPicked} />
      ) : (
        <>
          <MemberList conversation={conversation} userId={userId} />
          <p className="text-sm text-muted">{t('chat.onlyOwner')}</p>
        </>
      )}
    </ChatFormDialog>
  );
}
