import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { sendPasswordReset } from '../../stores/auth.ts';
import { passwordResetRequestSchema } from '../../schemas/auth.ts';
import { Field, SubmitButton } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

interface Props extends I18nProps {
  loginPath: string;
}

function PasswordResetForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, onSubmit, field } = useAuthForm(
    { email: '' },
    {
      schema: passwordResetRequestSchema,
      async send({ email }) {
        await sendPasswordReset(email);
        // Said once, in the page's status box (announced to screen readers): a toast too would cover the fake backend's e-mail.
        setSentTo(email);
      },
    },
  );

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
          <Field label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
          <SubmitButton pending={pending} label={t('auth.forgot.submit')} pendingLabel={t('auth.forgot.submitting')} />
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <a href={loginPath} className="rounded font-semibold text-primary hover:underline">
          <ArrowLeft className="flip-rtl me-1 inline-block size-4 align-[-0.125em]" aria-hidden="true" />
          {t('auth.forgot.back')}
        </a>
      </p>
    </>
  );
}

/** Password reset request: the backend (or Firebase) e-mails a link to the reset page; the fake backend shows it in a toast. */
export default function ForgotForm({ locale, loginPath }: Props) {
  return (
    <I18nIsland locale={locale}>
      <PasswordResetForm loginPath={loginPath} />
    </I18nIsland>
  );
}
