import { lazy, Suspense, useEffect, useState } from 'react';
import type { IconName } from '../../screens/icons.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { Search } from 'lucide-react';
import { isSearchShortcut, takeOverEarlySearch } from '../client/early-search.ts';
import { useStore } from '@nanostores/react';
import { $permissions, allows, type ScreenPermission } from '../../stores/permissions.ts';

export interface SearchItem {
  id: string;
  href: string;
  label: string;
  group: string;
  icon: IconName;
  /** The permission needed to open the screen; screens the account cannot open are not offered. */
  needs?: ScreenPermission;
  /** The list a list or card screen shows: the records the search finds in it open on its record page. */
  list?: string;
}

interface Props extends I18nProps {
  /** Every screen of the registry, already localised by the layout. */
  items: SearchItem[];
}

// The dialog (and React Aria with it) loads on first use, so the page's first load stays small.
const loadDialog = () => import('./panels/SearchDialog.tsx');
const SearchDialog = lazy(loadDialog);

/** Ctrl/Cmd+K or the top bar's button: type a screen's name and press Enter to go there. */
function Palette({ items: all }: { items: SearchItem[] }) {
  const { t } = useTranslation();
  const grants = useStore($permissions);
  const items = all.filter((item) => !item.needs || allows(grants, item.needs));
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    // Pressed before this island hydrated: the head script kept it.
    if (takeOverEarlySearch()) setOpen(true);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <span className="relative inline-flex">
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          className="icon-btn gap-2 md:w-auto md:min-w-56 md:justify-start md:border md:border-line md:bg-page md:px-3 md:pe-20 md:text-muted"
        >
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only text-sm md:not-sr-only">{t('shell.searchScreens')}</span>
        </button>
        {/* Outside the button so its name stays its visible text; aria-keyshortcuts tells assistive tech. */}
        <kbd
          className="pointer-events-none absolute end-3 top-1/2 hidden -translate-y-1/2 rounded border border-line px-1.5 text-xs text-muted md:inline"
          aria-hidden="true"
        >
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      </span>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog items={items} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default function SearchPalette({ locale, items }: Props) {
  return (
    <I18nIsland locale={locale}>
      <Palette items={items} />
    </I18nIsland>
  );
}
