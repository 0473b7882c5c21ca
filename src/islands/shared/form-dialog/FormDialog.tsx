import { use, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ApiError } from '../../../api/client.ts';
import { translateError } from '../../../api/errors.ts';
import { formSchemaOf } from '../../../schemas/common.ts';
import { loadListScreen } from '../../../screens/lists.ts';
import type { ListName } from '../../../screens/index.ts';
import { notify } from '../../../stores/notify.ts';
import { RowConflict, versionOf } from '../../../stores/conflict.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { X } from 'lucide-react';
import type { ListScreenSpec } from '../data-table/types.ts';
import { EditNotices, type FieldChange } from '../edit/ConflictPanel.tsx';
import type { Draft } from '../edit/drafts.ts';
import { EditConfirms, type EditQuestion } from '../edit/EditConfirms.tsx';
import { useRowEdit } from '../edit/use-row-edit.ts';
import { issueMessage } from './errors.ts';
import { deriveFields, fromFormValues, toFormValues, type FormField, type FormValues } from './fields.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { FieldControl } from './FieldControl.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { useCan } from '../Permitted.tsx';

const TAB =
  'cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted outline-none hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary data-[selected]:border-primary data-[selected]:text-primary';

type Row = Record<string, unknown> & { id: number };

export interface FormDialogProps {
  spec: ListScreenSpec;
  /** null: closed. `{ row: null }`: add. `{ row }`: edit. `draft`: values kept from before a reload (sign-in). */
  target: { row: Row | null; draft?: Draft<FormValues, Row> } | null;
  /** Values a new row starts with (e.g. an image path every row needs). */
  defaults?: Record<string, unknown>;
  onClose(): void;
  /** Saves; `row` is the version the form edited (its version goes as If-Match), so a RowConflict can come back. */
  onSave(input: Record<string, unknown>, row: Row | null): Promise<void>;
  /** Deletes the row at its version; a RowConflict when it changed since. */
  onDelete?(row: Row): Promise<void>;
  /** The row as it is now (GET one row): the form opens on it. */
  onLoad?(id: number): Promise<Row>;
}

/** The fields the other person changed (their row against the one the form started from), theirs next to what is typed. */
function changesOf(
  fields: readonly FormField[],
  base: Row | null,
  theirs: Row,
  values: FormValues,
  t: (key: string) => string,
  label: (key: string) => string,
): FieldChange[] {
  const before = toFormValues(fields, base);
  const after = toFormValues(fields, theirs);
  const shown = (field: FormField, value: string | boolean | undefined) =>
    typeof value === 'boolean'
      ? t(value ? 'form.conflict.yes' : 'form.conflict.no')
      : field.enumName && value
        ? t(`enums.${field.enumName}.${value}`)
        : String(value ?? '');
  return fields
    .filter((f) => JSON.stringify(before[f.key]) !== JSON.stringify(after[f.key]))
    .map((f) => ({ key: f.key, label: label(f.key), theirs: shown(f, after[f.key]), yours: shown(f, values[f.key]) }));
}

interface SchemaFieldsProps {
  fields: readonly FormField[];
  values: FormValues;
  errors: Partial<Record<string, string>>;
  label(key: string): string;
  onChange(key: string, value: string | boolean): void;
}

