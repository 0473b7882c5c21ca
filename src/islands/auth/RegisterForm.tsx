import { useState, type FormEvent } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { translateError } from '../../api/errors.ts';
import { register } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { EMAIL_PATTERN, Field, PasswordField, SubmitButton } from './fields.tsx';

interface Props extends I18nProps {
  loginPath: string;
}

/** Same rules as the data layer's `usernameRule` and `passwordRule` (src/schemas/auth.ts). */
const USERNAME = /^[\w.-]{3,30}$/;
export const MIN_PASSWORD = 8;

type Errors = Partial<Record<'email' | 'username' | 'password' | 'confirm', string>>;

function Form({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', username: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function validate(): string | undefined {
    const found: Errors = {};
    if (!values.email.trim()) found.email = t('auth.required');
    else if (!EMAIL_PATTERN.test(values.email.trim())) found.email = t('auth.invalidEmail');
    if (!values.username.trim()) found.username = t('auth.required');
    else if (!USERNAME.test(values.username.trim())) found.username = t('auth.register.usernameRule');
    if (!values.password) found.password = t('auth.required');
    else if (values.password.length < MIN_PASSWORD) found.password = t('auth.register.passwordRule');
    if (!values.confirm) found.confirm = t('auth.required');
    else if (values.confirm !== values.password) found.confirm = t('auth.register.mismatch');
    setErrors(found);
    return Object.keys(found)[0];
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate();
    if (invalid) {
      // Focus the first field with a problem (the error text is tied to it by aria-describedby).
      (event.currentTarget.elements.namedItem(invalid) as HTMLElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      await register({ email: values.email.trim(), username: values.username.trim(), password: values.password });
      notify.flash('success', t('auth.register.success'));
      location.assign(loginPath);
    } catch (error) {
      const message = translateError(error, t);
      notify.error(message);
      if (error instanceof Error && /^Username ".*" is already taken$/.test(error.message)) setErrors({ username: message });
      setPending(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={values.email} onValueChange={set('email')} error={errors.email} />
        <Field
          label={t('auth.register.username')}
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
          hint={t('auth.register.usernameRule')}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          hint={t('auth.register.passwordRule')}
        />
        <PasswordField label={t('auth.register.confirm')} name="confirm" autoComplete="new-password" required value={values.confirm} onValueChange={set('confirm')} error={errors.confirm} />
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
export default function RegisterForm({ locale, messages, loginPath }: Props) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <Form loginPath={loginPath} />
    </I18nIsland>
  );
}
