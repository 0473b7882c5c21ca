import { useStore } from '@nanostores/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';
import { $settings, resetSettings, setSetting } from '../../../stores/settings.ts';
import { notify } from '../../../stores/notify.ts';
import { THEME_SETTINGS, type ThemeKey, type ThemeSettings } from '../../../schemas/theme-settings.ts';
import { RotateCcw, X } from 'lucide-react';

/** Little previews beside some values, so the choice is visible before it is made. */
const SWATCHES: Partial<Record<ThemeKey, Record<string, string>>> = {
  sidebar: { light: '#ffffff', dark: '#0f172a', brand: '#3730a3', modern: 'linear-gradient(170deg,#1e1b4b,#134e4a)' },
  topbar: { light: '#ffffff', dark: '#0f172a', brand: '#4338ca' },
  mode: { light: '#f5f6fa', dark: '#0f1320' },
};

function SettingGroup({
  settingKey,
  values,
  current,
  disabled,
}: {
  settingKey: ThemeKey;
  values: readonly string[];
  current: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const swatches = SWATCHES[settingKey];
  return (
    <fieldset className="border-t border-line px-5 py-4" disabled={disabled} data-setting={settingKey}>
      <legend className="float-start mb-2 w-full text-sm font-semibold">{t(`customizer.${settingKey}.label`)}</legend>
      {disabled && <p className="mb-2 text-xs text-muted">{t('customizer.verticalOnly')}</p>}
      <div className="clear-both grid grid-cols-2 gap-2">
        {values.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              className="sr-only"
              name={settingKey}
              value={value}
              checked={current === value}
              onChange={() => setSetting(settingKey, value as ThemeSettings[typeof settingKey])}
            />
            {swatches?.[value] && (
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded-full border border-line"
                style={{ background: swatches[value] }}
              />
            )}
            <span>{t(`customizer.${settingKey}.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The drawer with the nine settings, loaded on first use (React Aria modal: focus containment, Escape, focus restore). */
export default function CustomizerDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useStore($settings);
  const horizontal = settings.layout === 'horizontal';

  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="fixed inset-0 z-[80] bg-black/40">
      <Modal className="fixed inset-y-0 end-0 flex h-dvh w-[min(24rem,100vw)] flex-col border-s border-line bg-surface text-ink shadow-2xl outline-none">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none" data-customizer>
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-3 px-5 pb-3 pt-5">
                <div>
                  <Heading slot="title" className="text-lg font-semibold">
                    {t('customizer.title')}
                  </Heading>
                  <p className="mt-1 text-sm text-muted">{t('customizer.intro')}</p>
                </div>
                <Button onPress={close} aria-label={t('customizer.close')} className="icon-btn -me-2 hover:bg-surface-2">
                  <X className="size-5" aria-hidden="true" />
                </Button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">
                {THEME_SETTINGS.map((s) => (
                  <SettingGroup
                    key={s.key}
                    settingKey={s.key}
                    values={s.values}
                    current={settings[s.key]}
                    disabled={horizontal && (s.key === 'sidebarSize' || s.key === 'sidebar')}
                  />
                ))}
              </div>
              <div className="border-t border-line p-4">
                <Button
                  onPress={() => {
                    resetSettings();
                    notify.success(t('notify.settingsReset'));
                  }}
                  className="flex w-full items-center justify-center gap-2 rounded-lg border border-line px-4 py-2.5 text-sm font-semibold hover:bg-surface-2"
                >
                  <RotateCcw className="size-4" aria-hidden="true" />
                  {t('customizer.reset')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
