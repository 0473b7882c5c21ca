import { HttpResponse, type HttpHandler } from 'msw';
import { notificationUpdateSchema } from '../../schemas/index.ts';
import { NOTIFICATION_ROUTES } from '../../contract/notifications.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

/** GET /app/notifications and PUT /app/notifications/{id} (read / unread). */
export function notificationHandlers(ctx: HandlerContext): HttpHandler[] {
  const { notifications } = ctx;
  return [
    route(ctx, NOTIFICATION_ROUTES.listNotifications, ({ request }) =>
      HttpResponse.json(notifications.all(new Date(), callerOf(ctx, request))),
    ),
    route(ctx, NOTIFICATION_ROUTES.updateNotification, async ({ request, params }) => {
      const id = idParam(params);
      const caller = callerOf(ctx, request);
      if (id === null || !notifications.all(new Date(), caller).some((n) => n.id === id)) {
        return errorResponse(404, 'No notification with that id');
      }
      const body = await readBody(request, notificationUpdateSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json(notifications.setRead(id, body.value.read, new Date(), caller));
    }),
  ];
}
