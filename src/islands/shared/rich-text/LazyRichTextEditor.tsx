import { lazy, Suspense, useSyncExternalStore } from 'react';

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

const neverChanges = () => () => undefined;

/**
 * The rich-text editor (TipTap, some 100 KB of script) is loaded when a form first shows one, never with a page. Until
 * it arrives a box of its height stands in, so the form does not move when it does. A page drawn at build time (the
 * components gallery) gets the stand-in: TipTap makes no editor outside a browser, and the editor drawn there threw.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const standIn = <div aria-busy="true" className="h-[10.6rem] rounded-lg border border-line bg-surface" />;
  if (!inBrowser) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
