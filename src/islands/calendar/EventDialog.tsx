import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { CALENDAR_CLASSES } from '../../schemas/enums.ts';
import { DialogFooter } from '../list/form-dialog/DialogFooter.tsx';
import { DialogFrame } from '../list/form-dialog/DialogFrame.tsx';
import { HistoryTabs } from '../list/form-dialog/HistoryTabs.tsx';
import { useSchemaForm, type FieldErrors } from '../shared/forms/use-schema-form.ts';
import { eventFromValues, valuesFromEvent, withAllDay, type EventFormValues } from './event-form.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { calendarStore } from '../../stores/screens/calendar.ts';
import { RowConflict } from '../../stores/conflict.ts';
import { EditNotices, type FieldChange } from '../list/edit/ConflictPanel.tsx';
import type { Draft } from '../list/edit/drafts.ts';
import { EditConfirms, type EditQuestion } from '../list/edit/EditConfirms.tsx';
import { useRowEdit } from '../list/edit/use-row-edit.ts';
import { eventFormSchema, eventIssueMessage } from './event-rules.ts';

const INPUT = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger';

type TextKey = 'title' | 'start' | 'end' | 'url';

interface EventInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  name: TextKey;
  label: string;
  value: string;
  error: string | undefined;
  onValueChange(value: string): void;
}

