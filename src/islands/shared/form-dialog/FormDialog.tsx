import { use, useEffect, useMemo, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { translateError } from '../../../api/errors.ts';
import { formSchemaOf } from '../../../schemas/common.ts';
import { loadListScreen } from '../../../screens/lists.ts';
import type { ListName } from '../../../screens/index.ts';
import { notify } from '../../../stores/notify.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { X } from 'lucide-react';
import type { ListScreenSpec } from '../data-table/types.ts';
import { issueMessage } from './errors.ts';
import { deriveFields, fromFormValues, toFormValues, type FormValues } from './fields.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { FieldControl } from './FieldControl.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { useCan } from '../Permitted.tsx';

const TAB =
  'cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted outline-none hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary data-[selected]:border-primary data-[selected]:text-primary';

type Row = Record<string, unknown> & { id: number };

export interface FormDialogProps {
  spec: ListScreenSpec;
  /** null: closed. `{ row: null }`: add. `{ row }`: edit. */
  target: { row: Row | null } | null;
  /** Values a new row starts with (e.g. an image path every row needs). */
  defaults?: Record<string, unknown>;
  onClose(): void;
  onSave(input: Record<string, unknown>, row: Row | null): Promise<void>;
  onDelete?(row: Row): Promise<void>;
}

/**
 * Add / edit dialog for any list: fields, controls and validation come from the list's zod schema,
 * labels from `fields.<entity>.*`. Values stay as typed until a save succeeds, so neither a
 * validation error nor a failed request loses anything.
 */
export function FormDialog({ spec, target, defaults, onClose, onSave, onDelete }: FormDialogProps) {
  const { t } = useTranslation();
  // Only this list's definition is downloaded (the dialog waits for it inside its Suspense boundary).
  const { schema: rowSchema, rules } = use(loadListScreen(spec.list as ListName));
  const fields = useMemo(() => deriveFields(rowSchema, spec.columns, spec.masks), [rowSchema, spec.columns, spec.masks]);
  const schema = useMemo(() => formSchemaOf(rowSchema, rules), [rowSchema, rules]);
  const label = (key: string) => t(`fields.${spec.entity}.${key}`);
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));

  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
        await onSave(data as Record<string, unknown>, row);
        notify.success(t(row ? 'form.updated' : 'form.created'));
        onClose();
      },
      onFailure(error) {
        const message = translateError(error, t);
        setSaveError(message);
        notify.error(message);
      },
    },
  );
  const { values, errors } = form;
  const saving = form.pending || deleting;

  useEffect(() => {
    if (!target) return;
    form.reset(toFormValues(fields, target.row, defaults));
    setSaveError(null);
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new target (another row, or add) starts the form over

  const remove = async () => {
    if (!row || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(row);
      setConfirming(false);
      onClose();
    } catch (error) {
      setConfirming(false);
      setSaveError(translateError(error, t));
    } finally {
      setDeleting(false);
    }
  };

  const fieldGrid = (
    <div className="grid max-h-[65vh] gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">
      {saveError && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:col-span-2">
          {saveError}
        </p>
      )}
      {fields.map((f) => (
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
          <FieldControl
            field={f}
            label={label(f.key)}
            value={values[f.key]}
            error={errors[f.key]}
            onChange={(v) => form.setField(f.key, v)}
          />
          {errors[f.key] && (
            <p id={`field-${f.key}-error`} className="mt-1 text-xs text-danger">
              {errors[f.key]}
            </p>
          )}
        </div>
      ))}
    </div>
  );

  return (
    <>
      <ModalOverlay
        isOpen={target !== null}
        onOpenChange={(open) => !open && !saving && onClose()}
        isDismissable
        className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-4"
      >
        <Modal className="w-full max-w-2xl rounded-xl border border-line bg-surface text-ink shadow-xl">
          <Dialog className="outline-none">
            <form noValidate onSubmit={form.onSubmit}>
              <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
                <Heading slot="title" className="text-lg font-semibold">
                  {t(row ? 'form.editTitle' : 'form.addTitle')}
                </Heading>
                <Button slot="close" aria-label={t('form.close')} className="rounded-md p-1.5 text-muted hover:bg-surface-2">
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
              <DialogFooter onDelete={row && onDelete ? () => setConfirming(true) : undefined} onCancel={onClose} saving={saving} />
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ConfirmDialog
        open={confirming}
        busy={saving}
        message={t('table.confirmDelete', { count: 1 })}
        confirmLabel={t('table.delete')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
