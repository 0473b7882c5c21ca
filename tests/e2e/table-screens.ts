/**
 * Every table screen: path, sample size (src/schemas SAMPLE_SIZES), a sortable column header and, where the
 * form has no free-text field, which field the edit round trip changes.
 */
export const TABLES = [
  { path: 'apps/ecommerce/products/', size: 10, sort: 'Price' },
  { path: 'apps/ecommerce/orders/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/employees/', size: 12, sort: 'Name' },
  { path: 'apps/hr/departments/', size: 10, sort: 'Department' },
  { path: 'apps/hr/holidays/', size: 10, sort: 'Holiday' },
  { path: 'apps/hr/leave-employee/', size: 10, sort: 'Days' },
  { path: 'apps/hr/leave-hr/', size: 10, sort: 'Employee' },
  { path: 'apps/hr/attendance/', size: 10, sort: 'Check-in', edit: { label: 'Check-in', value: '06:07' } },
  { path: 'apps/hr/estimates/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/expenses/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/salary/', size: 10, sort: 'Salary' },
  { path: 'apps/social/friends/', size: 10, sort: 'Name' },
  { path: 'apps/social/events/', size: 7, sort: 'Event' },
  { path: 'apps/users/list/', size: 12, sort: 'Name' },
] as const;
