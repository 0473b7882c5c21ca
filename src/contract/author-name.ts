/** The names an account has; its author name is built from them as the live stream and the header build it. */
export interface AuthorAccount {
  firstName: string;
  lastName: string;
  username: string;
}

/** An account's name as a row's author: its first and last names, or its username when it gave neither. */
export function authorName(account: AuthorAccount, max = Infinity): string {
  return (`${account.firstName} ${account.lastName}`.trim() || account.username).slice(0, max);
}
