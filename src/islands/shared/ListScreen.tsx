import { useState } from 'react';
import { I18nIsland, type I18nProps } from '../../i18n/react.tsx';
import { DataTable, type Row } from './data-table/DataTable.tsx';
import type { ListScreenSpec } from './data-table/types.ts';
import { LazyFormDialog as FormDialog } from './form-dialog/LazyFormDialog.tsx';
import { useListData } from './use-list-data.ts';

export interface ScreenProps extends I18nProps {
  spec: ListScreenSpec;
  /** The screen's translated name (from the registry's menu label). */
  title: string;
}

/**
 * Any list screen: the shared table over `listStore(spec.list)`, with add / edit / delete through
 * the schema-driven form dialog. The page passes a `*.columns.ts` spec; nothing here is per screen.
 */
function ListScreenBody({ spec, title }: { spec: ListScreenSpec; title: string }) {
  const data = useListData(spec);
  const [target, setTarget] = useState<{ row: Row | null } | null>(null);
  return (
    <>
      <DataTable
        spec={spec}
        title={title}
        rows={data.rows}
        loading={data.loading}
        error={data.error}
        onRetry={data.load}
        onAdd={() => setTarget({ row: null })}
        onEdit={(row) => setTarget({ row })}
        onDelete={data.remove}
        onToggle={data.toggle}
      />
      <FormDialog spec={spec} target={target} defaults={data.defaults} onClose={() => setTarget(null)} onSave={data.save} onDelete={(row) => data.remove([row.id])} />
    </>
  );
}

export default function ListScreen({ locale, messages, spec, title }: ScreenProps) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <ListScreenBody spec={spec} title={title} />
    </I18nIsland>
  );
}
