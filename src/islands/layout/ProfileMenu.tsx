import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { $user, logout } from '../../stores/auth.ts';
import { notify } from '../../stores/notify.ts';
import { Icon } from './Icon.tsx';

interface Props extends I18nProps {
  /** Where Sign Out goes: the login page in this page's language. */
  loginPath: string;
}

function initials(first: string, last: string, fallback: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || fallback.charAt(0)).toUpperCase();
}

function Profile({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
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
    <MenuTrigger>
      <Button aria-label={name ? `${t('shell.profileMenu')}: ${name}` : t('shell.profileMenu')} className="flex items-center gap-2 rounded-full p-0.5 pe-0.5 outline-offset-2 md:pe-3 [&:hover]:bg-[var(--tb-hover)]">
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-on-primary">
          {user ? initials(user.firstName, user.lastName, user.username) : <Icon name="user" className="size-5" />}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline" data-user-name>
          {name}
        </span>
      </Button>
      <Popover placement="bottom end" offset={8} className="z-[60] min-w-60 rounded-xl border border-line bg-surface p-1 text-ink shadow-xl outline-none">
        <Menu className="outline-none" onAction={(key) => key === 'signout' && void signOut()}>
          <MenuSection>
            <Header className="px-3 py-2">
              <span className="block text-xs text-muted">{t('shell.signedInAs')}</span>
              <span className="block truncate font-semibold">{name}</span>
              <span className="block truncate text-sm text-muted">{user?.email}</span>
            </Header>
          </MenuSection>
          <Separator className="my-1 border-t border-line" />
          <MenuItem id="signout" className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[focused]:bg-danger-soft data-[focused]:text-danger">
            <Icon name="logout" className="flip-rtl size-4" />
            {t('shell.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The account button of the top bar: the signed-in user's name and Sign Out. */
export default function ProfileMenu({ locale, messages, loginPath }: Props) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <Profile loginPath={loginPath} />
    </I18nIsland>
  );
}
