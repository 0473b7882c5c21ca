import type { Extensions } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Link from '@tiptap/extension-link';
import { UndoRedo } from '@tiptap/extensions';
import { NOTE_LINK_REL } from '../../notes/sanitize.ts';

/**
 * What the editor knows: paragraphs, line breaks, bold, italic, both lists and links, with undo. Only these (rather
 * than the starter kit's headings, quotes, code blocks, rules, strike, underline, drop and gap cursors) so the chunk
 * stays small; all of them are elements the note sanitiser keeps. Pasted HTML becomes these nodes or plain text.
 */
export function richTextExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    HardBreak,
    BulletList,
    OrderedList,
    ListItem,
    ListKeymap,
    UndoRedo,
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      // The sanitiser keeps http(s) and mailto targets only; the editor refuses the rest before they are stored.
      isAllowedUri: (url) => /^(?:https?:|mailto:)/i.test(url.trim()),
      HTMLAttributes: { target: null, rel: NOTE_LINK_REL, class: null },
    }),
  ];
}
