import { useState } from 'react';
import { CHAT_LIMITS } from '../../api/chat.ts';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { chatStore, type Conversation } from '../../stores/screens/chat.ts';
import { knownPeople } from './chat-names.ts';
import { ChatFormDialog } from './ChatFormDialog.tsx';
import { PeoplePicker } from './PeoplePicker.tsx';

interface DialogProps {
  conversations: readonly Conversation[];
  userId: unknown;
  onClose(): void;
  onCreated(id: number): void;
}

/** Pick accounts; one is the direct conversation with them (the existing one if there is), more make a group with a title. */
export function NewConversationDialog({ conversations, userId, onClose, onCreated }: DialogProps) {
  const { t } = useTranslation();
  const people = knownPeople(conversations, userId);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const group = picked.size > 1;

  const submit = async () => {
    if (picked.size === 0) return setError(t('chat.pickSomeone'));
    if (group && !title.trim()) return setError(t('chat.titleRequired'));
    setBusy(true);
    setError('');
    try {
      const conversation = await chatStore.create([...picked], group ? title.trim() : undefined);
      onCreated(conversation.id);
    } catch (failure) {
      // What was picked and typed stays.
      setError(translateError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ChatFormDialog
      title={t('chat.new')}
      error={error}
      busy={busy}
      closeLabel={t('chat.cancel')}
      submitLabel={t('chat.start')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <PeoplePicker people={people} picked={picked} onChange={setPicked} />
      {group && (
        <label className="grid gap-1 text-sm">
          {t('chat.groupTitle')}
          <input
            className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm"
            value={title}
            maxLength={CHAT_LIMITS.title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
      )}
    </ChatFormDialog>
  );
}
