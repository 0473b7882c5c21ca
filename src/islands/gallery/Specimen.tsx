import { useEffect, useId, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';

/** How long the copy button says "Copied" before it offers to copy again. */
const COPIED_MS = 2_000;

/** Copies the snippet; the button's name says when it has. */
function CopyButton({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => void navigator.clipboard.writeText(code).then(() => setCopied(true));
  const Glyph = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-2"
      data-copy
    >
      <Glyph className="size-3.5" aria-hidden="true" />
      {copied ? t('gallery.copied') : t('gallery.copy')}
      <span className="sr-only">: {name}</span>
    </button>
  );
}

/**
 * One block of the gallery: its name, the real component live in each of its states, and the code that puts it on a
 * screen (a snippet beside the demo, kept in step with it by review).
 */
export function Specimen({ id, title, code, children }: { id: string; title: string; code: string; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="card grid min-w-0 gap-4 p-5" data-block={id}>
      <h2 id={heading} className="text-base font-semibold">
        {title}
      </h2>
      <div className="flex min-w-0 flex-wrap items-start gap-4" data-demo>
        {children}
      </div>
      <div className="min-w-0 rounded-lg border border-line bg-surface-2">
        <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1.5">
          <span className="text-xs font-medium text-muted">{t('gallery.code')}</span>
          <CopyButton code={code} name={title} />
        </div>
        {/* Code reads left to right in every language. */}
        <pre
          dir="ltr"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus so a keyboard can scroll code wider than the page
          tabIndex={0}
          role="region"
          aria-label={t('gallery.codeOf', { name: title })}
          className="overflow-x-auto p-3 text-xs leading-5 text-ink"
        >
          <code>{code}</code>
        </pre>
      </div>
    </section>
  );
}

/** A labelled state of a block ("Disabled", "Invalid" …) inside a specimen. */
export function State({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <figure className={`grid min-w-0 gap-2 ${wide ? 'w-full' : ''}`}>
      <figcaption className="text-xs font-medium uppercase tracking-wide text-muted">{label}</figcaption>
      {children}
    </figure>
  );
}
