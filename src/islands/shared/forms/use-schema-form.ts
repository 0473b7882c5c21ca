import { useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod/mini';

/** A message per field with a problem; absent where the field is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface SchemaFormOptions<V extends object, Out> {
  /** The rules: what `toInput(values)` must satisfy to be sent. */
  schema: z.ZodMiniType<Out>;
  /** Typed values -> the data the schema checks (trimmed, numbers parsed, blanks dropped). Default: the values. */
  toInput?(values: V): unknown;
  /** The translated message for one of the schema's issues (the schemas' own messages are English). */
  message(issue: z.core.$ZodIssue, values: V): string;
  /** Sends the checked data; resolve with 'leaving' when the page is navigating away (the form stays busy). */
  send(data: Out, values: V): Promise<'leaving' | void>;
  /** The request failed: show it. The values stay as typed. */
  onFailure(error: unknown): void;
}

/** The first message per field, in the order of the schema's issues. */
export function errorsFromIssues<V extends object>(
  issues: readonly z.core.$ZodIssue[],
  values: V,
  message: (issue: z.core.$ZodIssue, values: V) => string,
): FieldErrors<keyof V & string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = message(issue, values);
  }
  return out as FieldErrors<keyof V & string>;
}

/** The first control of the form, in document order, whose name has a problem. */
function firstInvalidControl(form: HTMLFormElement, errors: Record<string, string | undefined>): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) return element as HTMLElement;
  }
  return undefined;
}

/**
 * What every form of the app shares: values kept as typed (a refusal or a failed request loses
 * nothing), validation by a zod schema with a translated message under each field, the first field
 * with a problem focused, and one request at a time (a double click sends once).
 */
export function useSchemaForm<V extends object, Out>(initial: V, options: SchemaFormOptions<V, Out>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  // State updates are not visible to a second click in the same frame; the ref is.
  const busy = useRef(false);

  /** Sets one value; its message goes, since it may no longer apply. */
  function setField<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  }

  /** Starts over from `next` (a dialog opened for another row): no messages, not busy. */
  function reset(next: V) {
    setValues(next);
    setErrors({});
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const result = options.schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!result.success) {
      const found = errorsFromIssues(result.error.issues, values, options.message);
      setErrors(found);
      firstInvalidControl(form, found)?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setPending(true);
    try {
      if ((await options.send(result.data, values)) === 'leaving') return;
    } catch (error) {
      options.onFailure(error);
    }
    busy.current = false;
    setPending(false);
  }

  return { values, setValues, errors, setErrors, setField, reset, pending, onSubmit };
}
