import type { ReactNode } from 'react';

/** A section of the page: a card with its heading. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface shadow-[var(--shadow)]">
      <h3 id={id} className="border-b border-line px-5 py-3 text-base font-semibold text-ink">
        {title}
      </h3>
      <div className="p-5">{children}</div>
    </section>
  );
}
