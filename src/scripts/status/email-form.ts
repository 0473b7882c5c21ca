/**
 * An email sign-up form that explains itself: on Send, an empty or malformed address gets the
 * translated message the page rendered into `data-msg-required` / `data-msg-invalid` (shown under
 * the field, linked with aria-describedby, announced through the form's live region); a valid one
 * gets `data-msg-success` ({{email}} filled in) and the field clears. Without JavaScript the
 * browser's own validation still applies, because only this script turns it off.
 */
export function messageFor(validity: ValidityState, form: HTMLFormElement): string {
  if (validity.valueMissing) return form.dataset.msgRequired ?? '';
  if (validity.typeMismatch || validity.patternMismatch) return form.dataset.msgInvalid ?? '';
  return '';
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

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    input.setCustomValidity('');
    const message = messageFor(input.validity, form);
    showError(message);
    if (message) {
      live.textContent = message;
      live.dataset.tone = 'error';
      input.focus();
      return;
    }
    live.textContent = (form.dataset.msgSuccess ?? '').replace('{{email}}', input.value);
    live.dataset.tone = 'success';
    form.reset();
  });

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
