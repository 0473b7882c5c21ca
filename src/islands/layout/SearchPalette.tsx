import { useEffect, useState } from 'react';
import { Autocomplete, Button, Dialog, Heading, Input, Menu, MenuItem, Modal, ModalOverlay, SearchField, useFilter } from 'react-aria-components';
import type { IconName } from '../../components/dashboard/icons.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { Icon } from './Icon.tsx';

export interface SearchItem {
  id: string;
  href: string;
  label: string;
  group: string;
  icon: IconName;
}

interface Props extends I18nProps {
  /** Every screen of the registry, already localised by the layout. */
  items: SearchItem[];
}

/** Ctrl/Cmd+K or the top bar's button: type a screen's name and press Enter to go there. */
function Palette({ items }: { items: SearchItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const [mac, setMac] = useState(false);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        onPress={() => setOpen(true)}
        aria-label={t('shell.searchScreens')}
        aria-keyshortcuts="Control+K Meta+K"
        className="icon-btn search-trigger gap-2 md:w-auto md:min-w-56 md:justify-start md:border md:border-line md:bg-page md:px-3 md:text-muted"
      >
        <Icon name="search" />
        <span className="hidden text-sm md:inline">{t('shell.search')}</span>
        <kbd className="ms-auto hidden rounded border border-line px-1.5 text-xs md:inline" aria-hidden="true">
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      </Button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
        isDismissable
        className="fixed inset-0 z-[80] flex items-start justify-center bg-black/50 px-3 pt-[12vh]"
      >
        <Modal className="w-full max-w-xl overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl">
          <Dialog aria-label={t('shell.searchScreens')} className="outline-none">
            <Heading slot="title" className="sr-only">
              {t('shell.searchScreens')}
            </Heading>
            <Autocomplete inputValue={query} onInputChange={setQuery} filter={contains}>
              <SearchField aria-label={t('shell.searchScreens')} autoFocus className="flex items-center gap-2 border-b border-line px-4">
                <Icon name="search" className="size-5 text-muted" />
                <Input placeholder={t('shell.searchPlaceholder')} className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden" />
              </SearchField>
              <Menu
                items={items}
                aria-label={t('shell.searchScreens')}
                className="max-h-[min(60vh,28rem)] overflow-y-auto p-2 outline-none"
                renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-muted">{t('shell.noResults', { query })}</p>}
              >
                {(item) => (
                  <MenuItem
                    id={item.id}
                    href={item.href}
                    textValue={item.label}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm outline-none data-[focused]:bg-primary-soft data-[focused]:text-primary"
                  >
                    <Icon name={item.icon} className="size-5 shrink-0" />
                    <span className="flex-1 font-medium">{item.label}</span>
                    <span className="text-xs text-muted">{item.group}</span>
                  </MenuItem>
                )}
              </Menu>
            </Autocomplete>
            <p className="border-t border-line px-4 py-2 text-xs text-muted">{t('shell.searchHint')}</p>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

export default function SearchPalette({ locale, messages, items }: Props) {
  return (
    <I18nIsland locale={locale} messages={messages}>
      <Palette items={items} />
    </I18nIsland>
  );
}
