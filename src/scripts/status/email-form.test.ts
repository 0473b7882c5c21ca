// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initEmailForm } from './email-form.ts';

// The API is the fake backend's business (tested with it); here only what the form does with each answer.
const subscribe = vi.fn<(list: string, email: string) => Promise<'subscribed' | 'already' | 'failed'>>();
vi.mock('../../api/subscriptions.ts', () => ({ subscribe: (list: string, email: string) => subscribe(list, email) }));

function mount() {
  document.body.innerHTML = `
    <form data-msg-required="Required!" data-msg-invalid="Invalid!" data-msg-success="Thanks, {{email}}." data-msg-already="Already!" data-msg-failed="Failed!">
      <input type="email" required pattern="[^@\\s]+@[^@\\s]+\\.[^@\\s]+" aria-describedby="err" />
      <p id="err" data-error hidden></p>
      <p data-live role="status"></p>
      <button type="submit">Send</button>
    </form>`;
  const form = document.querySelector('form')!;
  initEmailForm(form);
  const input = form.querySelector('input')!;
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  return {
    form,
    input,
    submit,
    error: form.querySelector<HTMLElement>('[data-error]')!,
    live: form.querySelector<HTMLElement>('[data-live]')!,
  };
}

describe('initEmailForm', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    subscribe.mockReset();
    subscribe.mockResolvedValue('subscribed');
  });

  it('takes over validation from the browser so its own messages are used', () => {
    const { form } = mount();
    expect(form.noValidate).toBe(true);
  });

  it('explains an empty field and marks it invalid', () => {
    const { input, submit, error, live } = mount();
    submit();
    expect(error.textContent).toBe('Required!');
    expect(error.hidden).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.validationMessage).toBe('Required!');
    expect(live.textContent).toBe('Required!');
  });

  it('explains a malformed address and keeps what was typed', () => {
    const { input, submit, error } = mount();
    input.value = 'ada@example';
    submit();
    expect(error.textContent).toBe('Invalid!');
    expect(input.value).toBe('ada@example');
  });

  it('posts a valid address, then confirms it, clears the field and the complaint', async () => {
    const { input, submit, error, live } = mount();
    submit();
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input'));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    submit();
    await vi.waitFor(() => expect(live.textContent).toBe('Thanks, ada@example.com.'));
    expect(subscribe).toHaveBeenCalledWith('launchAlert', 'ada@example.com');
    expect(input.value).toBe('');
    expect(error.hidden).toBe(true);
  });

  it.each([
    ['already', 'Already!'],
    ['failed', 'Failed!'],
  ] as const)('says so when the API answers %s, and keeps the address', async (outcome, message) => {
    subscribe.mockResolvedValue(outcome);
    const { input, submit, error } = mount();
    input.value = 'ada@example.com';
    submit();
    await vi.waitFor(() => expect(error.textContent).toBe(message));
    expect(input.value).toBe('ada@example.com');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
