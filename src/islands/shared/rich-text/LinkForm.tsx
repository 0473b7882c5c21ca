import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

interface LinkFormProps {
  /** The selected link's address, '' when the selection has none. */
  href: string;
  /** The address to link to, '' to remove the link, null when the person went back to the text without a change. */
  onDone(href: string | null): void;
}

/** Only these addresses are kept (the note sanitiser drops any other target). */
const ALLOWED = /^(?:https?:|mailto:)/i;

/** An address as typed, with https:// added when it names no scheme (`example.com` -> `https://example.com`). */
function withScheme(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === '' || ALLOWED.test(trimmed) || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/**
 * The link's address under the toolbar: Enter applies it (an empty address removes the link), Escape goes back to
 * the text; an address other than http(s) or mailto is refused with a message.
 */
export function LinkForm({ href, onDone }: LinkFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(href);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Opened by the toolbar's link button: the address is what the person came to type.
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const address = withScheme(typed);
    if (address !== '' && !ALLOWED.test(address)) setRefused(true);
    else onDone(address);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line p-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('editor.linkAddress')}
      </label>
      <input
        id={id}
        type="url"
        dir="ltr"
        ref={input}
        value={typed}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
        placeholder="https://"
        className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-ink aria-[invalid=true]:border-danger"
        onChange={(e) => {
          setTyped(e.target.value);
          setRefused(false);
        }}
        onKeyDown={(e) => {
          // Enter would submit the dialog's form, Escape close the dialog: here they apply or leave the address.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onDone(null);
          }
        }}
      />
      <button type="button" onClick={apply} className="rounded-md px-2 py-1 font-medium text-primary hover:bg-surface-2">
        {t('editor.applyLink')}
      </button>
      {href !== '' && (
        <button type="button" onClick={() => onDone('')} className="rounded-md px-2 py-1 font-medium text-danger hover:bg-surface-2">
          {t('editor.removeLink')}
        </button>
      )}
      {refused && (
        <p id={`${id}-error`} className="w-full text-xs text-danger">
          {t('editor.linkRefused')}
        </p>
      )}
    </div>
  );
}
