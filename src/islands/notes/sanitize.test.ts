// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NOTE_TAGS, sanitizeNote } from './sanitize.ts';

describe('sanitizeNote', () => {
  it.each(NOTE_TAGS.filter((tag) => !['br', 'a', 'li'].includes(tag)))('keeps <%s>', (tag) => {
    expect(sanitizeNote(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it('keeps <br> and list items', () => {
    expect(sanitizeNote('a<br>b')).toBe('a<br>b');
    expect(sanitizeNote('<ul><li>one</li></ul>')).toBe('<ul><li>one</li></ul>');
  });

  it.each(['div', 'span', 'img', 'iframe', 'style', 'form', 'input', 'button', 'table', 'svg', 'dialog', 'h5', 'script'])(
    'drops <%s> (keeping harmless text)',
    (tag) => {
      const out = sanitizeNote(`<p>ok</p><${tag}>inside</${tag}>`);
      expect(out.startsWith('<p>ok</p>')).toBe(true);
      expect(out).not.toContain(`<${tag}`);
    },
  );

  it.each([
    'class="overlay"',
    'id="login"',
    'style="position:fixed;inset:0"',
    'popover',
    'onclick="alert(1)"',
    'title="x"',
    'data-x="1"',
    'aria-hidden="true"',
  ])('drops the attribute %s', (attribute) => {
    const out = sanitizeNote(`<p ${attribute}>x</p>`);
    expect(out).toBe('<p>x</p>');
  });

  it.each(['https://example.com/a', 'http://example.com', 'mailto:a@example.com'])(
    'keeps a link to %s with rel noopener noreferrer nofollow',
    (href) => {
      const link = new DOMParser()
        .parseFromString(sanitizeNote(`<a href="${href}" target="_blank" class="x">go</a>`), 'text/html')
        .querySelector('a')!;
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('class')).toBe(false);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    '/relative',
    '//evil.example',
  ])('drops the link target %s', (href) => {
    const link = new DOMParser().parseFromString(sanitizeNote(`<a href="${href}">go</a>`), 'text/html').querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('cannot build a full-page fake screen', () => {
    const out = sanitizeNote(
      '<div popover="manual" style="position:fixed;inset:0;z-index:9999" class="fixed inset-0"><h1>Sign in again</h1><form><input name="password"></form></div>',
    );
    expect(out).toBe('<h1>Sign in again</h1>');
  });
});
