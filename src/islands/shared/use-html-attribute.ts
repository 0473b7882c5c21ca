import { useEffect, useState } from 'react';

/** An attribute of `<html>` that the customizer may change at any time (dir, data-mode ...), kept live. */
export function useHtmlAttribute(name: string, fallback: string): string {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    const html = document.documentElement;
    const read = () => setValue(html.getAttribute(name) ?? fallback);
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: [name] });
    return () => observer.disconnect();
  }, [name, fallback]);
  return value;
}
