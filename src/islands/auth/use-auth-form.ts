import { useRef, useState, type SubmitEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../stores/notify.ts';

/** A message per field with a problem; undefined (or absent) where the field is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string | undefined>>;

interface Options<V extends Record<string, string>> {
  /** The problems with these values, by field name (empty: send). Shown under each field. */
  validate(values: V): FieldErrors<keyof V & string>;
  /** Sends the values; resolve with 'leaving' when the page is navigating away (the button stays busy). */
  send(values: V): Promise<'leaving' | void>;
  /** After the failure toast (which shows the backend's message): e.g. put the message under a field. */
  onFailure?(error: unknown, message: string): void;
}

/**
 * What the sign-in, registration and reset forms share: their values, per-field errors, the first
 * field with a problem focused (its message is tied to it by aria-describedby), one request at a
 * time (a double click sends once), and a failure shown as a toast with everything typed kept.
 */
export function useAuthForm<V extends Record<string, string>>(initial: V, { validate, send, onFailure }: Options<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  // State updates are not visible to a second click in the same frame; the ref is.
  const busy = useRef(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found).find((key) => found[key as keyof V & string]);
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      if ((await send(values)) === 'leaving') return;
    } catch (error) {
      const message = translateError(error, t);
      notify.error(message);
      onFailure?.(error, message);
    }
    busy.current = false;
    setPending(false);
  }

  /** The props that bind one field to the form: name, value, change handler and error. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      onValueChange: (value: string) => setValues((prev) => ({ ...prev, [name]: value })),
      error: errors[name],
    };
  }

  return { values, setValues, errors, setErrors, pending, onSubmit, field };
}
