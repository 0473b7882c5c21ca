import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { register } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { MIN_PASSWORD, registerFormSchema } from '../../schemas/auth.ts';
import { Field, PasswordField, SubmitButton } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

interface Props extends I18nProps {
  loginPath: string;
}

function RegistrationForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const { setErrors, pending, onSubmit, field } = useAuthForm(
    { email: '', username: '', password: '', confirm: '' },
    {
      schema: registerFormSchema,
      async send({ email, username, password }) {
        await register({ email, username, password });
        notify.flash('success', t('auth.register.success'));
        location.assign(loginPath);
        return 'leaving';
      },
      onFailure(error, message) {
        if (error instanceof Error && /^Username ".*" is already taken$/.test(error.message)) setErrors({ username: message });
      },
    },
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
        <Field
          label={t('auth.register.username')}
          autoComplete="username"
          required
          hint={t('auth.register.usernameRule')}
          {...field('username')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          hint={t('auth.register.passwordRule')}
          {...field('password')}
        />
        <PasswordField label={t('auth.register.confirm')} autoComplete="new-password" required {...field('confirm')} />
        <SubmitButton pending={pending} label={t('auth.register.submit')} pendingLabel={t('auth.register.submitting')} />
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <a href={loginPath} className="rounded font-semibold text-primary hover:underline">
          {t('auth.register.signIn')}
        </a>
      </p>
    </>
  );
}

/** Registration: e-mail, username, password with its rule, and confirmation. */
export default function RegisterForm({ locale, loginPath }: Props) {
  return (
    <I18nIsland locale={locale}>
      <RegistrationForm loginPath={loginPath} />
    </I18nIsland>
  );
}
