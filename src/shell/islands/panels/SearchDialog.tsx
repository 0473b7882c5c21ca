import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { navigate } from 'astro:transitions/client';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../Icon.tsx';
import { LoaderCircle, Search } from 'lucide-react';
import type { SearchItem } from '../SearchPalette.tsx';
import { useRecordSearch, type RecordOption, type RecordSearchState } from './use-record-search.ts';
import type { Translate } from '../../../i18n/translator.ts';

/** Case- and accent-insensitive form for matching ("Salário" finds "salario"). */
function fold(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

/** One option of the palette: a screen, or a record the backend found. */
type Option = { kind: 'screen'; key: string; item: SearchItem } | { kind: 'record'; key: string; record: RecordOption };

const OPTION =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm aria-selected:bg-primary-soft aria-selected:text-primary';
const GROUP_LABEL = 'px-3 pb-1 pt-2 text-xs font-semibold tracking-wide text-muted uppercase';

/** One option: a screen (icon, name, group) or a record (icon, title, subtitle, list). */
function PaletteOption({
  option,
  id,
  selected,
  onPoint,
  onChoose,
}: {
  option: Option;
  id: string;
  selected: boolean;
  onPoint(): void;
  onChoose(): void;
}) {
  return (
    // The keyboard stays in the combobox input (arrows, Enter, aria-activedescendant); the click is for pointers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={selected}
      onPointerMove={onPoint}
      onClick={onChoose}
      ref={(el) => {
        if (selected) el?.scrollIntoView({ block: 'nearest' });
      }}
      className={OPTION}
    >
      {option.kind === 'screen' ? (
        <>
          <Icon name={option.item.icon} className="size-5 shrink-0" />
          <span className="flex-1 font-medium">{option.item.label}</span>
          <span className="text-xs text-muted">{option.item.group}</span>
        </>
      ) : (
        <>
          <Icon name={option.record.icon} className="size-5 shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium" dir="auto">
              {option.record.title}
            </span>
            {option.record.subtitle && (
              <span className="block truncate text-xs text-muted" dir="auto">
                {option.record.subtitle}
              </span>
            )}
          </span>
          <span className="text-xs text-muted">{option.record.listLabel}</span>
        </>
      )}
    </li>
  );
}

/** The line under the options: the records' search under way or failed, or that nothing (or no record) matches. */
function statusText(state: RecordSearchState, options: number, records: number, query: string, t: Translate): string {
  if (state === 'loading') return t('shell.searchingRecords');
  if (state === 'error') return t('shell.searchRecordsFailed');
  if (options === 0) return t('shell.noResults', { query });
  return state === 'done' && records === 0 ? t('shell.noRecords', { query: query.trim() }) : '';
}

/**
 * The palette itself, loaded on first use: a React Aria modal (focus containment, Escape, focus restore) holding a
 * combobox whose options are the registry's screens, filtered here, and the records the backend finds for the text
 * (`GET /app/search`, debounced), in two groups. Arrows move through both; Enter opens a screen, or a record's page.
 */
export default function SearchDialog({ items, onClose }: { items: SearchItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const records = useRecordSearch(query, items);

  const screens = useMemo(() => {
    const q = fold(query.trim(), locale);
    return q ? items.filter((i) => fold(`${i.label} ${i.group}`, locale).includes(q)) : items;
  }, [items, query, locale]);
  const options = useMemo<Option[]>(
    () => [
      ...screens.map((item): Option => ({ kind: 'screen', key: `s-${item.id}`, item })),
      ...records.hits.map((record): Option => ({ kind: 'record', key: `r-${record.list}-${record.id}`, record })),
    ],
    [screens, records.hits],
  );
  const current = options[Math.min(active, options.length - 1)];

  /**
   * Goes to the chosen screen or record as a menu link does: through the client router, which swaps the screen in
   * (focus to its heading, the change announced). The dialog closes first, so the focus it gives back to its button is
   * then moved on to the new heading.
   */
  function go(option: Option | undefined) {
    if (!option) return;
    onClose();
    void navigate(option.kind === 'screen' ? option.item.href : option.record.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((a) => (a >= last ? 0 : a + 1));
    else if (event.key === 'ArrowUp') setActive((a) => (a <= 0 ? last : a - 1));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') go(current);
    else return;
    event.preventDefault();
  }

  const renderOption = (option: Option) => (
    <PaletteOption
      key={option.key}
      option={option}
      id={`${listId}-${option.key}`}
      selected={option === current}
      onPoint={() => setActive(options.indexOf(option))}
      onChoose={() => go(option)}
    />
  );

  const screenOptions = options.filter((o) => o.kind === 'screen');
  const recordOptions = options.filter((o) => o.kind === 'record');
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
              aria-activedescendant={current ? `${listId}-${current.key}` : undefined}
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
            {records.state === 'loading' && <LoaderCircle className="size-5 shrink-0 animate-spin text-muted" aria-hidden="true" />}
          </div>
          <div id={listId} role="listbox" aria-label={t('shell.searchScreens')} className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
            {screenOptions.length > 0 && (
              <ul role="group" aria-labelledby={`${listId}-screens`}>
                <li id={`${listId}-screens`} role="presentation" className={GROUP_LABEL}>
                  {t('shell.searchGroupScreens')}
                </li>
                {screenOptions.map(renderOption)}
              </ul>
            )}
            {recordOptions.length > 0 && (
              <ul role="group" aria-labelledby={`${listId}-records`}>
                <li id={`${listId}-records`} role="presentation" className={GROUP_LABEL}>
                  {t('shell.searchGroupRecords')}
                </li>
                {recordOptions.map(renderOption)}
              </ul>
            )}
          </div>
          <p role="status" className="px-3 pb-4 text-center text-sm text-muted empty:hidden">
            {statusText(records.state, options.length, recordOptions.length, query, t)}
          </p>
          <p className="border-t border-line px-4 py-2 text-xs text-muted">{t('shell.searchHint')}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