/** One labelled input of the event dialog, with its message tied to it. */
function EventInput({ name, label, value, error, onValueChange, required, className, ...input }: EventInputProps) {
  const id = `ev-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        className={INPUT}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The colour of an event, as a row of radio chips. */
function EventColorPicker({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{t('fields.calendarEvent.className')}</legend>
      <div className="flex flex-wrap gap-2">
        {CALENDAR_CLASSES.map((c) => (
          <label
            key={c}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${value === c ? 'border-primary bg-primary-soft' : 'border-line'}`}
          >
            <input type="radio" name="className" value={c} checked={value === c} onChange={() => onChange(c)} className="sr-only" />
            <span aria-hidden="true" className={`size-3 rounded-full ${c}-dot`} />
            {t(`calendar.colors.${c}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface EventFieldsProps {
  values: EventFormValues;
  errors: FieldErrors<keyof EventFormValues>;
  setField<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]): void;
  onAllDayChange(allDay: boolean): void;
}

/** Title, all-day, start and end, colour and link. */
function EventFields({ values, errors, setField, onAllDayChange }: EventFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`fields.calendarEvent.${key}`);
  const dateType = values.allDay ? 'date' : 'datetime-local';
  const bind = (name: TextKey) => ({
    name,
    label: label(name),
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setField(name, value),
  });
  return (
    <>
      <EventInput {...bind('title')} required maxLength={120} className="sm:col-span-2" />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="allDay"
          className="size-4 accent-[var(--primary)]"
          checked={values.allDay}
          onChange={(e) => onAllDayChange(e.target.checked)}
        />
        {label('allDay')}
      </label>
      <EventInput {...bind('start')} type={dateType} required />
      <EventInput {...bind('end')} type={dateType} min={values.start || undefined} />
      <EventColorPicker value={values.className} onChange={(c) => setField('className', c)} />
      <EventInput {...bind('url')} type="url" dir="ltr" placeholder="https://" className="sm:col-span-2" />
    </>
  );
}

interface EventDialogProps {
  open: boolean;
  editing: boolean;
  initial: EventFormValues;
  /** The event being edited as the calendar held it (null: a new one); the dialog reads it fresh. */
  event: CalendarEvent | null;
  /** Values kept from before a reload. */
  draft?: Draft<EventFormValues, CalendarEvent> | undefined;
  onClose(): void;
  /** Resolves when saved; rejects with RowConflict, or with a translated message to show (the values stay). */
  onSave(values: EventFormValues, base: CalendarEvent | null): Promise<void>;
  /** Absent for a role that may not delete events: the dialog then offers no Delete. */
  onDelete?: (base: CalendarEvent | null) => Promise<void>;
}

const FIELD_KEYS = ['title', 'allDay', 'start', 'end', 'className', 'url'] as const;

/** What the other person changed (their event against the one the dialog started from), theirs next to what is typed. */
function eventChanges(base: CalendarEvent | null, theirs: CalendarEvent, values: EventFormValues, t: Translate): FieldChange[] {
  const before = valuesFromEvent(base ?? {});
  const after = valuesFromEvent(theirs);
  const shown = (key: (typeof FIELD_KEYS)[number], value: string | boolean) => {
    if (typeof value === 'boolean') return t(value ? 'form.conflict.yes' : 'form.conflict.no');
    return key === 'className' ? t(`calendar.colors.${value}`) : value;
  };
  return FIELD_KEYS.filter((key) => before[key] !== after[key]).map((key) => ({
    key,
    label: t(`fields.calendarEvent.${key}`),
    theirs: shown(key, after[key]),
    yours: shown(key, values[key]),
  }));
}

/** The event's fields, and its audit entries under a History tab (see HistoryTabs): colours by name, times in the page's language. */
function EventHistoryTabs({ eventId, children }: { eventId: number | null; children: ReactNode }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  return (
    <HistoryTabs
      resource="calendar"
      recordId={eventId}
      label={(field) => t(`fields.calendarEvent.${field}`)}
      valueText={(field, value) => {
        if (field === 'className') return t(`calendar.colors.${String(value)}`);
        return (field === 'start' || field === 'end') && typeof value === 'string' ? f.date(value) : undefined;
      }}
    >
      {children}
    </HistoryTabs>
  );
}

/** Add or edit a calendar event; the values are checked by the event's schema before saving. */
export function EventDialog({ open, editing, initial, event, draft, onClose, onSave, onDelete }: EventDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState<EditQuestion>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(initial, {
    schema: eventFormSchema,
    toInput: (values) => eventFromValues(values),
    message: (issue, values) => eventIssueMessage(issue, values, t, (key) => t(`fields.calendarEvent.${key}`)),
    async send(_data, values) {
      setFailure(null);
      await onSave(values, edit.baseRef.current);
      close();
    },
    onFailure: (error) => {
      if (edit.caught(error)) return setFailure(null);
      setFailure(error instanceof Error ? error.message : String(error));
    },
  });
  const { values, setValues } = form;
  const edit = useRowEdit<EventFormValues, CalendarEvent>({
    open,
    row: event,
    draft,
    toValues: (row) => (row ? valuesFromEvent(row) : initial),
    load: (id) => calendarStore.get(id),
    draftScope: 'calendar',
    values,
    reset: form.reset,
  });
  const busy = form.pending || deleting;

  function close() {
    edit.done();
    onClose();
  }
  const requestClose = () => {
    if (busy) return;
    if (edit.dirty) setConfirming('discard');
    else close();
  };

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(edit.baseRef.current);
      setConfirming(null);
      close();
    } catch (error) {
      if (error instanceof RowConflict) {
        edit.rebase(error.current as CalendarEvent);
        setConfirming('changed');
      } else {
        setConfirming(null);
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setDeleting(false);
    }
  };

  const changes = edit.conflict ? eventChanges(edit.base, edit.conflict, values, t) : [];
  return (
    <>
      <DialogFrame
        open={open}
        narrow
        title={t(editing ? 'calendar.editEvent' : 'calendar.addEvent')}
        version={undefined}
        saving={busy}
        formRef={formRef}
        onSubmit={form.onSubmit}
        onRequestClose={requestClose}
      >
        <EventHistoryTabs eventId={editing && event ? event.id : null}>
          <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
            <EditNotices
              edit={edit}
              formRef={formRef}
              restored={!!draft}
              changes={edit.conflict ? changes : null}
              busy={busy}
              error={failure}
            />
            <EventFields
              values={values}
              errors={form.errors}
              setField={form.setField}
              onAllDayChange={(allDay) => setValues((prev) => withAllDay(prev, allDay))}
            />
          </div>
        </EventHistoryTabs>
        <DialogFooter onDelete={editing && onDelete ? () => setConfirming('delete') : undefined} onCancel={requestClose} saving={busy} />
      </DialogFrame>
      <EditConfirms
        asking={confirming}
        busy={busy}
        deleteMessage={t('calendar.confirmDelete', { title: values.title })}
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
