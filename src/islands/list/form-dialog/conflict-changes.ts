import type { FieldChange } from '../edit/ConflictPanel.tsx';
import { toFormValues, type FormField, type FormValues } from './fields.ts';

/** The fields the other person changed (their row against the one the form started from), theirs next to what is typed. */
export function changesOf(
  fields: readonly FormField[],
  base: Record<string, unknown> | null,
  theirs: Record<string, unknown>,
  values: FormValues,
  t: (key: string) => string,
  label: (key: string) => string,
): FieldChange[] {
  const before = toFormValues(fields, base);
  const after = toFormValues(fields, theirs);
  const shown = (field: FormField, value: string | boolean | undefined) =>
    typeof value === 'boolean'
      ? t(value ? 'form.conflict.yes' : 'form.conflict.no')
      : field.enumName && value
        ? t(`enums.${field.enumName}.${value}`)
        : String(value ?? '');
  return fields
    .filter((f) => JSON.stringify(before[f.key]) !== JSON.stringify(after[f.key]))
    .map((f) => ({ key: f.key, label: label(f.key), theirs: shown(f, after[f.key]), yours: shown(f, values[f.key]) }));
}
