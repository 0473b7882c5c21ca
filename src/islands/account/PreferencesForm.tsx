import { useStore } from '@nanostores/react';
import { translateError } from '../../api/errors.ts';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../i18n/locales.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { saveLanguage } from '../../i18n/saved-language.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { preferencesSchema, type Preferences, type Profile } from '../../schemas/account.ts';
import { accountStore } from '../../stores/account.ts';
import { notify } from '../../stores/notify.ts';
import { $settings, replaceSettings } from '../../stores/settings.ts';
import { changeSetting, THEME_SETTINGS, type ThemeKey, type ThemeSettings } from '../../schemas/theme-settings.ts';
import { useSchemaForm } from '../shared/forms/use-schema-form.ts';
import { profileUpdate } from './account-forms.ts';
import { FormError, SaveButton } from './LoadStates.tsx';
import { useState } from 'react';

interface ToggleProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

const NOTIFICATION_KEYS = ['email', 'push', 'weeklyDigest'] as const;
const SELECT_CLASS =
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary/30 disabled:cursor-not-allowed disabled:opacity-60';

function Select({
  id,
  label,
  value,
  disabled,
  hint,
  children,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  hint?: string | undefined;
  children: React.ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={SELECT_CLASS}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An on/off switch: a checkbox with the switch role, its label and its explanation tied to it. */
function Toggle({ name, label, hint, checked, onChange }: ToggleProps) {
  const hintId = `${name}-hint`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-line p-4">
      <div>
        <label htmlFor={name} className="block cursor-pointer font-medium">
          {label}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <span className="relative mt-1 inline-flex h-6 w-11 shrink-0">
        {/* The real checkbox lies over the drawn switch, invisible, so a click or a tap on the switch toggles it. */}
        <input
          id={name}
          type="checkbox"
          role="switch"
          name={name}
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none relative h-6 w-11 rounded-full bg-surface-2 ring-1 ring-line transition-colors after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-primary peer-checked:after:translate-x-5 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary rtl:peer-checked:after:-translate-x-5"
        />
      </span>
    </div>
  );
}

/** After saving in another language, the same page opens in it (a full load: every text on the page changes). */
function pathIn(language: string): string | null {
  const { locale, path } = splitLocale(location.pathname);
  return isLocale(language) && language !== locale ? localizePath(language, path) : null;
}

/**
 * Language, the customizer's nine theme settings and the notification toggles. Saving stores them in the profile
 * and applies the theme at once, as the customizer does; the form starts from what this browser shows now.
 */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const applied = useStore($settings);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Preferences, Preferences>(
    { language: locale, theme: applied, notifications: profile.preferences.notifications },
    {
      schema: preferencesSchema,
      message: () => t('account.invalidPreference'),
      async send(data) {
        setFailure(null);
        await accountStore.save(profileUpdate(accountStore.$profile.get().data ?? profile, { preferences: data }));
        replaceSettings(data.theme as ThemeSettings);
        if (isLocale(data.language)) saveLanguage(data.language);
        const next = pathIn(data.language);
        if (next) {
          location.assign(next);
          return 'leaving';
        }
        notify.success(t('account.preferencesSaved'));
        return undefined;
      },
      onFailure(error) {
        const message = translateError(error, t);
        setFailure(message);
        notify.error(message);
      },
    },
  );
  const { values, setValues } = form;
  const theme = values.theme as ThemeSettings;
  const setTheme = (key: ThemeKey, value: string) =>
    setValues((prev) => ({ ...prev, theme: changeSetting(prev.theme as ThemeSettings, key, value as ThemeSettings[ThemeKey]) }));
  const horizontal = theme.layout === 'horizontal';

  return (
    <section className="card p-6" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences" className="text-lg font-semibold">
        {t('account.preferencesSection')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.preferencesIntro')}</p>
      <form noValidate onSubmit={form.onSubmit} className="mt-5 grid gap-6" data-form="preferences">
        <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('account.appearance')}</legend>
          <Select
            id="pref-language"
            label={t('account.language')}
            value={values.language}
            onChange={(language) => setValues((prev) => ({ ...prev, language: language as Preferences['language'] }))}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </Select>
          {THEME_SETTINGS.map((s) => {
            const locked = horizontal && (s.key === 'sidebarSize' || s.key === 'sidebar');
            return (
              <Select
                key={s.key}
                id={`pref-${s.key}`}
                label={t(`customizer.${s.key}.label`)}
                value={theme[s.key]}
                disabled={locked}
                hint={locked ? t('customizer.verticalOnly') : undefined}
                onChange={(value) => setTheme(s.key, value)}
              >
                {s.values.map((value) => (
                  <option key={value} value={value}>
                    {t(`customizer.${s.key}.${value}`)}
                  </option>
                ))}
              </Select>
            );
          })}
        </fieldset>
        <fieldset className="grid gap-3 md:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('account.notifications')}</legend>
          {NOTIFICATION_KEYS.map((key) => (
            <Toggle
              key={key}
              name={`notify-${key}`}
              label={t(`account.notify.${key}`)}
              hint={t(`account.notify.${key}Hint`)}
              checked={values.notifications[key]}
              onChange={(on) => setValues((prev) => ({ ...prev, notifications: { ...prev.notifications, [key]: on } }))}
            />
          ))}
        </fieldset>
        <FormError message={failure} />
        <div>
          <SaveButton pending={form.pending} label={t('account.savePreferences')} pendingLabel={t('account.saving')} />
        </div>
      </form>
    </section>
  );
}
