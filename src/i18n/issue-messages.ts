/**
 * zod issues -> translated messages per field. The schemas' own messages are English; people see
 * `form.errors.*` in their language instead, with the numbers and other field names filled in.
 */
import type { z } from 'zod/mini';
import { exampleOf } from '../schemas/formats.ts';

export interface FieldOrderRuleLike {
  field: string;
  than: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Write it like #ST-10452" when the pattern is one of the samples' formats; else that the format is wrong. */
function formatMessage(issue: z.core.$ZodIssueInvalidStringFormat, t: Translate): string {
  const example = exampleOf(issue.pattern);
  return example ? t('form.errors.formatLike', { example }) : t('form.errors.format');
}

export function issueMessage(
  issue: z.core.$ZodIssue,
  t: Translate,
  fieldLabel: (key: string) => string,
  rules: readonly FieldOrderRuleLike[] = [],
): string {
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return t('form.errors.required');
    case 'invalid_value':
      return t('form.errors.choose');
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('form.errors.required');
      if (issue.origin === 'string') return t('form.errors.tooShort', { min: Number(issue.minimum) });
      return issue.inclusive
        ? t('form.errors.min', { min: Number(issue.minimum) })
        : t('form.errors.greaterThan', { min: Number(issue.minimum) });
    }
    case 'too_big':
      return issue.origin === 'string'
        ? t('form.errors.tooLong', { max: Number(issue.maximum) })
        : t('form.errors.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('form.errors.email');
      if (issue.format === 'date' || issue.format === 'datetime') return t('form.errors.date');
      return formatMessage(issue, t);
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01 ? t('form.errors.cents') : t('form.errors.format');
    case 'custom': {
      // An issue the form makes itself names its message (an amount with more decimals than its currency has).
      if (typeof issue.params?.messageKey === 'string') return t(issue.params.messageKey, issue.params);
      const rule = rules.find((r) => r.field === field);
      return rule ? t('form.errors.notBefore', { other: fieldLabel(rule.than) }) : t('form.errors.format');
    }
    default:
      return t('form.errors.format');
  }
}

/** First message per field. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  t: Translate,
  fieldLabel: (key: string) => string,
  rules: readonly FieldOrderRuleLike[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issueMessage(issue, t, fieldLabel, rules);
  }
  return out;
}
