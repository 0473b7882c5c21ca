import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { ChevronDown } from 'lucide-react';
import { referenceNames, type ReferenceOption } from '../../../stores/reference-names.ts';
import type { ReferenceFilterSpec } from '../../../screens/list-spec.ts';
import { useDataTableState } from './use-data-table.ts';

/** Pause after the last key before the backend is asked, so typing a name sends one search, not one per letter. */
export const SEARCH_DELAY_MS = 250;

type Found = { state: 'loading' } | { state: 'error' } | { state: 'done'; options: ReferenceOption[] };

/** The referenced list's rows the backend's search finds for `q` (debounced; an older answer is dropped). */
function useReferenceSearch(filter: ReferenceFilterSpec, q: string, open: boolean): Found {
  const [found, setFound] = useState<Found>({ state: 'loading' });
  const { list, field } = filter.reference;
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setFound({ state: 'loading' });
    const timer = setTimeout(() => {
      referenceNames.search(list, field, q, controller.signal).then(
        (options) => !controller.signal.aborted && setFound({ state: 'done', options }),
        () => !controller.signal.aborted && setFound({ state: 'error' }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [list, field, q, open]);
  return found;
}

/** Space kept between the open list and the screen's edge. */
const EDGE_PX = 8;

/**
 * Moves the open list sideways so it stays on a narrow screen: it hangs from its button's start edge, which on a phone
 * can sit less than its width from the screen's other side (either side, as the page's direction has it).
 */
function useKeptOnScreen(open: boolean, popup: RefObject<HTMLDivElement | null>): CSSProperties | undefined {
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element) return setShift(0);
    const { left, right } = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const pastRight = right - (width - EDGE_PX);
    const pastLeft = EDGE_PX - left;
    setShift(pastRight > 0 ? -pastRight : pastLeft > 0 ? pastLeft : 0);
  }, [open, popup]);
  return shift ? { transform: `translateX(${shift}px)` } : undefined;
}

/**
 * "Customer ▾": a reference filter's picker. The button opens a search field (a combobox) over a listbox of the
 * referenced list's rows by name, read through the names store with the backend's search (first 20 matches); arrows
 * move, Enter chooses, Esc closes. Choosing sets the filter as the address would (`?customerId=3`), so the chip shows it
 * and the list reloads.
 */
export function ReferencePicker({ filter }: { filter: ReferenceFilterSpec }) {
  const { labels, view, update } = useDataTableState();
  const { t, label } = labels;
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const found = useReferenceSearch(filter, q, open);
  const options = found.state === 'done' ? found.options : [];
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const popupStyle = useKeptOnScreen(open, popup);
  const listId = useId();
  const field = label(filter.key);

  useEffect(() => setActive(0), [found]);
  // The search field takes the focus as the picker opens, as the button's press asked for it.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setQ('');
    button.current?.focus();
  };
  const choose = (option: ReferenceOption) => {
    update({ extra: { ...view.extra, [filter.key]: String(option.id) } });
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (moves[event.key] && options.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const optionId = (id: number) => `${listId}-${id}`;
  const activeOption = options[active];
  const status =
    found.state === 'loading'
      ? t('common.loading')
      : found.state === 'error'
        ? t('table.referenceLoadFailed')
        : t('table.referenceNoMatch');
  return (
    <div ref={box} className="relative" data-reference-picker={filter.key}>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('table.filterBy', { field })}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex items-center gap-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {field}
        <ChevronDown className="size-4 text-muted" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={popup}
          style={popupStyle}
          className="absolute start-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface p-2 shadow-lg"
        >
          <input
            type="text"
            ref={input}
            role="combobox"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={onKeyDown}
            aria-label={t('table.searchReference', { field })}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            {...(activeOption ? { 'aria-activedescendant': optionId(activeOption.id) } : {})}
            placeholder={t('table.searchPlaceholder')}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted"
          />
          <ul id={listId} role="listbox" aria-label={field} aria-busy={found.state === 'loading'} className="mt-1 max-h-64 overflow-y-auto">
            {options.map((option, index) => (
              // The keys reach the options through the combobox (aria-activedescendant); a pointer clicks one.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={optionId(option.id)}
                role="option"
                aria-selected={index === active}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onPointerEnter={() => setActive(index)}
                className={`cursor-pointer truncate rounded-md px-3 py-2 text-sm text-ink ${index === active ? 'bg-surface-2' : ''}`}
              >
                <bdi>{option.name || `#${option.id}`}</bdi>
              </li>
            ))}
          </ul>
          {options.length === 0 && (
            <p role="status" className={`px-3 py-2 text-sm ${found.state === 'error' ? 'text-danger' : 'text-muted'}`}>
              {status}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
