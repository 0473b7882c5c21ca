import { useState, type FormEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import { BOARD_LIMITS } from '../../contract/board-messages.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { boardStore, type Board } from '../../stores/screens/board.ts';
import { BoardFormDialog, DIALOG_FIELD } from './BoardFormDialog.tsx';

export type ColumnDialogMode = { kind: 'add' } | { kind: 'edit'; columnId: number } | { kind: 'delete'; columnId: number };

const FIELD = DIALOG_FIELD;

/** Add, rename (and set the WIP limit of) or delete a column; a column with cards asks which column takes them. */
export default function ColumnDialog({ mode, board, onClose }: { mode: ColumnDialogMode; board: Board; onClose(): void }) {
  const { t } = useTranslation();
  const column = mode.kind === 'add' ? undefined : board.columns.find((c) => c.id === mode.columnId);
  const others = board.columns.filter((c) => c.id !== column?.id);
  const [name, setName] = useState(column?.name ?? '');
  const [limit, setLimit] = useState(column?.wipLimit ? String(column.wipLimit) : '');
  const [moveTo, setMoveTo] = useState(others[0]?.id);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const deleting = mode.kind === 'delete';
  const title = deleting
    ? t('board.columnDeleteTitle', { column: column?.name ?? '' })
    : mode.kind === 'add'
      ? t('board.addColumn')
      : t('board.columnEditTitle', { column: column?.name ?? '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wipLimit = limit.trim() ? Number(limit) : null;
    if (!deleting && !name.trim()) return setError(t('board.nameRequired'));
    if (wipLimit !== null && (!Number.isInteger(wipLimit) || wipLimit < 1 || wipLimit > BOARD_LIMITS.wipLimit))
      return setError(t('board.limitInvalid', { max: BOARD_LIMITS.wipLimit }));
    setBusy(true);
    setError('');
    try {
      if (mode.kind === 'add') await boardStore.addColumn(name.trim(), wipLimit);
      else if (mode.kind === 'edit') await boardStore.updateColumn(mode.columnId, { name: name.trim(), wipLimit });
      else await boardStore.deleteColumn(mode.columnId, column?.cards.length ? moveTo : undefined);
      onClose();
    } catch (failure) {
      // What was typed stays in the fields.
      setError(translateError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BoardFormDialog
      title={title}
      danger={deleting}
      busy={busy}
      blocked={deleting && Boolean(column?.cards.length) && moveTo === undefined}
      error={error}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      {deleting ? (
        column?.cards.length ? (
          <label className="grid gap-1 text-sm">
            {t('board.columnCardsGo', { count: column.cards.length })}
            <select className={FIELD} value={moveTo} onChange={(e) => setMoveTo(Number(e.target.value))}>
              {others.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm text-muted">{t('board.columnEmptyDelete')}</p>
        )
      ) : (
        <>
          <label className="grid gap-1 text-sm">
            {t('board.columnName')}
            <input className={FIELD} value={name} maxLength={BOARD_LIMITS.columnName} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="grid gap-1 text-sm">
            {t('board.wipLimit')}
            <input
              className={FIELD}
              inputMode="numeric"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              aria-describedby="wip-help"
            />
            <span id="wip-help" className="text-xs text-muted">
              {t('board.wipHelp')}
            </span>
          </label>
        </>
      )}
    </BoardFormDialog>
  );
}
