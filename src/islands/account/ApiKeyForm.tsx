import { useId, useState, type FormEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import { API_KEY_EXPIRY_DAYS, type ApiKeyCreated } from '../../contract/api-keys.ts';
import type { Permission } from '../../contract/permissions.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { apiKeysStore } from '../../stores/screens/api-keys.ts';
import { notify } from '../../stores/notify.ts';
import { Field } from '../auth/fields.tsx';
import { FormError, SaveButton } from './LoadStates.tsx';

type Expiry = (typeof API_KEY_EXPIRY_DAYS)[number] | 'never';
const EXPIRIES: readonly Expiry[] = [...API_KEY_EXPIRY_DAYS, 'never'];
const SELECT =
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink focus:border-primary focus:outline-2 focus:outline-primary/30';

/** The permissions to choose from, each a checkbox named with its code (what a script's author reads in the API). */
function PermissionPicker({
  offered,
  chosen,
  onToggle,
  error,
}: {
  offered: readonly Permission[];
  chosen: ReadonlySet<Permission>;
  onToggle(permission: Permission): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        {t('account.apiKeys.permissions')}{' '}
        <span className="font-normal text-muted">({t('account.apiKeys.selected', { count: chosen.size })})</span>
      </legend>
      <p id={hintId} className="mb-2 text-xs text-muted">
        {t('account.apiKeys.permissionsHint')}
      </p>
      <div className="flex max-h-56 flex-wrap gap-2 overflow-y-auto rounded-lg border border-line p-3" data-testid="api-key-permissions">
        {offered.map((permission) => (
          <label
            key={permission}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-line px-2.5 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(permission)}
              onChange={() => onToggle(permission)}
            />
            <code dir="ltr">{permission}</code>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

/** Name, lifetime and permissions of a new key; `onCreated` gets the answer with the secret, shown once. */
export function ApiKeyForm({ offered, onCreated }: { offered: readonly Permission[]; onCreated(created: ApiKeyCreated): void }) {
  const { t } = useTranslation();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<Expiry>(90);
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(new Set());
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const toggle = (permission: Permission) => {
    const next = new Set(chosen);
    if (!next.delete(permission)) next.add(permission);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(name.trim() ? {} : { name: t('account.apiKeys.nameRequired') }),
      ...(chosen.size ? {} : { permissions: t('account.apiKeys.permissionsRequired') }),
    };
    setErrors(problems);
    if (problems.name || problems.permissions) return;
    setPending(true);
    setFailure(null);
    // In the order offered, so the list shows them as the picker does.
    const permissions = offered.filter((permission) => chosen.has(permission));
    apiKeysStore
      .create({ name: name.trim(), permissions, ...(expiry === 'never' ? {} : { expiresInDays: expiry }) })
      .then(
        (created) => {
          setName('');
          setChosen(new Set());
          onCreated(created);
        },
        (error: unknown) => {
          const message = translateError(error, t);
          setFailure(message);
          notify.error(message);
        },
      )
      .finally(() => setPending(false));
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-form="api-key">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('account.apiKeys.name')}
          hint={t('account.apiKeys.nameHint')}
          maxLength={100}
          required
          value={name}
          onValueChange={setName}
          error={errors.name}
        />
        <div>
          <label htmlFor={expiryId} className="mb-1.5 block text-sm font-medium">
            {t('account.apiKeys.expiry')}
          </label>
          <select
            id={expiryId}
            value={String(expiry)}
            onChange={(e) => setExpiry(e.target.value === 'never' ? 'never' : (Number(e.target.value) as Expiry))}
            className={SELECT}
          >
            {EXPIRIES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice === 'never' ? t('account.apiKeys.expiryNever') : t('account.apiKeys.expiryDays', { count: choice })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PermissionPicker offered={offered} chosen={chosen} onToggle={toggle} error={errors.permissions} />
      <FormError message={failure} />
      <div>
        <SaveButton pending={pending} label={t('account.apiKeys.create')} pendingLabel={t('account.apiKeys.creating')} />
      </div>
    </form>
  );
}
