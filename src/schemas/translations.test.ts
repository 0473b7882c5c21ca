import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages.ts';
import { LOCALES } from '../i18n/locales.ts';
import { calendarEventSchema, ENUMS } from './index.ts';
import { LIST_NAMES, LIST_SCHEMAS, resourceOf } from '../resources/index.ts';
import { LIST_SCREENS } from '../screens/index.ts';
import type { z } from 'zod/mini';

interface Tree {
  [key: string]: string | Tree;
}
const lookup = (tree: Tree, path: string[]) =>
  path.reduce<Tree | string | undefined>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);

/** Every label the screens ask for: `fields.<entity>.<field>` and `enums.<enum>.<value>`. */
const KEYS: string[][] = [
  ...LIST_NAMES.flatMap((name) =>
    Object.keys((LIST_SCHEMAS[name] as z.ZodMiniObject).shape).map((field) => ['fields', resourceOf(name).entity, field]),
  ),
  ...Object.keys(calendarEventSchema.shape).map((field) => ['fields', 'calendarEvent', field]),
  ...Object.entries(ENUMS).flatMap(([name, values]) => values.map((value) => ['enums', name, value])),
  ...ownEnumKeys(),
];

/** `enums.<entity>.<field>.<value>` for each value of a list's own enumeration that a column or filter names. */
function ownEnumKeys(): string[][] {
  return LIST_SCREENS.flatMap((screen) =>
    [...screen.columns, ...(screen.filter ? [screen.filter] : [])]
      .filter((c) => c.enumName?.includes('.'))
      .flatMap((c) => {
        const field = (screen.schema as z.ZodMiniObject).shape[c.key] as { options?: readonly string[] } | undefined;
        return (field?.options ?? ['(not an enumeration)']).map((value) => ['enums', ...(c.enumName ?? '').split('.'), value]);
      }),
  );
}

describe('data labels', () => {
  it.each(LOCALES)('%s has a label for every field and enumeration value', (locale) => {
    const messages = MESSAGES[locale];
    const missing = KEYS.filter((key) => typeof lookup(messages, key) !== 'string' || !lookup(messages, key));
    expect(missing.map((k) => k.join('.'))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const words = KEYS.filter((key) => key.at(-1) !== 'id');
    const same = words.filter((key) => lookup(MESSAGES[locale], key) === lookup(MESSAGES.en, key));
    // Brand names (PayPal, American Express) and words shared with English (Status, Bonus, Logo) may stay.
    expect(same.length).toBeLessThan(words.length * 0.15);
  });
});
