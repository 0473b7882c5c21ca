import { useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { I18nProvider, ToggleButton, Toolbar } from 'react-aria-components';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { sanitizeNote } from '../../notes/sanitize.ts';
import { richTextExtensions } from './extensions.ts';
import { LinkForm } from './LinkForm.tsx';
import type { RichTextEditorProps } from './LazyRichTextEditor.tsx';

/** The editor's HTML as it is saved: through the sanitiser the cards render with, and empty when nothing is written. */
export function savedHtml(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeNote(editor.getHTML());
}

interface MarkButtonProps {
  icon: LucideIcon;
  label: string;
  active: boolean;
  disabled: boolean;
  onPress(): void;
}

/** One button of the toolbar: pressed while the selection has its format. */
function MarkButton({ icon: Icon, label, active, disabled, onPress }: MarkButtonProps) {
  return (
    <ToggleButton
      aria-label={label}
      isSelected={active}
      isDisabled={disabled}
      onChange={onPress}
      className="rounded-md p-1.5 text-muted outline-none hover:bg-surface-2 hover:text-ink data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary data-[selected]:bg-primary-soft data-[selected]:text-ink data-[disabled]:hover:bg-transparent"
    >
      <Icon className="size-4" aria-hidden="true" />
    </ToggleButton>
  );
}

/** Which formats the selection has, read again on every transaction (the toolbar's pressed states). */
function useActiveFormats(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
    }),
  });
}

/**
 * A rich-text field: a toolbar (bold, italic, bulleted and numbered lists, link; the arrow keys move between its
 * buttons, Tab leaves it) over a TipTap editor. `onChange` receives sanitised HTML (`sanitizeNote`), '' when empty.
 * Loaded on demand through LazyRichTextEditor.
 */
export default function RichTextEditor({ id, value, invalid, describedBy, labelledBy, disabled = false, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [linking, setLinking] = useState(false);
  // The editable element's attributes; aria-invalid and aria-describedby follow validation, which runs after the
  // editor is made.
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
    dir: 'auto',
    // ProseMirror's own stylesheet is not injected (the CSP allows no inline <style>): the rules it needs are these.
    class:
      'min-h-32 whitespace-pre-wrap break-words px-3 py-2 text-sm leading-relaxed text-ink outline-none [&_a]:text-primary [&_a]:underline [&_li]:ms-4 [&_ol]:list-decimal [&_ul]:list-disc',
  };
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: sanitizeNote(value),
    injectCSS: false,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(savedHtml(e)),
  });
  // setOptions only records the attributes until the editor's view is mounted, which then reads them.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, invalid, describedBy]); // eslint-disable-line react-hooks/exhaustive-deps
  const active = useActiveFormats(editor);
  const chain = () => editor.chain().focus();

  return (
    <div
      className={`rounded-lg border focus-within:outline-2 focus-within:outline-primary ${invalid ? 'border-danger' : 'border-line'} ${disabled ? 'bg-surface-2' : 'bg-surface'}`}
      data-rich-text
    >
      {/* The page's language, so the arrow keys follow its direction (right to left in Arabic). */}
      <I18nProvider locale={INTL_TAGS[locale]}>
        <Toolbar aria-label={t('editor.toolbar')} className="flex flex-wrap gap-1 border-b border-line p-1">
          <MarkButton
            icon={Bold}
            label={t('editor.bold')}
            active={active.bold}
            disabled={disabled}
            onPress={() => chain().toggleBold().run()}
          />
          <MarkButton
            icon={Italic}
            label={t('editor.italic')}
            active={active.italic}
            disabled={disabled}
            onPress={() => chain().toggleItalic().run()}
          />
          <MarkButton
            icon={List}
            label={t('editor.bulletList')}
            active={active.bulletList}
            disabled={disabled}
            onPress={() => chain().toggleBulletList().run()}
          />
          <MarkButton
            icon={ListOrdered}
            label={t('editor.orderedList')}
            active={active.orderedList}
            disabled={disabled}
            onPress={() => chain().toggleOrderedList().run()}
          />
          <MarkButton
            icon={Link2}
            label={t('editor.link')}
            active={active.link || linking}
            disabled={disabled}
            onPress={() => setLinking(!linking)}
          />
        </Toolbar>
      </I18nProvider>
      {linking && (
        <LinkForm
          href={active.href}
          onDone={(href) => {
            setLinking(false);
            if (href === null) editor.commands.focus();
            else if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
