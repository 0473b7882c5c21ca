import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  /** The editable element's id (a field's `field-<key>`). */
  id: string;
  /** HTML: sanitised before the editor reads it. */
  value: string;
  /** The element naming the field (its label's id). */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Read and selected, not changed: the text is not editable and the toolbar's buttons are disabled. */
  disabled?: boolean;
  /** Sanitised HTML, '' when nothing is written. */
  onChange(html: string): void;
}

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/**
 * The rich-text editor (TipTap, some 100 KB of script) is loaded when a form first shows one, never with a page. Until
 * it arrives a box of its height stands in, so the form does not move when it does.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div aria-busy="true" className="h-[10.6rem] rounded-lg border border-line bg-surface" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
