import { AtSign, CalendarDays, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import type { Profile } from '../../schemas/account.ts';
import { displayName, formatMemberSince, initialsOf } from './account-forms.ts';
import { AccountLoadError, AccountSkeleton } from './LoadStates.tsx';
import { useProfile } from './use-profile.ts';

interface Props extends I18nProps {
  /** The settings page in this page's language. */
  settingsPath: string;
}

function Detail({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="relative rounded-lg border border-line p-4 ps-12">
      <dt className="text-sm text-muted">
        <Icon aria-hidden="true" className="absolute start-4 top-4.5 size-5 text-muted" />
        {label}
      </dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}

function ProfileCard({ profile, settingsPath }: { profile: Profile; settingsPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The role's name in the page's language; a role this build has no name for shows as the backend sent it.
  const role = t(`roles.${profile.role}`, { defaultValue: profile.role });
  return (
    <section className="card overflow-hidden" aria-labelledby="account-name" data-account-state="ready">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-primary to-primary-strong" />
      <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end sm:justify-between">
        {/* The avatar overlaps the banner; beside it (from sm up) the name starts below the banner, not on its edge. */}
        <div className="-mt-10 flex flex-col gap-3 sm:flex-row sm:items-start">
          <span
            aria-hidden="true"
            className="avatar grid size-20 place-items-center rounded-full border-4 border-surface text-2xl font-semibold"
            data-account-avatar
          >
            {initialsOf(profile)}
          </span>
          <div className="min-w-0 sm:pt-12">
            <h2 id="account-name" className="truncate text-xl font-semibold">
              {displayName(profile)}
            </h2>
            <p className="text-sm text-muted">{role}</p>
          </div>
        </div>
        <a
          href={settingsPath}
          className="inline-flex h-10 items-center justify-center rounded-lg border border-line px-4 text-sm font-semibold hover:bg-surface-2"
        >
          {t('account.editProfile')}
        </a>
      </div>
      <dl className="grid gap-3 border-t border-line p-6 sm:grid-cols-2">
        <Detail icon={AtSign} label={t('account.username')} value={profile.username} />
        <Detail icon={Mail} label={t('auth.email')} value={profile.email} />
        <Detail icon={ShieldCheck} label={t('account.role')} value={role} />
        <Detail icon={CalendarDays} label={t('account.memberSince')} value={formatMemberSince(profile.createdAt, locale)} />
      </dl>
    </section>
  );
}

function ProfileView({ settingsPath }: { settingsPath: string }) {
  const { data, loading, error, retry } = useProfile();
  if (error && !loading) return <AccountLoadError error={error} onRetry={retry} />;
  if (!data) return <AccountSkeleton cards={1} />;
  return <ProfileCard profile={data} settingsPath={settingsPath} />;
}

/** The profile page: avatar, name, username, e-mail, role and the date the account was made. */
export default function AccountProfile({ locale, settingsPath }: Props) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <ProfileView settingsPath={settingsPath} />
    </I18nIsland>
  );
}
