import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../../api/errors.ts';
import { formSchema, LIST_RULES, LIST_SCHEMAS, type ListName } from '../../../schemas/index.ts';
import { notify } from '../../../stores/notify.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Icon } from '../icons.tsx';
import type { ListScreenSpec } from '../data-table/types.ts';
import { fieldErrors } from './errors.ts';
import { deriveFields, fromFormValues, toFormValues, type FormField, type FormValues } from './fields.ts';
import { DialogFooter } from './DialogFooter.tsx';
import { MaskedInput } from './MaskedInput.tsx';

type Row = Record<string, unknown> & { id: number };

export interface FormDialogProps {
  spec: ListScreenSpec;
  /** null: closed. `{ row: null }`: add. `{ row }`: edit. */
  target: { row: Row | null } | null;
  /** Values a new row starts with (e.g. an image path every row needs). */
  defaults?: Record<string, unknown>;
  /** Fields not offered in the form (set by the screen instead). */
  omit?: readonly string[];
  onClose(): void;
  onSave(input: Record<string, unknown>, row: Row | null): Promise<void>;
  onDelete?(row: Row): Promise<void>;
}

/** Stable defaults: a fresh `[]` or `{}` on every render would rebuild the fields and the schema on every keystroke. */
const NO_OMITTED: readonly string[] = [];
const NO_DEFAULTS: Record<string, unknown> = {};

const INPUT =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted aria-[invalid=true]:border-danger';

/**
 * Add / edit dialog for any list: fields, controls and validation come from the list's zod schema,
 * labels from `fields.<entity>.*`. Values stay as typed until a save succeeds, so neither a
 * validation error nor a failed request loses anything.
 */
export function FormDialog({ spec, target, defaults = NO_DEFAULTS, omit = NO_OMITTED, onClose, onSave, onDelete }: FormDialogProps) {
  const { t } = useTranslation();
  const list = spec.list as ListName;
  const fields = useMemo(
    () => deriveFields(LIST_SCHEMAS[list], spec.columns, spec.masks).filter((f) => !omit.includes(f.key)),
    [list, spec.columns, spec.masks, omit],
  );
  const schema = useMemo(() => formSchema(list, omit), [list, omit]);
  const label = (key: string) => t(`fields.${spec.entity}.${key}`);
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));

  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const row = target?.row ?? null;

  useEffect(() => {
    if (!target) return;
    setValues(toFormValues(fields, target.row, defaults));
    setErrors({});
    setSaveError(null);
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (key: string, value: string | boolean) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = fromFormValues(fields, values);
    const result = schema.safeParse(typed);
    if (!result.success) {
      const next = fieldErrors(result.error.issues, translate, label, LIST_RULES[list]);
      setErrors(next);
      const first = fields.find((f) => next[f.key]);
      if (first) document.getElementById(`field-${first.key}`)?.focus();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(result.data, row);
      notify.success(t(row ? 'form.updated' : 'form.created'));
      onClose();
    } catch (error) {
      const message = translateError(error, t);
      setSaveError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!row || !onDelete) return;
    setSaving(true);
    try {
      await onDelete(row);
      setConfirming(false);
      onClose();
    } catch (error) {
      setConfirming(false);
      setSaveError(translateError(error, t));
    } finally {
      setSaving(false);
    }
  };

  const renderControl = (f: FormField) => {
    const id = `field-${f.key}`;
    const describedBy = errors[f.key] ? `${id}-error` : undefined;
    // No maxLength attribute: the browser would silently cut pasted text; validation names the limit instead and keeps it all.
    const common = {
      id,
      name: f.key,
      'aria-invalid': errors[f.key] ? true : undefined,
      'aria-describedby': describedBy,
      required: f.required,
    };
    const value = values[f.key];
    switch (f.control) {
      case 'checkbox':
        return (
          <label className="flex items-center gap-2 text-sm text-ink" htmlFor={id}>
            <input
              {...common}
              required={false}
              type="checkbox"
              className="size-4 accent-[var(--primary)]"
              checked={value === true}
              onChange={(e) => set(f.key, e.target.checked)}
            />
            {label(f.key)}
          </label>
        );
      case 'select':
        return (
          <select {...common} className={INPUT} value={String(value ?? '')} onChange={(e) => set(f.key, e.target.value)}>
            <option value="">{t('form.choose')}</option>
            {f.options?.map((o) => (
              <option key={o} value={o}>
                {f.enumName ? t(`enums.${f.enumName}.${o}`, { defaultValue: o }) : o}
              </option>
            ))}
          </select>
        );
      case 'textarea':
        return (
          <textarea
            {...common}
            dir="auto"
            className={`${INPUT} min-h-24`}
            value={String(value ?? '')}
            onChange={(e) => set(f.key, e.target.value)}
          />
        );
      case 'number':
        return (
          <input
            {...common}
            type="number"
            inputMode="decimal"
            step={f.step}
            className={INPUT}
            value={String(value ?? '')}
            onChange={(e) => set(f.key, e.target.value)}
          />
        );
      case 'date':
      case 'time':
      case 'email':
        return (
          <input
            {...common}
            type={f.control}
            dir={f.control === 'email' ? 'ltr' : undefined}
            className={INPUT}
            value={String(value ?? '')}
            onChange={(e) => set(f.key, e.target.value)}
          />
        );
      default:
        if (f.mask)
          return <MaskedInput {...common} mask={f.mask} className={INPUT} value={String(value ?? '')} onChange={(v) => set(f.key, v)} />;
        return (
          <span className="flex items-center gap-2">
            {f.control === 'image' && typeof value === 'string' && value.startsWith('/images/') && (
              <img src={value} alt="" width={36} height={36} className="size-9 shrink-0 rounded-md bg-surface-2 object-cover" />
            )}
            <input
              {...common}
              type="text"
              dir={f.control === 'image' ? 'ltr' : 'auto'}
              className={INPUT}
              value={String(value ?? '')}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </span>
        );
    }
  };

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
            <form noValidate onSubmit={submit}>
              <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
                <Heading slot="title" className="text-lg font-semibold">
                  {t(row ? 'form.editTitle' : 'form.addTitle')}
                </Heading>
                <Button slot="close" aria-label={t('form.close')} className="rounded-md p-1.5 text-muted hover:bg-surface-2">
                  <Icon name="x" />
                </Button>
              </div>
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
                    {renderControl(f)}
                    {errors[f.key] && (
                      <p id={`field-${f.key}-error`} className="mt-1 text-xs text-danger">
                        {errors[f.key]}
                      </p>
                    )}
                  </div>
                ))}
              </div>
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
