import { I18nIsland, type I18nProps } from '../../i18n/react.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { AccountLoadError, AccountSkeleton } from './LoadStates.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { useProfile } from './use-profile.ts';

function SettingsView() {
  const { data, loading, error, retry } = useProfile();
  if (error && !loading) return <AccountLoadError error={error} onRetry={retry} />;
  if (!data) return <AccountSkeleton cards={3} />;
  // Keyed by the account: the forms start from the profile once, and keep what is typed through later reloads of it.
  return (
    <div className="grid gap-5" data-account-state="ready" key={data.id}>
      <ProfileForm profile={data} />
      <PasswordForm />
      <PreferencesForm profile={data} />
      <ApiKeysSection permissions={data.permissions} />
    </div>
  );
}

/** The settings page: edit the profile, change the password, the preferences (language, theme, notifications) and the API keys. */
export default function AccountSettings({ locale }: I18nProps) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <SettingsView />
    </I18nIsland>
  );
}
