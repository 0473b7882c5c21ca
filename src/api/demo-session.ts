import { permissionsOf } from '../contract/permissions.ts';
import { DEMO_USER } from '../mocks/db.ts';
import { FAKE_TOKEN } from '../mocks/demo-account.ts';
import { saveSession } from './session.ts';

/** Signs the app's API client in as the fake backend's demo account, for store tests that go through it. */
export function signInAsDemo(): void {
  saveSession({
    id: DEMO_USER.id,
    email: DEMO_USER.email,
    username: DEMO_USER.username,
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    token: FAKE_TOKEN,
    role: 'admin',
    permissions: [...permissionsOf('admin')],
  });
}
