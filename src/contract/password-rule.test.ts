import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { newPasswordRefusal, PASSWORD_MESSAGES } from './password-rule.ts';

const account = { email: 'Alex.Morgan@example.com', username: 'amorgan' };

describe('newPasswordRefusal', () => {
  it('refuses every demo account password (the published list follows the sample data)', async () => {
    const passwords = new Set(Object.values(DEMO_ACCOUNTS).map((demo) => demo.password));
    for (const password of passwords) expect(await newPasswordRefusal(password)).toBe(PASSWORD_MESSAGES.demo);
  });

  it.each(['aaaaaaaaaa', 'AAAAAaaaaa', '1111111111', 'abababababab', 'xxxxxxxx12', 'aaaaaa1234'])(
    'refuses %j: one character or mostly repeated characters',
    async (password) => expect(await newPasswordRefusal(password)).toBe(PASSWORD_MESSAGES.repeated),
  );

  it.each([
    ['the e-mail', 'alex.morgan@example.com'],
    ['the part before the @', 'Alex.Morgan'],
    ['the part before the @ with a few characters', 'alex.morgan!1'],
    ['the username', 'AMORGAN-x'],
  ])("refuses %s of the account's own", async (_, password) => {
    expect(await newPasswordRefusal(password, account)).toBe(PASSWORD_MESSAGES.personal);
  });

  it('refuses a common password; without an account, its words are not checked', async () => {
    expect(await newPasswordRefusal('basketball')).toBe(PASSWORD_MESSAGES.common);
    expect(await newPasswordRefusal('alex.morgan@example.com')).toBeNull();
  });

  it.each(['correct-horse', 'Mississippi-1', 'alex.morgan likes long hikes', 'first-Passw0rd!'])('accepts %j', async (password) => {
    expect(await newPasswordRefusal(password, account)).toBeNull();
  });
});
