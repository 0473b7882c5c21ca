import { useId, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../../api/errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { notify } from '../../../stores/notify.ts';
import { webhooksStore, type Webhook, type WebhookWithSecret } from '../../../stores/screens/webhooks.ts';
import { FIELD, type EventGroup } from './event-groups.ts';
import { DialogActions } from '../../shared/forms/DialogActions.tsx';

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value);

interface Fields {
  url: string;
  description: string;
  events: ReadonlySet<string>;
  enabled: boolean;
}
const fieldsOf = (hook: Webhook | null): Fields => ({
  url: hook?.url ?? '',
  description: hook?.description ?? '',
  events: new Set(hook?.events ?? []),
  enabled: hook?.enabled ?? true,
});

/** One list's events: a fieldset of checkboxes named by the list. */
function EventFieldset({ group, chosen, onToggle }: { group: EventGroup; chosen: ReadonlySet<string>; onToggle(event: string): void }) {
  return (
    <fieldset className="rounded-lg border border-line px-3 py-2">
      <legend className="px-1 text-sm font-medium">{group.label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {group.events.map((event) => (
          <label key={event.id} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" value={event.id} checked={chosen.has(event.id)} onChange={() => onToggle(event.id)} />
            {event.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Adds or edits an endpoint: its URL, description, events (checkboxes grouped by list) and whether it is enabled. A
 * wrong URL or no event is said at the field; the server's refusal in the dialog. A new endpoint's secret goes to
 * `onCreated`, to be shown once.
 */
export function WebhookDialog({
  open,
  editing,
  groups,
  onClose,
  onCreated,
}: {
  open: boolean;
  editing: Webhook | null;
  groups: readonly EventGroup[];
  onClose(): void;
  onCreated(made: WebhookWithSecret): void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing));
  const [shownFor, setShownFor] = useState<Webhook | null | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { url: useId(), urlError: useId(), description: useId(), eventsError: useId(), enabled: useId() };
  // A new opening starts from the endpoint edited (or empty for a new one).
  if (open && shownFor !== editing) {
    setShownFor(editing);
    setFields(fieldsOf(editing));
    setTouched(false);
    setFailure(null);
  }
  const urlBad = touched && !isHttpUrl(fields.url.trim());
  const eventsBad = touched && fields.events.size === 0;
  const toggle = (event: string) => {
    const events = new Set(fields.events);
    if (events.has(event)) events.delete(event);
    else events.add(event);
    setFields({ ...fields, events });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const url = fields.url.trim();
    if (!isHttpUrl(url) || fields.events.size === 0) return;
    const body = { url, description: fields.description.trim(), events: [...fields.events], enabled: fields.enabled };
    setSending(true);
    setFailure(null);
    const saved = editing ? webhooksStore.update(editing.id, body) : webhooksStore.create(body).then((made) => (onCreated(made), made));
    saved
      .then(
        () => {
          notify.success(t(editing ? 'admin.webhooks.saved' : 'admin.webhooks.created'));
          onClose();
        },
        (error: unknown) => setFailure(translateError(error, t)),
      )
      .finally(() => setSending(false));
  };

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="flex max-h-[90dvh] w-full max-w-2xl flex-col rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="flex min-h-0 flex-col outline-none" data-testid="webhook-dialog">
          <Heading slot="title" className="px-6 pt-6 text-lg font-semibold">
            {t(editing ? 'admin.webhooks.editTitle' : 'admin.webhooks.addTitle')}
          </Heading>
          <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
            <div className="grid min-h-0 gap-4 overflow-y-auto px-6 py-4">
              <div className="grid gap-1.5">
                <label htmlFor={ids.url} className="text-sm font-medium">
                  {t('admin.webhooks.url')}
                </label>
                <input
                  id={ids.url}
                  type="url"
                  dir="ltr"
                  autoComplete="off"
                  placeholder="https://"
                  value={fields.url}
                  aria-invalid={urlBad || undefined}
                  aria-describedby={urlBad ? ids.urlError : undefined}
                  onChange={(e) => setFields({ ...fields, url: e.target.value })}
                  className={FIELD}
                />
                {urlBad && (
                  <p id={ids.urlError} className="text-sm text-danger">
                    {t('admin.webhooks.urlInvalid')}
                  </p>
                )}
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={ids.description} className="text-sm font-medium">
                  {t('admin.webhooks.description')}
                </label>
                <input
                  id={ids.description}
                  maxLength={200}
                  value={fields.description}
                  onChange={(e) => setFields({ ...fields, description: e.target.value })}
                  className={FIELD}
                />
              </div>
              <fieldset className="grid gap-2" aria-describedby={eventsBad ? ids.eventsError : undefined}>
                <legend className="mb-1 text-sm font-medium">{t('admin.webhooks.events')}</legend>
                {eventsBad && (
                  <p id={ids.eventsError} className="text-sm text-danger">
                    {t('admin.webhooks.eventsRequired')}
                  </p>
                )}
                {groups.map((group) => (
                  <EventFieldset key={group.id} group={group} chosen={fields.events} onToggle={toggle} />
                ))}
              </fieldset>
              <label htmlFor={ids.enabled} className="inline-flex items-center gap-2 text-sm font-medium">
                <input
                  id={ids.enabled}
                  type="checkbox"
                  checked={fields.enabled}
                  onChange={(e) => setFields({ ...fields, enabled: e.target.checked })}
                />
                {t('admin.webhooks.enabled')}
              </label>
              {failure && (
                <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                  {failure}
                </p>
              )}
            </div>
            <DialogActions
              className="flex flex-wrap justify-end gap-2 border-t border-line px-6 py-4"
              onCancel={onClose}
              busy={sending}
              label={t('admin.webhooks.save')}
              busyLabel={t('admin.webhooks.saving')}
            />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
