/** The fake backend's demo account (spec: default user 'admin'). With the fake backend on, the login page pre-fills and shows it. */
export const DEMO_ACCOUNT = {
  email: 'admin@stride.dev',
  password: 'stride-demo',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
} as const;

/**
 * A session of the demo account the fake backend knows from the start, so end-to-end tests, screenshots and
 * benchmarks can open a dashboard page already signed in. Every sign-in gets a new random token instead.
 */
export const FAKE_TOKEN = 'stride-fake-jwt-token';
