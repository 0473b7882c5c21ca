import { notificationSchema, notificationsSchema, notificationUpdateSchema } from '../schemas/index.ts';
import { error, idParam, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** The signed-in user's notifications (the bell menu of the dashboard). */
export const NOTIFICATION_ROUTES = {
  listNotifications: {
    method: 'get',
    path: '/app/notifications',
    operationId: 'listNotifications',
    tag: 'notifications',
    summary: 'The notifications of the signed-in user, newest first',
    auth: true,
    responses: { 200: { description: 'Notifications', schema: notificationsSchema }, 401: UNAUTHORISED },
  },
  updateNotification: {
    method: 'put',
    path: '/app/notifications/{id}',
    operationId: 'updateNotification',
    tag: 'notifications',
    summary: 'Mark a notification read or unread',
    auth: true,
    pathParams: idParam,
    body: notificationUpdateSchema,
    responses: {
      200: { description: 'The notification as saved', schema: notificationSchema },
      400: error('Malformed body'),
      401: UNAUTHORISED,
      404: error('No notification with that id'),
    },
  },
} as const satisfies Record<string, RouteDef>;
