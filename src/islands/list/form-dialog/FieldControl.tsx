import { useTranslation } from '../../../i18n/react.tsx';
import type { FormField } from './fields.ts';
import { CODE_FORMATS, PHONE_EXAMPLE } from '../../../schemas/formats.ts';
import { MaskedInput } from './MaskedInput.tsx';
import { ImageField } from './ImageField.tsx';
import { LazyRichTextEditor } from '../../shared/rich-text/LazyRichTextEditor.tsx';

const INPUT =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted aria-[invalid=true]:border-danger';

interface FieldControlProps {
  field: FormField;
  label: string;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange(value: string | boolean): void;
}

/** Direction and placeholder of a field saved in a sample's format (`+1 (555) 200-1000`, `#ST-10452`). */
function formatHints(f: FormField): { dir?: 'ltr'; placeholder?: string; inputMode?: 'decimal' } {
  // An amount reads left to right, and a phone offers its decimal keypad (a comma or a point, as the locale writes).
  if (f.format?.kind === 'minorUnits') return { dir: 'ltr', inputMode: 'decimal' };
  if (f.format?.kind === 'phone') return { dir: 'ltr', placeholder: PHONE_EXAMPLE };
  if (f.format?.kind === 'code') return { dir: 'ltr', placeholder: CODE_FORMATS[f.format.name].example };
  return {};
}

/** The input of one list-form field, chosen by what the field is (checkbox, select, date, masked text, …). */
export function FieldControl({ field: f, label, value, error, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const id = `field-${f.key}`;
  // No maxLength attribute: the browser would silently cut pasted text; validation names the limit instead and keeps it all.
  const common = {
    id,
    name: f.key,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    required: f.required,
  };
  const text = String(value ?? '');
  switch (f.control) {
    case 'checkbox':
      return (
        <label className="flex items-center gap-2 text-sm text-ink" htmlFor={id}>
          <input
            {...common}
            required={false}
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
      );
    case 'select':
      return (
        <select {...common} className={INPUT} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {f.options?.map((o) => (
            <option key={o} value={o}>
              {f.enumName ? t(`enums.${f.enumName}.${o}`, { defaultValue: o }) : o}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea {...common} dir="auto" className={`${INPUT} min-h-24`} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'richtext':
      return (
        <LazyRichTextEditor
          id={id}
          value={text}
          labelledBy={`${id}-label`}
          invalid={!!error}
          describedBy={common['aria-describedby']}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          step={f.step}
          className={INPUT}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
    case 'time':
    case 'email':
      return (
        <input
          {...common}
          type={f.control}
          dir={f.control === 'email' ? 'ltr' : undefined}
          className={INPUT}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'image':
      return (
        <ImageField
          id={id}
          name={f.key}
          set={f.images ?? 'products'}
          value={text}
          round={f.images === 'avatars'}
          invalid={!!error}
          describedBy={common['aria-describedby']}
          onChange={onChange}
        />
      );
    default:
      // References and phone numbers read left to right in every language; the placeholder shows the saved format.
      if (f.mask) return <MaskedInput {...common} {...formatHints(f)} mask={f.mask} className={INPUT} value={text} onChange={onChange} />;
      return (
        <input
          {...common}
          type="text"
          dir="auto"
          {...formatHints(f)}
          className={INPUT}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
