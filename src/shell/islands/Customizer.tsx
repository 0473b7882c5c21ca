import { lazy, Suspense, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { Settings } from 'lucide-react';

const loadDrawer = () => import('./panels/CustomizerDrawer.tsx');
const CustomizerDrawer = lazy(loadDrawer);

function Gear() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        className="icon-btn"
      >
        <Settings className="size-5" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CustomizerDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The gear of the top bar and its drawer with the nine layout settings of the theme contract. */
export default function Customizer({ locale }: I18nProps) {
  return (
    <I18nIsland locale={locale}>
      <Gear />
    </I18nIsland>
  );
}
