import { useState, type FormEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import { BOARD_LIMITS } from '../../contract/board-messages.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { boardStore, type Board } from '../../stores/screens/board.ts';
import { BoardFormDialog, DIALOG_FIELD } from './BoardFormDialog.tsx';

export type BoardDialogMode = 'create' | 'rename' | 'delete';

/**
 * A new board (it gets the default columns), the open board's new name, or its delete, which says what goes with it.
 * `onDone` gets the board to show next: the new one, the renamed one, or after a delete the first one left (undefined
 * when none is left).
 */
export default function BoardDialog({
  mode,
  board,
  onDone,
  onClose,
}: {
  mode: BoardDialogMode;
  /** The open board (for rename and delete), as it is on screen: what a delete takes with it is counted from it. */
  board: Board | null;
  onDone(boardId: number | undefined): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(mode === 'rename' ? (board?.name ?? '') : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const deleting = mode === 'delete';
  const title = {
    create: t('board.boardNew'),
    rename: t('board.boardRenameTitle', { board: board?.name ?? '' }),
    delete: t('board.boardDeleteTitle', { board: board?.name ?? '' }),
  }[mode];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deleting && !name.trim()) return setError(t('board.boardNameRequired'));
    setBusy(true);
    setError('');
    try {
      if (mode === 'create') onDone(await boardStore.createBoard(name.trim()));
      else if (mode === 'rename') {
        await boardStore.renameBoard(name.trim());
        onDone(board?.id);
      } else onDone(await boardStore.deleteBoard());
    } catch (failure) {
      // What was typed stays in the field.
      setError(translateError(failure, t));
      setBusy(false);
    }
  };

  return (
    <BoardFormDialog title={title} danger={deleting} busy={busy} error={error} onSubmit={(e) => void submit(e)} onClose={onClose}>
      {deleting ? (
        <p className="text-sm text-muted">
          {t('board.boardDeleteWhat', {
            columns: t('board.columnCount', { count: board?.columns.length ?? 0 }),
            cards: t('board.count', { count: board?.columns.reduce((sum, column) => sum + column.cards.length, 0) ?? 0 }),
          })}
        </p>
      ) : (
        <label className="grid gap-1 text-sm">
          {t('board.boardName')}
          <input
            className={DIALOG_FIELD}
            value={name}
            maxLength={BOARD_LIMITS.boardName}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={mode === 'create' ? 'board-name-help' : undefined}
          />
          {mode === 'create' && (
            <span id="board-name-help" className="text-xs text-muted">
              {t('board.boardNewHelp')}
            </span>
          )}
        </label>
      )}
    </BoardFormDialog>
  );
}
