/**
 * Every enumeration of the data, as plain constants: this file has no zod, so a page that only
 * needs the values (a column's filter, a chart's legend) does not download zod. The zod enums are in
 * enum-schemas.ts. The values are the exact sample-data values and also the
 * translation keys under `enums.<enumName>.<Value>` (see public/assets/i18n/*.json).
 */
export const PRODUCT_STATUSES = ['Scheduled', 'Publish', 'Inactive'] as const;
export const ORDER_STATUSES = ['Delivered', 'Shipping', 'New', 'Pending', 'Return', 'Cancelled'] as const;
export const LEAVE_EMPLOYEE_STATUSES = ['Approved', 'Pending', 'Declined'] as const;
/** The HR leave list also carries requests nobody has looked at yet. */
export const LEAVE_HR_STATUSES = ['Approved', 'Pending', 'Declined', 'New'] as const;
export const ESTIMATE_STATUSES = ['Accepted', 'Declined', 'Expired'] as const;
export const EVENT_STATUSES = ['Ongoing', 'Draft', 'Closed'] as const;
export const USER_STATUSES = ['Verified', 'Waiting', 'Rejected'] as const;
export const NOTE_CATEGORIES = ['personal', 'business', 'social', 'home'] as const;
export const HOLIDAY_TYPES = ['Gazetted Holiday', 'Observance', 'Restricted Holiday'] as const;
export const LEAVE_TYPES = ['Medical Leave', 'Casual Leave', 'Sick Leave'] as const;
export const PAYMENT_METHODS = ['Credit Card', 'Paypal', 'Visa Card', 'American Express', 'COD'] as const;
/** Role-like labels of the user grid: display only, nothing is enforced. */
export const ROLES = ['Admin', 'Subscriber', 'Editor', 'Developer', 'Author'] as const;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Colour classes of calendar events; the calendar island maps them to theme tokens. */
export const CALENDAR_CLASSES = ['event-primary', 'event-success', 'event-warning', 'event-danger', 'event-info'] as const;

/** Enumeration name -> values; the name is the translation namespace key `enums.<name>`. */
export const ENUMS = {
  productStatus: PRODUCT_STATUSES,
  orderStatus: ORDER_STATUSES,
  leaveStatus: LEAVE_HR_STATUSES,
  estimateStatus: ESTIMATE_STATUSES,
  eventStatus: EVENT_STATUSES,
  userStatus: USER_STATUSES,
  noteCategory: NOTE_CATEGORIES,
  holidayType: HOLIDAY_TYPES,
  leaveType: LEAVE_TYPES,
  paymentMethod: PAYMENT_METHODS,
  role: ROLES,
  weekday: WEEKDAYS,
} as const;
export type EnumName = keyof typeof ENUMS;
