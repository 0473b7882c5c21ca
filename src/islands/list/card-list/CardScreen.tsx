import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import type { Row } from '../data-table/DataTable.tsx';
import { LazyFormDialog as FormDialog } from '../LazyFormDialog.tsx';
import { useListData } from '../use-list-data.ts';
import { useFormTarget } from '../edit/use-form-target.ts';
import { useRevealAdded } from '../use-reveal-added.ts';
import { CardList, type CardListProps } from './CardList.tsx';

/** What a card can do besides showing its row; an action the account's role may not use is absent. */
export interface CardActions {
  /** Opens the form dialog on the row. */
  edit?(row: Row): void;
  /** Asks for confirmation, then deletes the row. */
  remove?(row: Row): void;
  /** Flips a boolean field (favourite, active, starred); `busy(row)` is true until the store answers. */
  toggle?(row: Row, key: string): void;
  busy(row: Row): boolean;
}

interface CardScreenProps extends Omit<CardListProps, 'rows' | 'loading' | 'error' | 'onRetry' | 'onAdd' | 'renderCard'> {
  renderCard(row: Row, actions: CardActions): ReactNode;
  /** Values a new row starts with, over the list's own defaults. */
  defaults?(rows: readonly Row[]): Record<string, unknown>;
}

/**
 * A card screen: the card list over `listStore(spec.list)`, adding and editing through the form
 * dialog, deleting after a confirmation, toggles that disable their button while they run. A screen
 * supplies its cards (and their loading placeholder); everything else is here.
 */
export function CardScreen({ renderCard, defaults, ...list }: CardScreenProps) {
  const { t } = useTranslation();
  const data = useListData(list.spec);
  const [target, setTarget] = useFormTarget(list.spec.list);
  const [confirm, setConfirm] = useState<Row | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { may } = data;
  // A card added is shown where the list's order puts it: the grid moves to its page and marks it.
  const { reveal, save } = useRevealAdded(data);
  const actions: CardActions = {
    ...(may.update
      ? {
          edit: (row: Row) => setTarget({ row }),
          toggle: (row: Row, key: string) => {
            setBusy(row.id);
            void data.toggle(row, key).finally(() => setBusy(null));
          },
        }
      : {}),
    ...(may.delete ? { remove: (row: Row) => setConfirm(row) } : {}),
    busy: (row) => busy === row.id,
  };
  return (
    <>
      <CardList
        {...list}
        rows={data.rows}
        loading={data.loading}
        error={data.error}
        onRetry={data.load}
        server={data.server}
        reveal={reveal}
        {...(may.create ? { onAdd: () => setTarget({ row: null }) } : {})}
        renderCard={(row) => renderCard(row, actions)}
      />
      <FormDialog
        spec={list.spec}
        target={target}
        defaults={defaults ? { ...data.defaults, ...defaults(data.rows) } : data.defaults}
        onClose={() => setTarget(null)}
        onSave={save}
        {...(may.delete ? { onDelete: data.removeRow } : {})}
        onLoad={data.loadRow}
      />
      <ConfirmDialog
        open={confirm !== null}
        message={t('table.confirmDelete', { count: 1 })}
        confirmLabel={t('table.delete')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const row = confirm;
          setConfirm(null);
          // useListData toasts a failure; the card simply stays.
          if (row) data.remove([row.id]).catch(() => undefined);
        }}
      />
    </>
  );
}
