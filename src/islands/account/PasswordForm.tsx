import { useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { MIN_PASSWORD } from '../../schemas/auth.ts';
import { accountStore } from '../../stores/account.ts';
import { notify } from '../../stores/notify.ts';
import { PasswordField } from '../auth/fields.tsx';
import { useSchemaForm } from '../shared/forms/use-schema-form.ts';
import { accountIssueMessage, EMPTY_PASSWORD_FORM, passwordFormSchema, type PasswordFormValues } from './account-forms.ts';
import { FormError, SaveButton } from './LoadStates.tsx';

const isWrongCurrentPassword = (error: unknown) => error instanceof Error && error.message === MESSAGES.wrongCurrentPassword;

/** Current, new and confirmed password; on success the three fields are emptied. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(EMPTY_PASSWORD_FORM, {
    schema: passwordFormSchema,
    message: (issue, values) => accountIssueMessage(issue, values, t),
    async send({ currentPassword, newPassword }) {
      setFailure(null);
      await accountStore.changePassword({ currentPassword, newPassword });
      form.reset(EMPTY_PASSWORD_FORM);
      notify.success(t('account.passwordChanged'));
    },
    onFailure(error) {
      const message = translateError(error, t);
      // A wrong current password belongs under that field; anything else (no connection) above the button.
      if (isWrongCurrentPassword(error)) form.setErrors({ currentPassword: message });
      else setFailure(message);
      notify.error(message);
    },
  });
  const field = (name: keyof PasswordFormValues) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
  });

  return (
    <section className="card p-6" aria-labelledby="settings-password">
      <h2 id="settings-password" className="text-lg font-semibold">
        {t('account.passwordSection')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.passwordIntro')}</p>
      <form noValidate onSubmit={form.onSubmit} className="mt-5 grid gap-5" data-form="password">
        <div className="grid gap-5 sm:grid-cols-3">
          <PasswordField label={t('account.currentPassword')} autoComplete="current-password" required {...field('currentPassword')} />
          <PasswordField
            label={t('account.newPassword')}
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            hint={t('auth.register.passwordRule')}
            {...field('newPassword')}
          />
          <PasswordField label={t('account.confirmPassword')} autoComplete="new-password" required {...field('confirm')} />
        </div>
        <FormError message={failure} />
        <div>
          <SaveButton pending={form.pending} label={t('account.changePassword')} pendingLabel={t('account.saving')} />
        </div>
      </form>
    </section>
  );
}
