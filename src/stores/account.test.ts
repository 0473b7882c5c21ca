// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../mocks/node.ts';
import { DEMO_ACCOUNT, FAKE_TOKEN } from '../mocks/demo-account.ts';
import { $currentUser, saveSession, SESSION_KEY } from '../api/session.ts';
import { accountStore } from './account.ts';

const { server } = createTestServer({ baseUrl: location.origin });
beforeAll(() => {
  // happy-dom has no service workers: the app's backend start-up reports that; msw/node answers instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  saveSession({ id: 1, email: DEMO_ACCOUNT.email, username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: FAKE_TOKEN });
});

describe('account store', () => {
  it('loads the profile through GET /users/me', async () => {
    await accountStore.load();
    expect(accountStore.$profile.get()).toMatchObject({ loading: false, error: null, data: { username: 'admin', role: 'admin' } });
  });

  it('saves a new first name and puts it in the session, stored for the next page', async () => {
    await accountStore.load();
    const { id: _id, role: _role, createdAt: _createdAt, ...editable } = accountStore.$profile.get().data!;
    await accountStore.save({ ...editable, firstName: 'Alexa' });
    expect($currentUser.get()?.firstName).toBe('Alexa');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ firstName: 'Alexa', token: FAKE_TOKEN });
  });

  it('hands a wrong current password back as the backend said it', async () => {
    await expect(accountStore.changePassword({ currentPassword: 'nope', newPassword: 'new-password-1' })).rejects.toThrow(
      'Current password is incorrect',
    );
  });
});
