import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.tsx';
import { CALENDAR_CLASSES } from '../../schemas/enums.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { DialogFooter } from '../shared/form-dialog/DialogFooter.tsx';
import { Icon } from '../shared/icons.tsx';
import { convertForAllDay, validateEvent, type EventFormErrors, type EventFormValues } from './event-form.ts';

const INPUT = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger';

export function EventDialog({
  open,
  editing,
  initial,
  onClose,
  onSave,
  onDelete,
}: {
  open: boolean;
  editing: boolean;
  initial: EventFormValues;
  onClose(): void;
  /** Resolves when saved; rejects with a translated message to show (the values stay). */
  onSave(values: EventFormValues): Promise<void>;
  onDelete(): Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setFailure(null);
    }
  }, [open, initial]);

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  const label = (key: string) => t(`fields.calendarEvent.${key}`);
  const errorOf = (key: keyof EventFormValues) => {
    const e = errors[key];
    if (!e) return null;
    const text =
      e === 'endBeforeStart'
        ? t('form.errors.notBefore', { other: label('start') })
        : e === 'url'
          ? t('calendar.invalidUrl')
          : e === 'date'
            ? t('form.errors.date')
            : t('form.errors.required');
    return (
      <p id={`ev-${key}-error`} className="mt-1 text-xs text-danger">
        {text}
      </p>
    );
  };
  const aria = (key: keyof EventFormValues) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `ev-${key}-error` : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEvent(values);
    if (Object.keys(found).length) {
      setErrors(found);
      const first = (['title', 'start', 'end', 'url'] as const).find((k) => found[k]);
      if (first) document.getElementById(`ev-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const dateType = values.allDay ? 'date' : 'datetime-local';
  return (
    <>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(o) => !o && !saving && onClose()}
        isDismissable
        className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-4"
      >
        <Modal className="w-full max-w-lg rounded-xl border border-line bg-surface text-ink shadow-xl">
          <Dialog className="outline-none">
            <form noValidate onSubmit={submit}>
              <div className="flex items-center justify-between border-b border-line px-6 py-4">
                <Heading slot="title" className="text-lg font-semibold">
                  {t(editing ? 'calendar.editEvent' : 'calendar.addEvent')}
                </Heading>
                <Button slot="close" aria-label={t('form.close')} className="rounded-md p-1.5 text-muted hover:bg-surface-2">
                  <Icon name="x" />
                </Button>
              </div>
              <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
                {failure && (
                  <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:col-span-2">
                    {failure}
                  </p>
                )}
                <div className="sm:col-span-2">
                  <label htmlFor="ev-title" className="mb-1 block text-sm font-medium">
                    {label('title')}
                    <span aria-hidden="true" className="text-danger">
                      {' '}
                      *
                    </span>
                  </label>
                  <input
                    id="ev-title"
                    required
                    className={INPUT}
                    value={values.title}
                    maxLength={120}
                    onChange={(e) => set('title', e.target.value)}
                    {...aria('title')}
                  />
                  {errorOf('title')}
                </div>
                <label className="flex items-center gap-2 text-sm sm:col-span-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--primary)]"
                    checked={values.allDay}
                    onChange={(e) => {
                      const allDay = e.target.checked;
                      setValues((prev) => ({
                        ...prev,
                        allDay,
                        start: convertForAllDay(prev.start, allDay),
                        end: convertForAllDay(prev.end, allDay),
                      }));
                    }}
                  />
                  {label('allDay')}
                </label>
                <div>
                  <label htmlFor="ev-start" className="mb-1 block text-sm font-medium">
                    {label('start')}
                    <span aria-hidden="true" className="text-danger">
                      {' '}
                      *
                    </span>
                  </label>
                  <input
                    id="ev-start"
                    type={dateType}
                    required
                    className={INPUT}
                    value={values.start}
                    onChange={(e) => set('start', e.target.value)}
                    {...aria('start')}
                  />
                  {errorOf('start')}
                </div>
                <div>
                  <label htmlFor="ev-end" className="mb-1 block text-sm font-medium">
                    {label('end')}
                  </label>
                  <input
                    id="ev-end"
                    type={dateType}
                    className={INPUT}
                    value={values.end}
                    min={values.start || undefined}
                    onChange={(e) => set('end', e.target.value)}
                    {...aria('end')}
                  />
                  {errorOf('end')}
                </div>
                <fieldset className="sm:col-span-2">
                  <legend className="mb-1 text-sm font-medium">{label('className')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {CALENDAR_CLASSES.map((c) => (
                      <label
                        key={c}
                        className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${values.className === c ? 'border-primary bg-primary-soft' : 'border-line'}`}
                      >
                        <input
                          type="radio"
                          name="className"
                          value={c}
                          checked={values.className === c}
                          onChange={() => set('className', c)}
                          className="sr-only"
                        />
                        <span aria-hidden="true" className={`size-3 rounded-full ${c}-dot`} />
                        {t(`calendar.colors.${c}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="sm:col-span-2">
                  <label htmlFor="ev-url" className="mb-1 block text-sm font-medium">
                    {label('url')}
                  </label>
                  <input
                    id="ev-url"
                    type="url"
                    dir="ltr"
                    placeholder="https://"
                    className={INPUT}
                    value={values.url}
                    onChange={(e) => set('url', e.target.value)}
                    {...aria('url')}
                  />
                  {errorOf('url')}
                </div>
              </div>
              <DialogFooter onDelete={editing ? () => setConfirming(true) : undefined} onCancel={onClose} saving={saving} />
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ConfirmDialog
        open={confirming}
        busy={saving}
        message={t('calendar.confirmDelete', { title: values.title })}
        confirmLabel={t('table.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setSaving(true);
          try {
            await onDelete();
            setConfirming(false);
            onClose();
          } catch (error) {
            setConfirming(false);
            setFailure(error instanceof Error ? error.message : String(error));
          } finally {
            setSaving(false);
          }
        }}
      />
    </>
  );
}
