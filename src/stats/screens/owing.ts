/** The dashboards' money is in US dollars (src/schemas/stats.ts): receivables are shown in that currency. */
export const RECEIVABLES_CURRENCY = 'USD';
/** The statuses of an invoice that is owed: what is left of its total counts as outstanding. */
export const OWING_STATUSES = ['sent', 'partly_paid', 'overdue'] as const;
