/**
 * Newsletter form: a clear message for a missing or malformed address; a good one is posted to the API (whose
 * client is loaded only then), and the answer is said plainly: subscribed, already subscribed, or could not
 * be sent — in the last two cases the address stays in the field.
 */
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

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const send = async (email: string) => {
    form.setAttribute('aria-busy', 'true');
    if (button) button.disabled = true;
    try {
      const { subscribe } = await import('../../api/subscriptions.ts');
      return await subscribe('newsletter', email);
    } catch (error) {
      // The client's code itself could not be loaded (offline, a new deploy): the same as no answer.
      console.error('The newsletter form could not reach the API:', error);
      return 'failed' as const;
    } finally {
      form.removeAttribute('aria-busy');
      if (button) button.disabled = false;
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (form.hasAttribute('aria-busy')) return;
    const email = input.value.trim();
    if (!email) showError(form.dataset.required ?? '');
    else if (!input.validity.valid || !isValidEmail(email)) showError(form.dataset.invalid ?? '');
    else {
      clearError();
      const outcome = await send(email);
      if (outcome === 'subscribed') {
        success.textContent = fill(form.dataset.success ?? '', { email });
        input.value = '';
        return;
      }
      showError(fill((outcome === 'already' ? form.dataset.already : form.dataset.failed) ?? '', { email }));
    }
    input.focus();
  };
  form.addEventListener('submit', (event) => void submit(event));
  // Once the address is fixed, the error goes away as the visitor types.
  input.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid') && isValidEmail(input.value.trim())) clearError();
  });
}
