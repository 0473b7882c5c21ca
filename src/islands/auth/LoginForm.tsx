import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { login, takeRegisteredEmail } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { safeReturnPath } from '../../return-path.ts';
import { takeSessionEnded } from '../../api/session.ts';
import { loginRequestSchema } from '../../schemas/auth.ts';
import { Field, PasswordField, SubmitButton } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** A demo account of the fake backend, by its role. */
export interface DemoChoice {
  role: string;
  email: string;
  password: string;
}

interface Props extends I18nProps {
  /**
   * The fake backend's demo accounts, one per role (the first, the administrator, pre-filled); absent when the site
   * talks to a real API.
   */
  demos?: readonly DemoChoice[] | undefined;
  /** Where to go after signing in when no valid `?next=` is given. */
  dashboardPath: string;
  /** Locale-free paths a `?next=` may lead to (the signed-in screens). */
  returnPaths: readonly string[];
  registerPath: string;
  forgotPath: string;
}

/**
 * The demo box: pick a role (Admin, Editor, Viewer) to fill the form with that role's demo account, so the
 * difference between roles is a sign-in away.
 */
function DemoAccount({ demos, demo, onPick }: { demos: readonly DemoChoice[]; demo: DemoChoice; onPick: (choice: DemoChoice) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="mb-6 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm" data-demo-account>
      <p className="font-semibold text-ink">{t('auth.login.demoTitle')}</p>
      <p className="mt-1 text-ink">{t('auth.login.demoPick')}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('auth.login.demoRole')}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg border border-primary/30 bg-surface p-1" data-demo-roles>
          {demos.map((choice) => (
            <label
              key={choice.role}
              className="cursor-pointer rounded-md px-3 py-1.5 font-medium text-ink has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name={name}
                value={choice.role}
                checked={choice.role === demo.role}
                onChange={() => onPick(choice)}
                // A click before hydration checks the radio natively; clicking it again after hydration fires no change.
                onClick={() => onPick(choice)}
                className="sr-only"
              />
              {t(`roles.${choice.role}`, { defaultValue: choice.role })}
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">{t('auth.email')}</dt>
        <dd className="font-mono text-ink">{demo.email}</dd>
        <dt className="text-muted">{t('auth.password')}</dt>
        <dd className="font-mono text-ink">{demo.password}</dd>
      </dl>
      <button
        type="button"
        onClick={() => onPick(demo)}
        className="mt-2 rounded font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t('auth.login.useDemo')}
      </button>
    </div>
  );
}

/** Whether the e-mail or the password field holds text the form's state does not have yet: typed before hydration. */
function typedBeforeHydration(form: HTMLFormElement | null): boolean {
  const fields = form?.querySelectorAll<HTMLInputElement>('input[name="email"], input[name="password"]') ?? [];
  return [...fields].some((input) => input.value !== '');
}

function SignInForm({ demos, dashboardPath, returnPaths, registerPath, forgotPath }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const [demo, setDemo] = useState<DemoChoice | undefined>(demos?.[0]);
  const [remember, setRemember] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  // A refused sign-in is said by the form as well as in a toast, until the person types again.
  const [failure, setFailure] = useState('');
  const failureId = useId();
  // Rendered empty on the server: the demo account is filled in once hydrated, and only when no newly registered
  // e-mail takes its place (which the server-rendered page cannot know, so it would flash the demo account first).
  const { reset, pending, onSubmit, field } = useAuthForm(
    { email: '', password: '' },
    {
      schema: loginRequestSchema,
      async send({ email, password }) {
        const user = await login(email, password, { remember });
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
        notify.flash('success', t('auth.login.welcome', { name }));
        location.assign(next ?? dashboardPath);
        return 'leaving';
      },
      onFailure: (_error, message) => setFailure(message),
    },
  );
  const bound = (name: 'email' | 'password') => {
    const props = field(name);
    return {
      ...props,
      onValueChange: (value: string) => {
        setFailure('');
        props.onValueChange(value);
      },
    };
  };

  const formRef = useRef<HTMLFormElement>(null);
  // In the hydrating render's commit: just registered, the new account's e-mail, never the demo account (which would
  // sign in as someone else); else the demo account where there is one, unless something was typed while the page
  // waited for its scripts and words (the fields keep that: see `Field`), which the demo account would replace.
  useLayoutEffect(() => {
    const registered = takeRegisteredEmail();
    if (registered !== null) reset({ email: registered, password: '' });
    else if (demo && !typedBeforeHydration(formRef.current)) reset({ email: demo.email, password: demo.password });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const requested = new URLSearchParams(location.search).get('next');
    const safe = safeReturnPath(requested, returnPaths);
    setNext(safe);
    if (takeSessionEnded()) notify.info(t('auth.login.sessionEnded'));
    else if (safe) notify.info(t('auth.login.sessionNeeded'));
    // Once, on arrival: the query string and the props do not change while the page lives.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {demos && demo && (
        <DemoAccount
          demos={demos}
          demo={demo}
          onPick={(choice) => {
            setDemo(choice);
            setFailure('');
            reset({ email: choice.email, password: choice.password });
          }}
        />
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby={failure ? failureId : undefined}>
        <Field label={t('auth.email')} type="email" autoComplete="username" required {...bound('email')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" required {...bound('password')} />
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
        {/* Always there and empty until a refusal: screen readers announce text put in a live region that exists. */}
        <p
          id={failureId}
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-ink empty:hidden"
          data-sign-in-error
        >
          {failure}
        </p>
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
export default function LoginForm({ locale, ...rest }: Props) {
  return (
    <I18nIsland locale={locale}>
      <SignInForm {...rest} />
    </I18nIsland>
  );
}
