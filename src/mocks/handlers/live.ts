import { HttpResponse, type HttpHandler } from 'msw';
import { CHANGE_EVENT, HEARTBEAT_MS, LIVE_ROUTES, type LiveChange } from '../../contract/live.ts';
import { can } from '../../contract/permissions.ts';
import { ownerField } from '../ownership.ts';
import { memberField } from '../membership.ts';
import { callerOf, route, type HandlerContext } from './kit.ts';
import { CHAT_EVENT, type ChatEvent } from '../../contract/chat.ts';
import { chatLiveOf } from './chat-live.ts';
import { JOB_EVENT, type Job } from '../../contract/jobs.ts';
import { jobLiveOf } from './job-state.ts';

const encoder = new TextEncoder();
const chatBlock = (event: ChatEvent) => encoder.encode(`event: ${CHAT_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
const jobBlock = (job: Job) => encoder.encode(`event: ${JOB_EVENT}\ndata: ${JSON.stringify(job)}\n\n`);
const block = (change: LiveChange) => encoder.encode(`id: ${change.id}\nevent: ${CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);

/** The number a request names as its Last-Event-ID (header, else `lastEventId`), or null. */
function lastEventId(request: Request): number | null {
  const raw = request.headers.get('Last-Event-ID') ?? new URL(request.url).searchParams.get('lastEventId');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/**
 * GET /app/events: the changes the caller's role may read, as the reference server streams them; a change of an owned
 * row, to its owner only (one whose owner this tab did not record, to nobody); a change of a row with members, to its
 * members as they are when the change is sent; team chat's events (chat-live.ts) to the conversation's members only;
 * a job's progress and end (job-state.ts) to its starter only.
 */
export function liveHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, LIVE_ROUTES.liveEvents, ({ request }) => {
      const caller = callerOf(ctx, request);
      const role = ctx.accounts.callerRole(caller);
      const after = lastEventId(request);
      let stop = () => undefined as void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const send = (change: LiveChange) => {
            if (!can(role, `${change.resource}.read`)) return;
            if (ownerField(change.resource) !== undefined && ctx.live.ownerOf(change) !== caller) return;
            if (memberField(change.resource) !== undefined && !ctx.live.membersOf(change).includes(caller)) return;
            controller.enqueue(block(change));
          };
          if (after !== null) for (const change of ctx.live.since(after)) send(change);
          controller.enqueue(encoder.encode(': connected\n\n'));
          const unsubscribe = ctx.live.subscribe(send);
          const chat = chatLiveOf(ctx.db);
          const stopChat = chat.subscribe((event, alsoTo) => {
            if (chat.reaches(event, alsoTo, caller)) controller.enqueue(chatBlock(event));
          });
          const stopJobs = jobLiveOf(ctx.db).subscribe((job, accountId) => {
            if (accountId === caller) controller.enqueue(jobBlock(job));
          });
          const heartbeat = setInterval(() => controller.enqueue(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
          stop = () => {
            unsubscribe();
            stopChat();
            stopJobs();
            clearInterval(heartbeat);
          };
        },
        cancel: () => stop(),
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
    }),
  ];
}
