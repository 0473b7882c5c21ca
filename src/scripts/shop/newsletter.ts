/** Newsletter form: a clear message for a missing or malformed address, a confirmation for a good one. */
import { fill } from './announce.ts';

/** Stricter than `type=email` (which accepts `me@localhost`): a public address needs a dot in its domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function initNewsletter(): void {
  const form = document.querySelector<HTMLFormElement>('[data-newsletter]');
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
  const error = form?.querySelector<HTMLElement>('#newsletter-error');
  const success = form?.querySelector<HTMLElement>('#newsletter-success');
  if (!form || !input || !error || !success) return;

  const showError = (message: string) => {
    success.textContent = '';
    error.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
  };
  const clearError = () => {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email) showError(form.dataset.required ?? '');
    else if (!input.validity.valid || !isValidEmail(email)) showError(form.dataset.invalid ?? '');
    else {
      clearError();
      success.textContent = fill(form.dataset.success ?? '', { email });
      input.value = '';
      return;
    }
    input.focus();
  });
  // Once the address is fixed, the error goes away as the visitor types.
  input.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid') && isValidEmail(input.value.trim())) clearError();
  });
}
