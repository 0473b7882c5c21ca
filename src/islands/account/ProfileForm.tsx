import { translateError } from '../../api/errors.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { Profile } from '../../schemas/account.ts';
import { accountStore } from '../../stores/account.ts';
import { notify } from '../../stores/notify.ts';
import { Field, PasswordField } from '../auth/fields.tsx';
import { useSchemaForm } from '../shared/forms/use-schema-form.ts';
import {
  accountIssueMessage,
  emailChanged,
  profileFormSchemaFor,
  profileFormValues,
  profileUpdate,
  type ProfileFormValues,
} from './account-forms.ts';
import { FormError, SaveButton } from './LoadStates.tsx';
import { useMemo, useState } from 'react';

const trimmed = (values: ProfileFormValues): ProfileFormValues => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  username: values.username.trim(),
  email: values.email.trim(),
  currentPassword: values.currentPassword,
});

/** The password's words of the backend: they belong under the password field. */
const PASSWORD_PROBLEMS: ReadonlySet<string> = new Set([MESSAGES.wrongCurrentPassword, MESSAGES.passwordNeededForEmail]);

/** First name, last name, username and e-mail; the saved name shows in the top bar at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = accountStore.$profile.get().data ?? profile;
  const schema = useMemo(() => profileFormSchemaFor(saved.email), [saved.email]);
  const form = useSchemaForm<ProfileFormValues, ProfileFormValues>(profileFormValues(profile), {
    schema,
    toInput: trimmed,
    message: (issue, values) => accountIssueMessage(issue, values, t),
    async send(data) {
      setFailure(null);
      await accountStore.save(profileUpdate(accountStore.$profile.get().data ?? profile, data));
      form.setField('currentPassword', '');
      notify.success(t('account.profileSaved'));
    },
    onFailure(error) {
      const message = translateError(error, t);
      if (error instanceof Error && PASSWORD_PROBLEMS.has(error.message)) form.setErrors({ currentPassword: message });
      else setFailure(message);
      notify.error(message);
    },
  });
  const field = (name: keyof ProfileFormValues) => ({
    name,
    value: form.values[name] ?? '',
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
          {emailChanged(form.values.email, saved.email) && (
            <PasswordField
              label={t('account.emailPassword')}
              autoComplete="current-password"
              required
              hint={t('account.emailPasswordHint')}
              {...field('currentPassword')}
            />
          )}
        </div>
        <FormError message={failure} />
        <div>
          <SaveButton pending={form.pending} label={t('account.saveProfile')} pendingLabel={t('account.saving')} />
        </div>
      </form>
    </section>
  );
}
