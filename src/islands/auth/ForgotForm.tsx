import { useState, type FormEvent } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { translateError } from '../../api/errors.ts';
import { sendPasswordReset } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { EMAIL_PATTERN, Field, SubmitButton } from './fields.tsx';

interface Props extends I18nProps {
  loginPath: string;
}

function Form({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const invalid = !value ? t('auth.required') : EMAIL_PATTERN.test(value) ? undefined : t('auth.invalidEmail');
    setError(invalid);
    if (invalid) {
      (event.currentTarget.querySelector('input') as HTMLElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      await sendPasswordReset(value);
      setSentTo(value);
      notify.success(t('auth.forgot.sent', { email: value }));
    } catch (err) {
      notify.error(translateError(err, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {sentTo ? (
        <div role="status" className="rounded-xl border border-success/30 bg-success-soft p-4 text-sm text-ink" data-reset-sent>
          <p>{t('auth.forgot.sent', { email: sentTo })}</p>
          <button type="button" onClick={() => setSentTo(null)} className="mt-2 rounded font-semibold text-success hover:underline">
            {t('auth.forgot.again')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onValueChange={setEmail} error={error} />
          <SubmitButton pending={pending} label={t('auth.forgot.submit')} pendingLabel={t('auth.forgot.submitting')} />
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <a href={loginPath} className="rounded font-semibold text-primary hover:underline">
          <span aria-hidden="true" className="flip-rtl inline-block">←</span> {t('auth.forgot.back')}
        </a>
      </p>
    </>
  );
}

/** Password reset request: the fake backend confirms; the firebase mode sends the e-mail. */
export default function ForgotForm({ locale, messages, loginPath }: Props) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <Form loginPath={loginPath} />
    </I18nIsland>
  );
}
