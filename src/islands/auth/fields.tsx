import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** Always-visible rule under the field (e.g. the password rule). */
  hint?: string;
  /** Something at the end of the input (the show-password button). */
  adornment?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function Field({ label, value, onValueChange, error, hint, adornment, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // When the problem is the rule itself (e.g. the username rule), say it once, as the error.
  const showHint = hint && hint !== error;
  const describedBy = [showHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  // Text typed before the island hydrated (or put there by the browser's autofill) is in the input but not in the
  // state; hydration leaves it, and the next render would wipe it. Once hydrated, React keeps the two equal.
  const adoptTyped = (input: HTMLInputElement | null) => {
    if (input && value === '' && input.value !== '') onValueChange(input.value);
  };
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={adoptTyped}
          id={inputId}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 w-full rounded-lg border bg-surface px-3 text-ink placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary/30 aria-[invalid=true]:border-danger aria-[invalid=true]:focus:border-danger aria-[invalid=true]:focus:outline-danger/30 ${adornment ? 'pe-12' : ''} border-line`}
          {...input}
        />
        {adornment && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{adornment}</div>}
      </div>
      {showHint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          className="grid size-9 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
        >
          {shown ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      }
    />
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  // Until the island has hydrated, a click would submit the form natively: a GET that puts the
  // e-mail and password in the address bar. The server-rendered button is therefore disabled.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      aria-disabled={pending || !hydrated}
      className="flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:bg-primary-strong disabled:cursor-wait disabled:opacity-80"
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
