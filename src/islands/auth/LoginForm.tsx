import { useEffect, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { login, takeRegisteredEmail } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { safeReturnPath } from '../../return-path.ts';
import { takeSessionEnded } from '../../api/session.ts';
import { loginRequestSchema } from '../../schemas/auth.ts';
import { Field, PasswordField, SubmitButton } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

interface Props extends I18nProps {
  /** The fake backend's demo account, shown and pre-filled; absent when the site talks to a real API. */
  demo?: { email: string; password: string } | undefined;
  /** Where to go after signing in when no valid `?next=` is given. */
  dashboardPath: string;
  /** Locale-free paths a `?next=` may lead to (the signed-in screens). */
  returnPaths: readonly string[];
  registerPath: string;
  forgotPath: string;
}

function DemoAccount({ demo, onUse }: { demo: { email: string; password: string }; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 rounded-xl border border-info/30 bg-info-soft p-4 text-sm" data-demo-account>
      <p className="font-semibold text-ink">{t('auth.login.demoTitle')}</p>
      <p className="mt-1 text-ink">{t('auth.login.demoText')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">{t('auth.email')}</dt>
        <dd className="font-mono text-ink">{demo.email}</dd>
        <dt className="text-muted">{t('auth.password')}</dt>
        <dd className="font-mono text-ink">{demo.password}</dd>
      </dl>
      <button type="button" onClick={onUse} className="mt-2 rounded font-semibold text-info underline-offset-2 hover:underline">
        {t('auth.login.useDemo')}
      </button>
    </div>
  );
}

function SignInForm({ demo, dashboardPath, returnPaths, registerPath, forgotPath }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const { reset, pending, onSubmit, field } = useAuthForm(demo ?? { email: '', password: '' }, {
    schema: loginRequestSchema,
    async send({ email, password }) {
      const user = await login(email, password, { remember });
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
      notify.flash('success', t('auth.login.welcome', { name }));
      location.assign(next ?? dashboardPath);
      return 'leaving';
    },
  });

  useEffect(() => {
    const requested = new URLSearchParams(location.search).get('next');
    const safe = safeReturnPath(requested, returnPaths);
    setNext(safe);
    // Just registered: the new account's e-mail, never the demo account (which would sign in as someone else).
    const registered = takeRegisteredEmail();
    if (registered !== null) reset({ email: registered, password: '' });
    if (takeSessionEnded()) notify.info(t('auth.login.sessionEnded'));
    else if (safe) notify.info(t('auth.login.sessionNeeded'));
    // Once, on arrival: the query string and the props do not change while the page lives.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {demo && <DemoAccount demo={demo} onUse={() => reset(demo)} />}
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field label={t('auth.email')} type="email" autoComplete="username" required {...field('email')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" required {...field('password')} />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="size-4 accent-[var(--primary)]"
            />
            {t('auth.login.remember')}
          </label>
          <a href={forgotPath} className="rounded font-medium text-primary hover:underline">
            {t('auth.login.forgot')}
          </a>
        </div>
        <SubmitButton pending={pending} label={t('auth.login.submit')} pendingLabel={t('auth.login.submitting')} />
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.login.noAccount')}{' '}
        <a href={registerPath} className="rounded font-semibold text-primary hover:underline">
          {t('auth.login.createAccount')}
        </a>
      </p>
    </>
  );
}

/** The sign-in form; with the fake backend, pre-filled with the demo account (which it also shows). */
export default function LoginForm({ locale, messages, ...rest }: Props) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <SignInForm {...rest} />
    </I18nIsland>
  );
}
