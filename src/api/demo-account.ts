/** The fake backend's demo account, user 'admin'. The login page pre-fills and shows it. */
export const DEMO_ACCOUNT = {
  email: 'admin@stride.dev',
  password: 'stride-demo',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
} as const;

/** The bearer value the fake backend accepts for the protected /users calls. */
export const FAKE_TOKEN = 'stride-fake-jwt-token';
