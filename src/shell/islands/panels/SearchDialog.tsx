import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { navigate } from 'astro:transitions/client';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../Icon.tsx';
import { Search } from 'lucide-react';
import type { SearchItem } from '../SearchPalette.tsx';

/** Case- and accent-insensitive form for matching ("Salário" finds "salario"). */
function fold(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The palette itself, loaded on first use: a React Aria modal (focus containment, Escape, focus
 * restore) holding a combobox whose options are the registry's screens.
 */
export default function SearchDialog({ items, onClose }: { items: SearchItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const results = useMemo(() => {
    const q = fold(query.trim(), locale);
    return q ? items.filter((i) => fold(`${i.label} ${i.group}`, locale).includes(q)) : items;
  }, [items, query, locale]);
  const current = results[Math.min(active, results.length - 1)];

  /**
   * Goes to the chosen screen as a menu link does: through the client router, which swaps the screen in (focus to
   * its heading, the change announced) or loads the page in full when it is not a dashboard screen. The dialog
   * closes first, so the focus it gives back to its button is then moved on to the new heading.
   */
  function go(item: SearchItem | undefined) {
    if (!item) return;
    onClose();
    void navigate(item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive((a) => (a >= last ? 0 : a + 1));
    else if (event.key === 'ArrowUp') setActive((a) => (a <= 0 ? last : a - 1));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') go(current);
    else return;
    event.preventDefault();
  }

  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-[80] flex items-start justify-center bg-black/50 px-3 pt-[12vh]"
    >
      <Modal className="w-full max-w-xl overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl outline-none">
        <Dialog aria-label={t('shell.searchScreens')} className="outline-none">
          <Heading slot="title" className="sr-only">
            {t('shell.searchScreens')}
          </Heading>
          <div className="flex items-center gap-2 border-b border-line px-4">
            <Search className="size-5 text-muted" aria-hidden="true" />
            <input
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
              aria-label={t('shell.searchScreens')}
              placeholder={t('shell.searchPlaceholder')}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the palette was just opened to type in it
              autoFocus
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          <ul id={listId} role="listbox" aria-label={t('shell.searchScreens')} className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
            {results.map((item) => {
              const selected = item === current;
              return (
                // The keyboard stays in the combobox input (arrows, Enter, aria-activedescendant); the click is for pointers.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={item.id}
                  id={`${listId}-${item.id}`}
                  role="option"
                  aria-selected={selected}
                  onPointerMove={() => setActive(results.indexOf(item))}
                  onClick={() => go(item)}
                  ref={(el) => {
                    if (selected) el?.scrollIntoView({ block: 'nearest' });
                  }}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm aria-selected:bg-primary-soft aria-selected:text-primary"
                >
                  <Icon name={item.icon} className="size-5 shrink-0" />
                  <span className="flex-1 font-medium">{item.label}</span>
                  <span className="text-xs text-muted">{item.group}</span>
                </li>
              );
            })}
          </ul>
          {results.length === 0 && (
            <p role="status" className="px-3 pb-6 pt-2 text-center text-sm text-muted">
              {t('shell.noResults', { query })}
            </p>
          )}
          <p className="border-t border-line px-4 py-2 text-xs text-muted">{t('shell.searchHint')}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
