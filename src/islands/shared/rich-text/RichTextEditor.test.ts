// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { sanitizeNote } from '../../notes/sanitize.ts';
import { richTextExtensions } from './extensions.ts';
import { savedHtml } from './RichTextEditor.tsx';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor saves after reading `html` (as when a note is opened in the form). */
function roundTrip(html: string): string {
  editor = new Editor({ extensions: richTextExtensions(), content: sanitizeNote(html) });
  return savedHtml(editor);
}

describe('the rich-text editor with the note sanitiser', () => {
  it('keeps bold, italic, both lists and a link as the card renders them', () => {
    const html =
      '<p>Plan <strong>now</strong> and <em>later</em></p><ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol><p><a href="https://example.com/a">site</a></p>';
    const saved = roundTrip(html);
    expect(saved).toBe(
      '<p>Plan <strong>now</strong> and <em>later</em></p><ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol><p><a href="https://example.com/a" rel="noopener noreferrer nofollow">site</a></p>',
    );
    // What is saved is what the card shows: the sanitiser changes nothing more.
    expect(sanitizeNote(saved)).toBe(saved);
  });

  it("reads the samples' flat lists and <b>/<i> as the same formats", () => {
    expect(roundTrip('<p><b>a</b> <i>b</i></p><ul><li>x</li></ul>')).toBe('<p><strong>a</strong> <em>b</em></p><ul><li><p>x</p></li></ul>');
  });

  it('drops scripts, handlers, styles and unsafe link targets, keeping the text', () => {
    const saved = roundTrip(
      '<p style="position:fixed" onclick="x()">Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p><p><a href="javascript:alert(3)" target="_blank">bad</a></p>',
    );
    expect(saved).toBe('<p>Hi</p><p>bad</p>');
  });

  it('saves nothing for an empty editor, so a required field reports it', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('refuses a javascript: link set through the editor', () => {
    editor = new Editor({ extensions: richTextExtensions(), content: '<p>text</p>' });
    editor.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    expect(savedHtml(editor)).toBe('<p>text</p>');
    editor.chain().selectAll().setLink({ href: 'mailto:a@example.com' }).run();
    expect(savedHtml(editor)).toBe('<p><a href="mailto:a@example.com" rel="noopener noreferrer nofollow">text</a></p>');
  });
});
