import { HttpResponse, type HttpHandler } from 'msw';
import { HEALTH_ROUTES } from '../../contract/health.ts';
import { route, type HandlerContext } from './kit.ts';

/** The fake backend's database is the page's memory, and its live changes go between tabs: both always answer. */
export function healthHandlers(ctx: HandlerContext): HttpHandler[] {
  return [route(ctx, HEALTH_ROUTES.health, () => HttpResponse.json({ status: 'ok', db: 'ok', listener: 'ok' }))];
}
