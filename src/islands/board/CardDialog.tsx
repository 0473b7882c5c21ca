import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { translateError } from '../../api/errors.ts';
import { BOARD_LIMITS, TASK_PRIORITIES } from '../../contract/board-messages.ts';
import type { CardFields, Label, LabelColour } from '../../contract/boards.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { boardStore, isGone, type Card } from '../../stores/screens/board.ts';
import { RowConflict } from '../../stores/conflict.ts';
import { RecordHistory } from '../list/form-dialog/RecordHistory.tsx';
import { LazyRichTextEditor } from '../shared/rich-text/LazyRichTextEditor.tsx';
import { useCan } from '../shared/Permitted.tsx';
import { DIALOG_FIELD } from './BoardFormDialog.tsx';
import { CardComments } from './CardComments.tsx';
import { LabelsField, labelNames } from './LabelsField.tsx';

const FIELD = DIALOG_FIELD;

interface Values {
  title: string;
  description: string;
  assigneeId: string;
  dueDate: string;
  priority: Card['priority'];
  /** Label names, comma-separated as typed. */
  labels: string;
  /** Each label's colour by its name; a name typed without one is grey. */
  colours: Record<string, LabelColour>;
}

const valuesOf = (card: Card): Values => ({
  title: card.title,
  description: card.description,
  assigneeId: card.assigneeId === null ? '' : String(card.assigneeId),
  dueDate: card.dueDate ?? '',
  priority: card.priority,
  labels: card.labels.map((l) => l.name).join(', '),
  colours: Object.fromEntries(card.labels.map((l) => [l.name, l.colour])),
});

/** The values as the API's fields: each label with the colour picked for it, else grey. */
function fieldsOf(values: Values): CardFields {
  const labels: Label[] = labelNames(values.labels).map((name) => ({ name, colour: values.colours[name] ?? 'grey' }));
  return {
    title: values.title.trim(),
    description: values.description,
    assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
    dueDate: values.dueDate || null,
    priority: values.priority,
    labels,
  };
}

/** Delete in two steps: the button, then a question with the real delete beside it. */
function DeleteCard({ onDelete }: { onDelete(): Promise<void> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="me-auto rounded-lg px-3 py-2 text-sm text-danger hover:bg-danger-soft"
      >
        {t('board.deleteCard')}
      </button>
    );
  return (
    <div role="group" aria-label={t('board.deleteCard')} className="me-auto flex flex-wrap items-center gap-2 text-sm">
      <span>{t('board.deleteConfirm')}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onDelete().finally(() => setBusy(false));
        }}
        className="rounded-lg bg-danger px-3 py-1.5 font-medium text-on-primary disabled:opacity-60"
      >
        {t('board.delete')}
      </button>
      <button type="button" onClick={() => setAsking(false)} className="rounded-lg px-3 py-1.5 hover:bg-surface-2">
        {t('board.cancel')}
      </button>
    </div>
  );
}

/**
 * Deletes the card with the version the form holds. Gone already counts as deleted; a 412 hands the card's new version
 * to `refused`; any other failure is thrown for the form to show.
 */
async function deleteCard(id: number, version: number, done: () => void, refused: (version: number) => void): Promise<void> {
  try {
    await boardStore.deleteCard(id, version);
    done();
  } catch (error) {
    if (isGone(error)) done();
    else if (error instanceof RowConflict) refused((error.current as Card).version);
    else throw error;
  }
}

type Notice = { kind: 'conflict' | 'deleted' | 'saved' } | { kind: 'error'; message: string } | null;

/** What became of the last save or delete: "Saved." as a status, the rest as an alert. */
function NoticeLine({ notice }: { notice: NonNullable<Notice> }) {
  const { t } = useTranslation();
  const saved = notice.kind === 'saved';
  return (
    <p role={saved ? 'status' : 'alert'} className={`text-sm ${saved ? 'text-success' : 'text-danger'}`} data-notice={notice.kind}>
      {notice.kind === 'error' ? notice.message : t(`board.notice.${notice.kind}`)}
    </p>
  );
}

