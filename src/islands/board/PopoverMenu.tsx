import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type ToggleEvent } from 'react';

export interface MenuChoice {
  key: string;
  label: string;
  onSelect(): void;
}

const itemsOf = (panel: HTMLElement | null) => [...(panel?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

/** Places the menu under its button, inside the viewport, on the side the text starts from. */
function placeUnder(trigger: HTMLElement, panel: HTMLElement): void {
  const box = trigger.getBoundingClientRect();
  const width = panel.offsetWidth;
  const rtl = getComputedStyle(panel).direction === 'rtl';
  const left = rtl ? box.right - width : box.left;
  panel.style.left = `${Math.max(8, Math.min(left, window.innerWidth - width - 8))}px`;
  const below = box.bottom + 4;
  panel.style.top = `${below + panel.offsetHeight > window.innerHeight - 8 ? Math.max(8, box.top - panel.offsetHeight - 4) : below}px`;
}

/**
 * A small menu in the browser's top layer (the popover attribute): never clipped by a scrolling column, closed by
 * Esc or a click outside, and focus back on its button. Arrow keys, Home and End move between its items. The items
 * are drawn while it is open only (a board of many cards has a menu on each), and may be worked out only then.
 */
export function PopoverMenu({
  label,
  choices,
  button,
  buttonClass,
}: {
  /** The button's accessible name and the menu's. */
  label: string;
  choices: readonly MenuChoice[] | (() => readonly MenuChoice[]);
  button: ReactNode;
  buttonClass: string;
}) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const shown = open ? (typeof choices === 'function' ? choices() : choices) : [];

  const items = () => itemsOf(menu.current);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open');

  // Once its items are drawn: placed by its size, the first item focused.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !menu.current) return;
    placeUnder(trigger.current, menu.current);
    itemsOf(menu.current)[0]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Tab') menu.current?.hidePopover();
    else return;
    event.preventDefault();
  };

  return (
    <>
      <button ref={trigger} type="button" popoverTarget={id} aria-haspopup="menu" aria-label={label} className={buttonClass}>
        {button}
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        role="menu"
        tabIndex={-1}
        aria-label={label}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        className="fixed m-0 min-w-48 max-w-72 rounded-lg border border-line bg-surface p-1 text-sm text-ink shadow-lg"
      >
        {shown.map((choice) => (
          <button
            key={choice.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              menu.current?.hidePopover();
              choice.onSelect();
            }}
            className="block w-full rounded-md px-3 py-2 text-start hover:bg-surface-2 focus:bg-surface-2 focus:outline-none"
          >
            {choice.label}
          </button>
        ))}
      </div>
    </>
  );
}
