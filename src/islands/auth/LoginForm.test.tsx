// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { provideIslandMessages } from '../../i18n/island-messages.ts';
import { islandMessagesJson } from '../../i18n/messages.ts';
import LoginForm from './LoginForm.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
provideIslandMessages('en', JSON.parse(islandMessagesJson('en')) as Parameters<typeof provideIslandMessages>[1]);

const DEMO = { role: 'admin', email: 'admin@stride.dev', password: 'stride-demo' };
const form = (
  <LoginForm
    locale="en"
    demos={[DEMO]}
    dashboardPath="/dashboard/"
    returnPaths={[]}
    registerPath="/auth/register/"
    forgotPath="/auth/forgot-password/"
  />
);

/** The server's HTML in the page, `typed` put into its fields as a person would before the island runs, then hydrated. */
async function hydrateAfterTyping(typed: { email?: string; password?: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  if (typed.email !== undefined) field('email').value = typed.email;
  if (typed.password !== undefined) field('password').value = typed.password;
  await act(async () => {
    hydrateRoot(container, form);
  });
  return { email: field('email').value, password: field('password').value };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sign-in form with demo accounts', () => {
  it('fills in the demo account when nothing was typed', async () => {
    expect(await hydrateAfterTyping({})).toEqual({ email: DEMO.email, password: DEMO.password });
  });

  it('keeps what was typed before it hydrated instead of the demo account', async () => {
    expect(await hydrateAfterTyping({ email: 'me@example.com' })).toEqual({ email: 'me@example.com', password: '' });
    document.body.innerHTML = '';
    expect(await hydrateAfterTyping({ password: 'half a secret' })).toEqual({ email: '', password: 'half a secret' });
  });
});
