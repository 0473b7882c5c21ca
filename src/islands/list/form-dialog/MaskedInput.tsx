import { IMaskInput } from 'react-imask';
import type { FieldMask } from '../../../screens/list-spec.ts';

/** Phone numbers: digits, spaces, brackets, dots, dashes and one leading plus, at most 20 characters. */
const PHONE = /^\+?[\d\s().-]{0,20}$/;

/**
 * An input that only accepts what the mask allows (IMask). `phone` is a character filter, since
 * numbers come in many national formats; other masks are IMask patterns (0 digit, a letter).
 */
export function MaskedInput({
  mask,
  value,
  onChange,
  ...rest
}: {
  mask: FieldMask;
  value: string;
  onChange(value: string): void;
  id: string;
  name: string;
  className: string;
  dir?: 'ltr';
  placeholder?: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const common = { ...rest, value, unmask: false as const, onAccept: (v: string) => onChange(v), inputMode: undefined };
  if (mask.mask === 'phone') return <IMaskInput {...common} mask={PHONE} type="tel" inputMode="tel" />;
  return <IMaskInput {...common} mask={mask.mask} lazy placeholderChar="_" />;
}
