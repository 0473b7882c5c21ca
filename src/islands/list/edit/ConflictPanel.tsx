import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

export interface FieldChange {
  key: string;
  label: string;
  theirs: string;
  yours: string;
}

interface ConflictPanelProps {
  changes: readonly FieldChange[];
  busy: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/**
 * Shown in an edit dialog when its save was refused because someone else saved the row first: field by field what
 * they changed (theirs) next to what is in the form (yours), and the two ways on. Nothing typed is lost meanwhile.
 */
export function ConflictPanel({ changes, busy, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="min-w-0 rounded-lg border border-warning bg-warning-soft p-3 text-sm sm:col-span-2"
    >
      <h3 id="conflict-title" className="font-semibold text-ink">
        {t('form.conflict.title')}
      </h3>
      <p className="mt-1 text-muted">{t(changes.length ? 'form.conflict.intro' : 'form.conflict.noFieldChanged')}</p>
      {changes.length > 0 && (
        <div className="mt-2">
          <table className="w-full table-fixed text-start text-sm" data-testid="conflict-changes">
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('form.conflict.field')}
                </th>
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('form.conflict.theirs')}
                </th>
                <th scope="col" className="py-1 text-start font-medium">
                  {t('form.conflict.yours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key} className="border-t border-line align-top" data-field={change.key}>
                  <th scope="row" className="py-1.5 pe-3 text-start font-medium [overflow-wrap:anywhere]">
                    {change.label}
                  </th>
                  <td className="py-1.5 pe-3 [overflow-wrap:anywhere]" data-side="theirs">
                    {change.theirs || <span className="text-muted">{t('form.conflict.empty')}</span>}
                  </td>
                  <td className="py-1.5 [overflow-wrap:anywhere]" data-side="yours">
                    {change.yours || <span className="text-muted">{t('form.conflict.empty')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={onKeepMine}
          className="rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-on-primary hover:bg-primary-strong disabled:opacity-60"
        >
          {t('form.conflict.keepMine')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onTakeTheirs}
          className="rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-2 disabled:opacity-60"
        >
          {t('form.conflict.takeTheirs')}
        </button>
      </div>
    </section>
  );
}

/** What of a row edit session (`useRowEdit`) the notices act on. */
interface EditSession {
  keepMine(): void;
  takeTheirs(): void;
  /** The row was changed (or deleted) elsewhere since the form read it. */
  elsewhere: { name: string | null; deleted: boolean } | null;
  reloadElsewhere(): Promise<void>;
}

interface EditNoticesProps {
  edit: EditSession;
  /** The form, sent again by "Keep mine". */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form opened on a draft kept from before a reload. */
  restored: boolean;
  /** What the other person changed, when a save was refused (null: no conflict). */
  changes: readonly FieldChange[] | null;
  busy: boolean;
  error: string | null;
}

/** "Changed by Ana just now", with a way to read the row again (a deleted one has none). */
function ElsewhereNotice({ name, deleted, busy, onReload }: { name: string | null; deleted: boolean; busy: boolean; onReload(): void }) {
  const { t } = useTranslation();
  const key = deleted ? 'deleted' : 'changed';
  return (
    <div
      role="status"
      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-info bg-info-soft px-3 py-2 text-sm text-ink sm:col-span-2"
      data-testid="edited-elsewhere"
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {name ? t(`form.elsewhere.${key}By`, { name: `\u2068${name}\u2069` }) : t(`form.elsewhere.${key}`)}
      </p>
      {!deleted && (
        <button
          type="button"
          disabled={busy}
          onClick={onReload}
          className="rounded-lg border border-line bg-surface px-3 py-1 text-sm font-medium hover:bg-surface-2 disabled:opacity-60"
        >
          {t('form.elsewhere.reload')}
        </button>
      )}
    </div>
  );
}

/** The top of an edit dialog's body: a restored draft, a conflict with both versions, or the last failure. */
export function EditNotices({ edit, formRef, restored, changes, busy, error }: EditNoticesProps) {
  const { t } = useTranslation();
  const keepMine = () => {
    edit.keepMine();
    formRef.current?.requestSubmit();
  };
  return (
    <>
      {restored && (
        <p role="status" className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink sm:col-span-2">
          {t('form.draftRestored')}
        </p>
      )}
      {edit.elsewhere && !changes && <ElsewhereNotice {...edit.elsewhere} busy={busy} onReload={() => void edit.reloadElsewhere()} />}
      {changes && <ConflictPanel changes={changes} busy={busy} onKeepMine={keepMine} onTakeTheirs={edit.takeTheirs} />}
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
    </>
  );
}
