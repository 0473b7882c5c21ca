import { useEffect, type RefObject } from 'react';

/** A `<details>` used as a menu closes on Escape (the focus back on its summary) and on a click elsewhere. */
export function useDisclosureClose(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [ref]);
}