/** The card's fields as a form. Nothing typed is lost: not on a failure, a 412, nor when someone deleted the card. */
function CardForm({
  card,
  canEdit,
  people,
  onSaved,
  onDeleted,
}: {
  card: Card;
  canEdit: boolean;
  people: readonly { id: number; name: string }[];
  onSaved(card: Card): void;
  /** Given when the account may delete cards: the dialog then offers it, and closes after. */
  onDeleted?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(card));
  const [version, setVersion] = useState(card.version);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const gone = notice?.kind === 'deleted';
  const assignees =
    card.assigneeId !== null && !people.some((p) => p.id === card.assigneeId)
      ? [...people, { id: card.assigneeId, name: t('board.formerAccount') }]
      : people;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) return setNotice({ kind: 'error', message: t('board.titleRequired') });
    setBusy(true);
    try {
      const saved = await boardStore.saveCard(card.id, fieldsOf(values), version);
      setVersion(saved.version);
      setNotice({ kind: 'saved' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof RowConflict) {
        // Saving again replaces the other person's change with what is typed here; the text stays as typed.
        setVersion((error.current as Card).version);
        setNotice({ kind: 'conflict' });
      } else if (isGone(error)) setNotice({ kind: 'deleted' });
      else setNotice({ kind: 'error', message: translateError(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" data-version={version}>
      <label className="grid gap-1 text-sm">
        {t('board.fields.title')}
        <input
          className={FIELD}
          value={values.title}
          maxLength={BOARD_LIMITS.title}
          readOnly={!canEdit}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <div className="grid gap-1 text-sm">
        <span id="card-description-label">{t('board.fields.description')}</span>
        <LazyRichTextEditor
          id="card-description"
          labelledBy="card-description-label"
          value={values.description}
          disabled={!canEdit}
          onChange={(html) => set({ description: html })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm">
          {t('board.fields.assignee')}
          <select className={FIELD} value={values.assigneeId} disabled={!canEdit} onChange={(e) => set({ assigneeId: e.target.value })}>
            <option value="">{t('board.unassigned')}</option>
            {assignees.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          {t('board.fields.dueDate')}
          <input
            type="date"
            className={FIELD}
            value={values.dueDate}
            readOnly={!canEdit}
            onChange={(e) => set({ dueDate: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('board.fields.priority')}
          <select
            className={FIELD}
            value={values.priority}
            disabled={!canEdit}
            onChange={(e) => set({ priority: e.target.value as Card['priority'] })}
          >
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`board.priority.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LabelsField
        typed={values.labels}
        colours={values.colours}
        canEdit={canEdit}
        onTyped={(labels) => set({ labels })}
        onColour={(name, colour) => setValues((v) => ({ ...v, colours: { ...v.colours, [name]: colour } }))}
      />
      {notice && <NoticeLine notice={notice} />}
      {canEdit && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {onDeleted && !gone && (
            <DeleteCard
              onDelete={() =>
                deleteCard(card.id, version, onDeleted, (current) => {
                  setVersion(current);
                  setNotice({ kind: 'conflict' });
                }).catch((error: unknown) => setNotice({ kind: 'error', message: translateError(error, t) }))
              }
            />
          )}
          <button
            type="submit"
            disabled={busy || gone}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary disabled:opacity-60"
          >
            {t('board.save')}
          </button>
        </div>
      )}
    </form>
  );
}

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; card: Card };

/** A card opened from the board: its fields, its comments (newest last) and its history. */
export default function CardDialog({
  cardId,
  canEdit,
  canDelete,
  people,
  onClose,
  onDeleted,
}: {
  cardId: number;
  canEdit: boolean;
  canDelete: boolean;
  /** After a delete from the dialog, with the card's title (the board says it). */
  onDeleted(title: string): void;
  people: readonly { id: number; name: string }[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [showHistory, setShowHistory] = useState(false);
  const canAudit = useCan('audit.read');
  const [title, setTitle] = useState('');
  useEffect(() => {
    let live = true;
    boardStore.getCard(cardId).then(
      (card) => {
        if (!live) return;
        setLoad({ state: 'ready', card });
        setTitle(card.title);
      },
      (error: unknown) => live && setLoad({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [cardId]);

  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-4"
    >
      <Modal className="w-full max-w-2xl rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="outline-none">
          <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
            <Heading slot="title" className="min-w-0 text-lg font-semibold break-words">
              {title || t('board.card')}
            </Heading>
            <Button onPress={onClose} aria-label={t('board.close')} className="shrink-0 rounded-md p-1.5 text-muted hover:bg-surface-2">
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <div className="grid gap-6 px-6 py-4">
            {load.state === 'loading' && <div aria-busy="true" className="h-64 animate-pulse rounded-lg bg-surface-2" />}
            {load.state === 'error' && (
              <p role="alert" className="text-sm text-danger">
                {isGone(load.error) ? t('board.notice.deleted') : translateError(load.error, t)}
              </p>
            )}
            {load.state === 'ready' && (
              <>
                <CardForm
                  card={load.card}
                  canEdit={canEdit}
                  people={people}
                  onSaved={(card) => setTitle(card.title)}
                  onDeleted={canDelete ? () => onDeleted(title) : undefined}
                />
                <CardComments taskId={cardId} canWrite={canEdit} />
                {canAudit && (
                  <section className="grid gap-2">
                    <button
                      type="button"
                      aria-expanded={showHistory}
                      onClick={() => setShowHistory((s) => !s)}
                      className="justify-self-start text-sm font-semibold text-primary hover:underline"
                    >
                      {t('board.history')}
                    </button>
                    {showHistory && (
                      <RecordHistory
                        resource="tasks"
                        recordId={cardId}
                        label={(field) => t(`board.fields.${field}`, { defaultValue: field })}
                      />
                    )}
                  </section>
                )}
              </>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
