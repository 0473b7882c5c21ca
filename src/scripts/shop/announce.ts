/** Speaks `message` through the page's polite live region (rendered by src/layouts/Shop.astro). */
export function announce(message: string): void {
  const region = document.querySelector<HTMLElement>('[data-announcer]');
  if (!region) return;
  // Clearing first makes screen readers repeat a message identical to the previous one.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/** Replaces `{{name}}` placeholders of a template rendered at build time. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
