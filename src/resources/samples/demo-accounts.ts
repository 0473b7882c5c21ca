import type { Role } from '../../schemas/roles.ts';

/** One demo account: what the login page's demo box shows and fills in. */
export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/**
 * Sample data of the accounts: one demo account per role, all with the same published password. The fake backend has them from the start; the
 * reference server adds them only with SEED_DEMO=1. Never part of a build with the fake backend off.
 */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@stride.dev', password: 'stride-demo', username: 'admin', firstName: 'Alex', lastName: 'Morgan' },
  editor: { email: 'editor@stride.dev', password: 'stride-demo', username: 'editor', firstName: 'Eva', lastName: 'Lindqvist' },
  viewer: { email: 'viewer@stride.dev', password: 'stride-demo', username: 'viewer', firstName: 'Victor', lastName: 'Okafor' },
} as const satisfies Record<Role, DemoAccount>;
