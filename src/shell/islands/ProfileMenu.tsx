import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { $user, logout } from '../../stores/auth.ts';
import { demoDataResettable, resetDemoData } from '../../stores/demo-data.ts';
import { notify } from '../../stores/notify.ts';
import { ConfirmDialog } from '../../islands/shared/ConfirmDialog.tsx';
import { User } from 'lucide-react';

interface Props extends I18nProps {
  /** Where Sign Out goes: the login page in this page's language. */
  loginPath: string;
  /** The profile and settings pages in this page's language. */
  accountPath: string;
  settingsPath: string;
}

type Links = Pick<Props, 'loginPath' | 'accountPath' | 'settingsPath'>;

const loadPanel = () => import('./panels/ProfilePanel.tsx');
const ProfilePanel = lazy(loadPanel);

function initials(first: string, last: string, fallback: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || fallback.charAt(0)).toUpperCase();
}

/** "Reset demo data": asks first, then puts the sample data back everywhere and says so. */
function useDemoDataReset() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = () => setAsking(false);
  async function confirm() {
    setBusy(true);
    try {
      await resetDemoData();
      notify.success(t('demo.resetDone'));
    } catch {
      notify.error(t('demo.resetFailed'));
    } finally {
      setBusy(false);
      done();
    }
  }
  return { asking, busy, ask: () => setAsking(true), cancel: done, confirm };
}

function Profile({ loginPath, accountPath, settingsPath }: Links) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const reset = useDemoDataReset();
  const stored = useStore($user);
  // The server render has no session: show the user only after hydration, so both renders agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const user = hydrated ? stored : null;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '';

  async function signOut() {
    try {
      await logout();
      notify.flash('success', t('notify.signedOut'));
    } catch (error) {
      // The session is cleared even when the provider fails; say so on the login page.
      notify.flash('error', error instanceof Error ? error.message : String(error));
    }
    location.assign(loginPath);
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex shrink-0 items-center gap-2 rounded-full p-0.5 hover:bg-[var(--tb-hover)] lg:pe-3"
      >
        <span aria-hidden="true" className="avatar grid size-9 place-items-center rounded-full text-sm font-semibold">
          {user ? initials(user.firstName, user.lastName, user.username) : <User className="size-5" aria-hidden="true" />}
        </span>
        {/* The name is the visible label from 1024 px (below, the top bar has no room); the button's name is "Account menu: <name>". */}
        <span className="sr-only">{name ? `${t('shell.profileMenu')}: ` : t('shell.profileMenu')}</span>
        <bdi dir="auto" className="sr-only max-w-40 truncate text-sm font-medium lg:not-sr-only">
          {name}
        </bdi>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfilePanel
            triggerRef={trigger}
            user={user}
            name={name}
            accountPath={accountPath}
            settingsPath={settingsPath}
            onSignOut={() => void signOut()}
            onResetDemoData={
              demoDataResettable
                ? () => {
                    // The dialog gives focus back to what had it when it opened: the account button, not the closing panel.
                    trigger.current?.focus();
                    setOpen(false);
                    reset.ask();
                  }
                : undefined
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
      {demoDataResettable && (
        <ConfirmDialog
          open={reset.asking}
          title={t('demo.resetTitle')}
          message={t('demo.resetConfirm')}
          confirmLabel={t('demo.resetButton')}
          cancelLabel={t('demo.cancel')}
          busy={reset.busy}
          onConfirm={() => void reset.confirm()}
          onCancel={reset.cancel}
        />
      )}
    </>
  );
}

/** The account button of the top bar: the signed-in user's name, My account, Settings and Sign Out. */
export default function ProfileMenu({ locale, ...links }: Props) {
  return (
    <I18nIsland locale={locale}>
      <Profile {...links} />
    </I18nIsland>
  );
}
