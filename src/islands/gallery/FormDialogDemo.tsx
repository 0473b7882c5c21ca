import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../stores/notify.ts';
import { DialogBody } from '../list/form-dialog/DialogBody.tsx';
import { DialogFooter } from '../list/form-dialog/DialogFooter.tsx';
import { DialogFrame } from '../list/form-dialog/DialogFrame.tsx';
import type { FormField, FormValues } from '../list/form-dialog/fields.ts';
import { SchemaFields } from '../list/form-dialog/SchemaFields.tsx';

const FIELDS: readonly FormField[] = [
  { key: 'customerName', control: 'text', required: true },
  { key: 'deliveryStatus', control: 'select', required: true, options: ['Pending', 'Shipping', 'Delivered'], enumName: 'orderStatus' },
  { key: 'orderDate', control: 'date', required: true },
  { key: 'amount', control: 'number', required: true, step: 0.01 },
];

const EDITED: FormValues = { customerName: 'Mateo Rossi', deliveryStatus: 'Pending', orderDate: '2026-06-28', amount: '645.76' };

/**
 * The add / edit dialog of every list screen around a few of the orders' fields: `mode` opens it, empty or filled (the
 * caller gives each opening a new key, so the form starts afresh).
 */
export default function FormDialogDemo({ mode, onClose }: { mode: 'add' | 'edit' | null; onClose(): void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<FormValues>(mode === 'edit' ? EDITED : {});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const label = (key: string) => t(`fields.order.${key}`);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(FIELDS.filter((f) => f.required && !values[f.key]).map((f) => [f.key, t('form.errors.required')]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    // Saving stays on until the dialog is closed: the gallery shows the state, it sends nothing.
    setSaving(true);
    notify.success(t('gallery.toastSuccess'));
  };
  return (
    <DialogFrame
      open={mode !== null}
      title={mode === 'edit' ? t('table.editRow', { name: 'Mateo Rossi' }) : t('table.add')}
      version={undefined}
      saving={saving}
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={onClose}
    >
      <DialogBody resource="order" recordId={mode === 'edit' ? 1 : null} label={label}>
        <SchemaFields fields={FIELDS} values={values} errors={errors} label={label} onChange={(k, v) => setValues({ ...values, [k]: v })} />
      </DialogBody>
      <DialogFooter onDelete={mode === 'edit' ? onClose : undefined} onCancel={onClose} saving={saving} />
    </DialogFrame>
  );
}
