import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from '../resources/samples/demo-accounts.ts';

/** The fake backend's first demo account, the administrator 'admin'. With the fake backend on, the login page pre-fills and shows it. */
export const DEMO_ACCOUNT = DEMO_ACCOUNTS.admin;

/**
 * A session of the demo administrator the fake backend knows from the start, so end-to-end tests, screenshots and
 * benchmarks can open a dashboard page already signed in. Every sign-in gets a new random token instead.
 */
export const FAKE_TOKEN = 'stride-fake-jwt-token';
