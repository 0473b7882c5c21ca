import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isPasswordRuleMessage } from '../../contract/password-rule.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { MIN_PASSWORD, passwordResetFormSchema } from '../../schemas/auth.ts';
import { confirmPasswordReset } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { PasswordField, SubmitButton } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

interface Paths {
  loginPath: string;
  forgotPath: string;
}
type Props = I18nProps & Paths;

/** The code of the e-mail's link: `?token=` (the API's), or `?oobCode=` (Firebase's). */
export function resetTokenOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('token') || params.get('oobCode') || null;
}

/** Why the form cannot be used: the address has no code, or the backend refused the code. */
function LinkProblem({ message, forgotPath }: { message: string; forgotPath: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-ink" data-reset-problem>
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      <div>
        <p>{message}</p>
        <a href={forgotPath} className="mt-2 inline-block rounded font-semibold text-primary hover:underline">
          {t('auth.reset.requestNew')}
        </a>
      </div>
    </div>
  );
}

function NewPasswordForm({ loginPath, forgotPath }: Paths) {
  const { t } = useTranslation();
  // Read once hydrated (the page is static): undefined until then, so the first paint is the form, as most visits need.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setToken(resetTokenOf(location.search)), []);

  const { setErrors, pending, onSubmit, field } = useAuthForm(
    { password: '', confirm: '' },
    {
      schema: passwordResetFormSchema,
      async send({ password }) {
        if (!token) return;
        await confirmPasswordReset(token, password);
        notify.flash('success', t('auth.reset.success'));
        location.assign(loginPath);
        return 'leaving';
      },
      onFailure(error, message) {
        const said = error instanceof Error ? error.message : '';
        if (isPasswordRuleMessage(said)) setErrors({ password: message });
        if (said === MESSAGES.resetLinkInvalid) setRefused(message);
      },
    },
  );

  if (token === null) return <LinkProblem message={t('auth.reset.missingToken')} forgotPath={forgotPath} />;
  return (
    <>
      {refused && <LinkProblem message={refused} forgotPath={forgotPath} />}
      <form noValidate onSubmit={onSubmit} className={refused ? 'mt-6 grid gap-5' : 'grid gap-5'} data-reset-form>
        <PasswordField
          label={t('auth.reset.password')}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          hint={t('auth.register.passwordRule')}
          {...field('password')}
        />
        <PasswordField label={t('auth.reset.confirm')} autoComplete="new-password" required {...field('confirm')} />
        <SubmitButton pending={pending} label={t('auth.reset.submit')} pendingLabel={t('auth.reset.submitting')} />
      </form>
      <p className="mt-6 text-center text-sm">
        <a href={loginPath} className="rounded font-semibold text-primary hover:underline">
          <ArrowLeft className="flip-rtl me-1 inline-block size-4 align-[-0.125em]" aria-hidden="true" />
          {t('auth.reset.back')}
        </a>
      </p>
    </>
  );
}

/** The page a reset e-mail's link opens: the new password twice, then the sign-in page. */
export default function ResetForm({ locale, loginPath, forgotPath }: Props) {
  return (
    <I18nIsland locale={locale}>
      <NewPasswordForm loginPath={loginPath} forgotPath={forgotPath} />
    </I18nIsland>
  );
}
