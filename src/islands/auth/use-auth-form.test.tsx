// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod/mini';
import { registerFormSchema } from '../../schemas/auth.ts';
import { authIssueMessage, useAuthForm } from './use-auth-form.ts';
import { Field } from './fields.tsx';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../stores/notify.ts', () => ({ notify: toasts }));

afterEach(() => {
  cleanup();
  toasts.error.mockReset();
});

function Form({ send }: { send: (values: { email: string; username: string }) => Promise<'leaving' | void> }) {
  const { pending, onSubmit, field } = useAuthForm(
    { email: ' a@b.co ', username: 'ab' },
    { schema: z.object({ email: z.email(), username: z.string().check(z.length(4)) }), send },
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Field label="E-mail" {...field('email')} />
      <Field label="Code" {...field('username')} />
      <button type="submit" disabled={pending}>
        Go
      </button>
    </form>
  );
}

describe('auth forms: useAuthForm and Field', () => {
  it('shows only the failing fields, focuses the first and sends nothing', async () => {
    const send = vi.fn(async () => {});
    render(<Form send={send} />);
    await act(async () => fireEvent.submit(screen.getByRole('button')));
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('auth.register.usernameRule').id).toBe(code.getAttribute('aria-describedby'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once for a double submit, and a failure is a toast that keeps what was typed', async () => {
    let fail!: (error: Error) => void;
    const send = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<Form send={send} />);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      fireEvent.submit(screen.getByRole('button'));
    });
    expect(send).toHaveBeenCalledTimes(1);
    // The e-mail is sent without the spaces around it.
    expect(send).toHaveBeenCalledWith({ email: 'a@b.co', username: '1234' });
    await act(async () => fail(new Error('Wrong code')));
    expect(toasts.error).toHaveBeenCalledWith('Wrong code');
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('1234');
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(false);
  });

  it('stays busy when the page is leaving', async () => {
    render(<Form send={async () => 'leaving'} />);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '1234' } });
    await act(async () => fireEvent.submit(screen.getByRole('button')));
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);
  });

  it('says "required" for a blank field, else the rule of that field', () => {
    const t = (key: string) => key;
    const typed = { email: 'not-an-email', username: 'a b', password: 'short', confirm: '' };
    const result = registerFormSchema.safeParse(typed);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], authIssueMessage(issue, typed, t)]) ?? []);
    expect(messages).toEqual({
      email: 'auth.invalidEmail',
      username: 'auth.register.usernameRule',
      password: 'errors.passwordTooShort',
      confirm: 'auth.required',
    });
    const spaces = { ...typed, password: ' '.repeat(12) };
    const blank = registerFormSchema.safeParse(spaces).error?.issues.find((issue) => issue.path[0] === 'password');
    expect(blank && authIssueMessage(blank, spaces, t)).toBe('errors.passwordBlank');
    const mismatch = { email: 'a@b.co', username: 'anna', password: 'long-enough', confirm: 'long-enougH' };
    const issue = registerFormSchema.safeParse(mismatch).error?.issues[0];
    expect(issue && authIssueMessage(issue, mismatch, t)).toBe('auth.register.mismatch');
    expect(registerFormSchema.safeParse({ ...mismatch, confirm: 'long-enough' }).success).toBe(true);
  });

  it('says a rule once when the rule is the error, and ties whichever shows to the field', () => {
    const { rerender } = render(<Field label="Name" value="" onValueChange={() => {}} hint="3 to 30 letters" />);
    const input = screen.getByLabelText('Name');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('3 to 30 letters');
    rerender(<Field label="Name" value="" onValueChange={() => {}} hint="3 to 30 letters" error="3 to 30 letters" />);
    expect(screen.getAllByText('3 to 30 letters')).toHaveLength(1);
    expect(input.getAttribute('aria-describedby')).toMatch(/-error$/);
  });
});
