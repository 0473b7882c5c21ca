/** The roles an account can have. What each may do is the role table, src/contract/permissions.ts. */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
