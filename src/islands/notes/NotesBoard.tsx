import { useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { Block, Bone, CardShell } from '../shared/card-list/Card.tsx';
import { CardList } from '../shared/card-list/CardList.tsx';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import type { Row } from '../shared/data-table/DataTable.tsx';
import { formattersFor } from '../shared/data-table/format.ts';
import { LazyFormDialog as FormDialog } from '../shared/form-dialog/LazyFormDialog.tsx';
import { Icon } from '../shared/icons.tsx';
import { screenIsland, type ScreenProps } from '../shared/screen-island.tsx';
import { useListData } from '../shared/use-list-data.ts';
import { sanitizeNote } from './sanitize.ts';

const CATEGORY_TONE: Record<string, string> = {
  personal: 'bg-primary-soft text-ink',
  business: 'bg-info-soft text-ink',
  social: 'bg-success-soft text-ink',
  home: 'bg-warning-soft text-ink',
};

/** The note card's shape while the list loads: category and buttons, title, four lines, author and date. */
const SKELETON = (
  <CardShell className="gap-3 p-5">
    <div className="flex items-start justify-between gap-3">
      <Block className="h-5 w-20 rounded-full" />
      <Block className="h-7 w-24 rounded-md" />
    </div>
    <Bone className="font-semibold" width="55%" />
    <div className="text-sm leading-relaxed">
      {['95%', '85%', '90%', '40%'].map((w) => (
        <Bone key={w} width={w} />
      ))}
    </div>
    <div className="mt-auto flex items-center gap-2 border-t border-line pt-3 text-sm">
      <Block className="size-8 rounded-full" />
      <Bone width="35%" />
    </div>
  </CardShell>
);

function Body({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const data = useListData(spec);
  const [target, setTarget] = useState<{ row: Row | null } | null>(null);
  const [confirm, setConfirm] = useState<Row | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  return (
    <>
      <CardList
        spec={spec}
        title={title}
        rows={data.rows}
        loading={data.loading}
        error={data.error}
        onRetry={data.load}
        onAdd={() => setTarget({ row: null })}
        sortKeys={['date', 'title', 'name']}
        gridClass="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        skeleton={SKELETON}
        skeletonCount={9}
        renderCard={(row) => {
          const noteTitle = String(row.title);
          const category = String(row.category);
          const active = row.isActive === true;
          return (
            <CardShell highlight={active} className="gap-3 p-5" data-testid="note">
              <header className="flex items-start gap-3">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CATEGORY_TONE[category] ?? 'bg-surface-2 text-muted'}`}>
                  {t(`enums.noteCategory.${category}`, { defaultValue: category })}
                </span>
                <span className="ms-auto flex gap-1">
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-label={t('notes.star', { title: noteTitle })}
                    disabled={busy === row.id}
                    onClick={async () => {
                      setBusy(row.id);
                      await data.toggle(row, 'isActive');
                      setBusy(null);
                    }}
                    className={`rounded-md p-1.5 hover:bg-surface-2 disabled:opacity-60 ${active ? 'text-warning' : 'text-muted'}`}
                  >
                    <Icon name="star" filled={active} />
                  </button>
                  <button type="button" aria-label={t('table.editRow', { name: noteTitle })} onClick={() => setTarget({ row })} className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-primary">
                    <Icon name="edit" />
                  </button>
                  <button type="button" aria-label={t('table.deleteRow', { name: noteTitle })} onClick={() => setConfirm(row)} className="rounded-md p-1.5 text-muted hover:bg-danger-soft hover:text-danger">
                    <Icon name="trash" />
                  </button>
                </span>
              </header>
              <h2 className="text-base font-semibold text-ink">{noteTitle}</h2>
              {/* Sanitised by DOMPurify: descriptions are HTML from the data. */}
              <div
                className="note-body min-h-[4lh] text-sm leading-relaxed text-muted [&_a]:text-primary [&_a]:underline [&_li]:ms-4 [&_ol]:list-decimal [&_ul]:list-disc"
                dangerouslySetInnerHTML={{ __html: sanitizeNote(String(row.description ?? '')) }}
              />
              <footer className="mt-auto flex items-center gap-2 border-t border-line pt-3 text-sm">
                <img src={String(row.img)} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full bg-surface-2 object-cover" />
                <span className="font-medium text-ink">{String(row.name)}</span>
                <time className="ms-auto text-muted" dateTime={String(row.date)}>
                  {f.date(String(row.date))}
                </time>
              </footer>
            </CardShell>
          );
        }}
      />
      <FormDialog spec={spec} target={target} defaults={{ ...data.defaults, date: new Date().toISOString().slice(0, 10), name: data.rows[0]?.name ?? '' }} onClose={() => setTarget(null)} onSave={data.save} onDelete={(row) => data.remove([row.id])} />
      <ConfirmDialog
        open={confirm !== null}
        message={t('table.confirmDelete', { count: 1 })}
        confirmLabel={t('table.delete')}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          const row = confirm;
          setConfirm(null);
          if (row) await data.remove([row.id]).catch(() => undefined);
        }}
      />
    </>
  );
}

export default screenIsland(Body);
