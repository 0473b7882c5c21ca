import { useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CHAT_LIMITS } from '../../api/chat.ts';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { chatStore, type Conversation } from '../../stores/screens/chat.ts';
import { knownPeople } from './chat-names.ts';

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

  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="outline-none">
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 p-6">
            <Heading slot="title" className="text-lg font-semibold">
              {t('chat.new')}
            </Heading>
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm">{t('chat.people')}</legend>
              {people.length === 0 && <p className="text-sm text-muted">{t('chat.noPeople')}</p>}
              <div className="grid max-h-60 gap-1 overflow-y-auto">
                {people.map((person) => (
                  <label key={person.id} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2">
                    <input type="checkbox" checked={picked.has(person.id)} onChange={() => toggle(person.id)} className="size-4" />
                    <bdi>{person.name}</bdi>
                  </label>
                ))}
              </div>
            </fieldset>
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
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button onPress={onClose} className="rounded-lg px-4 py-2 text-sm hover:bg-surface-2">
                {t('chat.cancel')}
              </Button>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary disabled:opacity-60"
              >
                {t('chat.start')}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
