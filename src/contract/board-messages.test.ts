import { describe, expect, it } from 'vitest';
import ar from '../../public/assets/i18n/ar.json';
import en from '../../public/assets/i18n/en.json';
import fr from '../../public/assets/i18n/fr.json';
import { translateError } from '../api/errors.ts';
import { createTranslator } from '../i18n/translator.ts';
import { BOARD_LIMITS, BOARD_MESSAGES } from './board-messages.ts';

/** Every refusal of the task board's backends, as they word it. */
const WORDS = Object.values(BOARD_MESSAGES).flatMap((m) => (typeof m === 'function' ? [m('before'), m('after')] : [m]));

describe("the task board's refusals", () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ] as const)('are shown in the page’s language (%s), none as it came', (language, messages) => {
    const t = createTranslator(language, messages);
    for (const words of WORDS) {
      const shown = translateError(new Error(words), t);
      expect(shown, words).not.toBe(words);
      expect(shown, words).not.toMatch(/^errors\./);
    }
  });

  it('says the most columns a board has', () => {
    expect(translateError(BOARD_MESSAGES.tooManyColumns, createTranslator('en', en))).toBe(
      `A board has at most ${BOARD_LIMITS.columns} columns.`,
    );
  });
});
