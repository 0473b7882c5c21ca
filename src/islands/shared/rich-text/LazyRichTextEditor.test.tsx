import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';

/** Renders as a page is built (waiting for what loads lazily); answers the HTML and the errors React reported. */
async function buildTimeHtml(): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const element = createElement(LazyRichTextEditor, {
    id: 'field-body',
    value: '<p>Hi</p>',
    labelledBy: 'label-body',
    onChange: () => undefined,
  });
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, errors };
}

describe('the lazily loaded rich-text editor at build time', () => {
  it('draws its stand-in, with no editor and no error (TipTap makes none outside a browser)', async () => {
    const { html, errors } = await buildTimeHtml();
    expect(errors).toEqual([]);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('role="toolbar"');
  });
});
