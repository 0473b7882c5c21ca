import type { z } from 'zod/mini';
import { isPasswordRuleMessage } from '../../contract/password-rule.ts';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { notify } from '../../stores/notify.ts';
import { useSchemaForm } from '../shared/forms/use-schema-form.ts';

/**
 * The message under an auth field: "required" when it is empty, else the rule of that field (the
 * e-mail shape, the username rule, the password rule it breaks, the confirmation matching).
 */
export function authIssueMessage(issue: z.core.$ZodIssue, values: Record<string, string>, t: Translate): string {
  const field = String(issue.path[0] ?? '');
  // A password of spaces is not "missing": it breaks the rule, which says so.
  if (!values[field]?.trim() && !(field === 'password' && values[field])) return t('auth.required');
  switch (field) {
    case 'email':
      return t('auth.invalidEmail');
    case 'username':
      return t('auth.register.usernameRule');
    case 'password':
      // The rule the password breaks (too short, only spaces, too long), in the page's language.
      return isPasswordRuleMessage(issue.message) ? translateError(issue.message, t) : t('auth.register.passwordRule');
    case 'confirm':
      return t('auth.register.mismatch');
    default:
      return t('auth.required');
  }
}

/** E-mail addresses are checked and sent without the spaces a paste may bring. */
const trimEmail = <V extends Record<string, string>>(values: V): V =>
  values.email === undefined ? values : { ...values, email: values.email.trim() };

interface Options<Out> {
  /** The rules of the request (from src/schemas/auth.ts). */
  schema: z.ZodMiniType<Out>;
  /** Sends the checked data; resolve with 'leaving' when the page is navigating away (the button stays busy). */
  send(data: Out): Promise<'leaving' | void>;
  /** After the failure toast (which shows the backend's message): e.g. put the message under a field. */
  onFailure?(error: unknown, message: string): void;
}

/**
 * The sign-in, registration and reset forms: the shared schema form with the auth messages, a
 * failure shown as a toast, and `field()` binding an input to its value and message.
 */
export function useAuthForm<V extends Record<string, string>, Out>(initial: V, { schema, send, onFailure }: Options<Out>) {
  const { t } = useTranslation();
  const form = useSchemaForm(initial, {
    schema,
    toInput: trimEmail,
    message: (issue, values) => authIssueMessage(issue, values, t),
    send: (data) => send(data),
    onFailure(error) {
      const message = translateError(error, t);
      notify.error(message);
      onFailure?.(error, message);
    },
  });

  /** The props that bind one field to the form: name, value, change handler and error. */
  function field(name: keyof V & string) {
    return {
      name,
      value: form.values[name],
      onValueChange: (value: string) => form.setField(name, value as V[typeof name]),
      error: form.errors[name],
    };
  }

  return { ...form, field };
}
