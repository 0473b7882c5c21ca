/**
 * An email sign-up form that explains itself: on Send, an empty or malformed address gets the
 * translated message the page rendered into `data-msg-required` / `data-msg-invalid` (shown under
 * the field, linked with aria-describedby, announced through the form's live region); a valid one
 * is posted to the API (its client loaded only then) and gets `data-msg-success` ({{email}} filled
 * in, the field cleared), `data-msg-already` (409) or `data-msg-failed`, the address kept in both.
 * Without JavaScript the browser's own validation still applies, because only this script turns it off.
 */
export function messageFor(validity: ValidityState, form: HTMLFormElement): string {
  if (validity.valueMissing) return form.dataset.msgRequired ?? '';
  if (validity.typeMismatch || validity.patternMismatch) return form.dataset.msgInvalid ?? '';
  return '';
}

/** Posts the address; the API client is imported here, on the first submit, never with the page. */
async function sendLaunchAlert(email: string): Promise<'subscribed' | 'already' | 'failed'> {
  try {
    const { subscribe } = await import('../../api/subscriptions.ts');
    return await subscribe('launchAlert', email);
  } catch (error) {
    console.error('The launch-alert form could not reach the API:', error);
    return 'failed';
  }
}

export function initEmailForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const error = form.querySelector<HTMLElement>('[data-error]');
  const live = form.querySelector<HTMLElement>('[data-live]');
  if (!input || !error || !live) return;
  form.noValidate = true;

  const showError = (message: string) => {
    input.setCustomValidity(message);
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    error.textContent = message;
    error.hidden = !message;
  };

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const complain = (message: string) => {
    showError(message);
    live.textContent = message;
    live.dataset.tone = 'error';
    input.focus();
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (form.hasAttribute('aria-busy')) return;
    input.setCustomValidity('');
    const message = messageFor(input.validity, form);
    showError(message);
    if (message) return complain(message);
    const email = input.value.trim();
    form.setAttribute('aria-busy', 'true');
    if (button) button.disabled = true;
    const outcome = await sendLaunchAlert(email);
    form.removeAttribute('aria-busy');
    if (button) button.disabled = false;
    if (outcome === 'subscribed') {
      live.textContent = (form.dataset.msgSuccess ?? '').replace('{{email}}', email);
      live.dataset.tone = 'success';
      form.reset();
    } else complain((outcome === 'already' ? form.dataset.msgAlready : form.dataset.msgFailed) ?? '');
  };
  form.addEventListener('submit', (event) => void submit(event));

  // Once corrected, the complaint goes away as the person types; it never appears while typing.
  input.addEventListener('input', () => {
    if (!input.hasAttribute('aria-invalid')) return;
    input.setCustomValidity('');
    if (!messageFor(input.validity, form)) {
      showError('');
      live.textContent = '';
    }
  });
}
