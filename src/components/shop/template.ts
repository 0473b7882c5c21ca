import type { Translate } from '../../i18n/translator.ts';

/**
 * A translation with its `{{placeholders}}` left in place, for browser scripts (and Swiper) to fill in later:
 * the page ships one string per message instead of the translation machinery.
 */
export function messageTemplate(t: Translate, key: string): string {
  return t(key, { skipInterpolation: true });
}
