import DOMPurify from 'dompurify';

/** The only elements a note may contain: text formatting, lists, headings, quotes, code and links. */
export const NOTE_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
];
/** The only attribute kept: a link's target (no class, id, style or popover, so a note cannot restyle or cover the page). */
export const NOTE_ATTRIBUTES = ['href'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;
export const NOTE_LINK_REL = 'noopener noreferrer nofollow';

let hooked = false;
/** Links: only http, https and mailto targets; each opens without handing this page to the target. */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('rel', NOTE_LINK_REL);
  });
}

/**
 * A note's HTML description, safe to render: an allowlist of formatting elements whose only attribute is a
 * link's http(s)/mailto `href`. Runs only in a browser; on the server (where notes are never rendered: they
 * load after hydration) it returns plain text.
 */
export function sanitizeNote(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '');
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: NOTE_TAGS,
    ALLOWED_ATTR: NOTE_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