/** Each field of the form with its label and message. */
function SchemaFields({ fields, values, errors, label, onChange }: SchemaFieldsProps) {
  return fields.map((f) => (
    <div key={f.key} className={f.control === 'textarea' ? 'sm:col-span-2' : ''}>
      {f.control !== 'checkbox' && (
        <label htmlFor={`field-${f.key}`} className="mb-1 block text-sm font-medium text-ink">
          {label(f.key)}
          {f.required && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      <FieldControl field={f} label={label(f.key)} value={values[f.key]} error={errors[f.key]} onChange={(v) => onChange(f.key, v)} />
      {errors[f.key] && (
        <p id={`field-${f.key}-error`} className="mt-1 text-xs text-danger">
          {errors[f.key]}
        </p>
      )}
    </div>
  ));
}

/**
 * Add / edit dialog for any list: fields, controls and validation come from the list's zod schema,
 * labels from `fields.<entity>.*`. Values stay as typed until a save succeeds, so neither a
 * validation error, a failed request, a conflict with someone else's save nor a sign-in in between loses anything.
 */
export function FormDialog({ spec, target, defaults, onClose, onSave, onDelete, onLoad }: FormDialogProps) {
  const { t } = useTranslation();
  // Only this list's definition is downloaded (the dialog waits for it inside its Suspense boundary).
  const { schema: rowSchema, rules } = use(loadListScreen(spec.list as ListName));
  const fields = useMemo(() => deriveFields(rowSchema, spec.columns, spec.masks), [rowSchema, spec.columns, spec.masks]);
  const schema = useMemo(() => formSchemaOf(rowSchema, rules), [rowSchema, rules]);
  const label = (key: string) => t(`fields.${spec.entity}.${key}`);
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));
  const formRef = useRef<HTMLFormElement>(null);

  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState<EditQuestion>(null);
  const editing = target?.row ? true : false;
  const row = target?.row ?? null;
  // Each record's audit entries, for a role that may read the trail.
  const showHistory = useCan('audit.read');
  const form = useSchemaForm<FormValues, unknown>(
    {},
    {
      schema,
      toInput: (values) => fromFormValues(fields, values),
      message: (issue) => issueMessage(issue, translate, label, rules),
      async send(data) {
        setSaveError(null);
        await onSave(data as Record<string, unknown>, edit.baseRef.current);
        notify.success(t(editing ? 'form.updated' : 'form.created'));
        close();
      },
      onFailure(error) {
        if (edit.caught(error)) return setSaveError(null);
        const message = failureMessage(error);
        setSaveError(message);
        notify.error(message);
      },
    },
  );
  const edit = useRowEdit<FormValues, Row>({
    open: target !== null,
    row: target?.row ?? null,
    draft: target?.draft,
    toValues: (row) => toFormValues(fields, row, defaults),
    ...(onLoad ? { load: onLoad } : {}),
    draftScope: spec.list,
    values: form.values,
    reset: form.reset,
  });
  const { values, errors } = form;
  const saving = form.pending || deleting;
  const base = edit.base;

  function failureMessage(error: unknown): string {
    return editing && error instanceof ApiError && error.status === 404 ? t('form.conflict.gone') : translateError(error, t);
  }
  function close() {
    edit.done();
    onClose();
  }
  /** Esc, a click outside, Cancel or ×: a form with changes asks first. */
  const requestClose = () => {
    if (saving) return;
    if (edit.dirty) setConfirming('discard');
    else close();
  };

  const remove = async () => {
    if (!base || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(base);
      setConfirming(null);
      close();
    } catch (error) {
      if (error instanceof RowConflict) {
        // Changed since it was read: ask again, naming that, over the version there is now.
        edit.rebase(error.current as Row);
        setConfirming('changed');
      } else {
        setConfirming(null);
        setSaveError(failureMessage(error));
      }
    } finally {
      setDeleting(false);
    }
  };

  const changes = edit.conflict ? changesOf(fields, base, edit.conflict, values, (key) => t(key), label) : [];
  const loadError = edit.loadError ? failureMessage(edit.loadError) : null;
  const fieldGrid = (
    <div className="grid max-h-[65vh] gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">
      <EditNotices
        restored={!!target?.draft}
        changes={edit.conflict ? changes : null}
        busy={saving}
        onKeepMine={() => {
          edit.keepMine();
          formRef.current?.requestSubmit();
        }}
        onTakeTheirs={edit.takeTheirs}
        elsewhere={edit.elsewhere}
        onReload={() => void edit.reloadElsewhere()}
        error={saveError ?? loadError}
      />
      <SchemaFields fields={fields} values={values} errors={errors} label={label} onChange={form.setField} />
    </div>
  );

  return (
    <>
      <ModalOverlay
        isOpen={target !== null}
        onOpenChange={(open) => !open && requestClose()}
        isDismissable
        isKeyboardDismissDisabled={saving}
        className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-4"
      >
        <Modal className="w-full max-w-2xl rounded-xl border border-line bg-surface text-ink shadow-xl">
          <Dialog className="outline-none" data-version={base ? versionOf(base) : undefined}>
            <form ref={formRef} noValidate onSubmit={form.onSubmit}>
              <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
                <Heading slot="title" className="text-lg font-semibold">
                  {t(editing ? 'form.editTitle' : 'form.addTitle')}
                </Heading>
                <Button onPress={requestClose} aria-label={t('form.close')} className="rounded-md p-1.5 text-muted hover:bg-surface-2">
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {row && showHistory ? (
                <Tabs className="flex flex-col">
                  <TabList aria-label={t('form.history.tabs')} className="flex gap-1 border-b border-line px-6">
                    <Tab id="details" className={TAB}>
                      {t('form.history.details')}
                    </Tab>
                    <Tab id="history" className={TAB}>
                      {t('form.history.title')}
                    </Tab>
                  </TabList>
                  <TabPanel id="details" className="outline-none">
                    {fieldGrid}
                  </TabPanel>
                  <TabPanel id="history" className="max-h-[65vh] overflow-y-auto px-6 py-5 outline-none">
                    <RecordHistory resource={spec.list} recordId={row.id} label={label} />
                  </TabPanel>
                </Tabs>
              ) : (
                fieldGrid
              )}
              <DialogFooter
                onDelete={base && onDelete ? () => setConfirming('delete') : undefined}
                onCancel={requestClose}
                saving={saving}
              />
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <EditConfirms
        asking={confirming}
        busy={saving}
        deleteMessage={t('table.confirmDelete', { count: 1 })}
        onDelete={remove}
        onDiscard={() => {
          setConfirming(null);
          close();
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
