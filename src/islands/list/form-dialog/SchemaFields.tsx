import type { FormField, FormValues } from './fields.ts';
import { FieldControl } from './FieldControl.tsx';

interface SchemaFieldsProps {
  fields: readonly FormField[];
  values: FormValues;
  errors: Partial<Record<string, string>>;
  /** A line under a field saying more about it (a proposed reference). */
  hints?: Partial<Record<string, string>>;
  label(key: string): string;
  onChange(key: string, value: string | boolean): void;
}

/** Each field of the form with its label and message. */
export function SchemaFields({ fields, values, errors, hints = {}, label, onChange }: SchemaFieldsProps) {
  return fields.map((f) => (
    <div key={f.key} className={f.control === 'textarea' || f.control === 'richtext' || f.control === 'image' ? 'sm:col-span-2' : ''}>
      {f.control !== 'checkbox' && (
        <label id={`field-${f.key}-label`} htmlFor={`field-${f.key}`} className="mb-1 block text-sm font-medium text-ink">
          {label(f.key)}
          {f.required && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      <FieldControl field={f} label={label(f.key)} value={values[f.key]} error={errors[f.key]} onChange={(v) => onChange(f.key, v)} />
      {errors[f.key] ? (
        <p id={`field-${f.key}-error`} className="mt-1 text-xs text-danger">
          {errors[f.key]}
        </p>
      ) : (
        hints[f.key] && <p className="mt-1 text-xs text-muted">{hints[f.key]}</p>
      )}
    </div>
  ));
}
