import DOMPurify from 'dompurify';

/**
 * A note's HTML description, safe to render: scripts, event handlers (onerror, onclick...),
 * javascript: URLs and embedded frames are removed by DOMPurify. Runs only in a browser; on the
 * server (where notes are never rendered: they load after hydration) it returns plain text.
 */
export function sanitizeNote(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
