import { z } from 'zod';

/**
 * Every enumeration of spec section 4. The values are the exact sample-data values and also the
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
/** Role-like labels of the user grid (spec section 6): display only, nothing is enforced. */
export const ROLES = ['Admin', 'Subscriber', 'Editor', 'Developer', 'Author'] as const;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Colour classes of calendar events; the calendar island maps them to theme tokens. */
export const CALENDAR_CLASSES = ['event-primary', 'event-success', 'event-warning', 'event-danger', 'event-info'] as const;

export const productStatus = z.enum(PRODUCT_STATUSES);
export const orderStatus = z.enum(ORDER_STATUSES);
export const leaveEmployeeStatus = z.enum(LEAVE_EMPLOYEE_STATUSES);
export const leaveHRStatus = z.enum(LEAVE_HR_STATUSES);
export const estimateStatus = z.enum(ESTIMATE_STATUSES);
export const eventStatus = z.enum(EVENT_STATUSES);
export const userStatus = z.enum(USER_STATUSES);
export const noteCategory = z.enum(NOTE_CATEGORIES);
export const holidayType = z.enum(HOLIDAY_TYPES);
export const leaveType = z.enum(LEAVE_TYPES);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const role = z.enum(ROLES);
export const weekday = z.enum(WEEKDAYS);
export const calendarClass = z.enum(CALENDAR_CLASSES);

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
