/**
 * Plural forms the i18next way, with nothing but `Intl.PluralRules`: a message with a count is stored as
 * `key_one`, `key_few`, `key_other`, … (the CLDR categories its language uses), plus an optional `key_zero`
 * that wins for a count of 0 in every language, as in i18next. Shared by the translator and the few page
 * scripts that fill a count in after the build.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rulesByTag = new Map<string, Intl.PluralRules>();

function rulesFor(intlTag: string): Intl.PluralRules {
  let rules = rulesByTag.get(intlTag);
  if (!rules) {
    rules = new Intl.PluralRules(intlTag);
    rulesByTag.set(intlTag, rules);
  }
  return rules;
}

/** The suffixes to try for `count`, best first: `zero` (for 0), the language's category, then `other`. */
export function pluralSuffixes(intlTag: string, count: number): PluralCategory[] {
  const category = rulesFor(intlTag).select(count);
  const order: PluralCategory[] = count === 0 ? ['zero', category, 'other'] : [category, 'other'];
  return [...new Set(order)];
}

/** The categories a language needs a form for (what `Intl.PluralRules` can select). */
export function pluralCategoriesOf(intlTag: string): PluralCategory[] {
  return rulesFor(intlTag).resolvedOptions().pluralCategories;
}

/** Picks a form from `{ one: '…', other: '…' }` for `count`; for scripts that receive the forms as JSON. */
export function pickPluralForm(forms: Partial<Record<PluralCategory, string>>, intlTag: string, count: number): string {
  for (const suffix of pluralSuffixes(intlTag, count)) {
    const form = forms[suffix];
    if (form) return form;
  }
  return '';
}
