import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { Profile } from '../../schemas/account.ts';
import { accountStore } from '../../stores/account.ts';
import { notify } from '../../stores/notify.ts';
import { Field } from '../auth/fields.tsx';
import { useSchemaForm } from '../shared/forms/use-schema-form.ts';
import { accountIssueMessage, profileFormSchema, profileFormValues, profileUpdate, type ProfileFormValues } from './account-forms.ts';
import { FormError, SaveButton } from './LoadStates.tsx';
import { useState } from 'react';

const trimmed = (values: ProfileFormValues): ProfileFormValues => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  username: values.username.trim(),
  email: values.email.trim(),
});

/** First name, last name, username and e-mail; the saved name shows in the top bar at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(profileFormValues(profile), {
    schema: profileFormSchema,
    toInput: trimmed,
    message: (issue, values) => accountIssueMessage(issue, values, t),
    async send(data) {
      setFailure(null);
      await accountStore.save(profileUpdate(accountStore.$profile.get().data ?? profile, data));
      notify.success(t('account.profileSaved'));
    },
    onFailure(error) {
      const message = translateError(error, t);
      setFailure(message);
      notify.error(message);
    },
  });
  const field = (name: keyof ProfileFormValues) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
  });

  return (
    <section className="card p-6" aria-labelledby="settings-profile">
      <h2 id="settings-profile" className="text-lg font-semibold">
        {t('account.profileSection')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.profileIntro')}</p>
      <form noValidate onSubmit={form.onSubmit} className="mt-5 grid gap-5" data-form="profile">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('account.firstName')} autoComplete="given-name" required maxLength={60} {...field('firstName')} />
          <Field label={t('account.lastName')} autoComplete="family-name" maxLength={60} {...field('lastName')} />
          <Field
            label={t('account.username')}
            autoComplete="username"
            required
            hint={t('auth.register.usernameRule')}
            {...field('username')}
          />
          <Field label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
        </div>
        <FormError message={failure} />
        <div>
          <SaveButton pending={form.pending} label={t('account.saveProfile')} pendingLabel={t('account.saving')} />
        </div>
      </form>
    </section>
  );
}
