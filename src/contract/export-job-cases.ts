/**
 * The export past the threshold, as a background job, in the contract both backends keep (src/contract/contract-cases.ts).
 * Each case that wants a job lowers the backend's threshold for its own call only (`ctx.exportJobThreshold`), so the
 * every-list export cases stay streamed: a department view of more rows than the threshold is `202 { jobId }`, the job
 * ends `done` with every row and its result's `url`, the download has every row with its formula cells neutralised,
 * the bell says the export is ready, another account is answered 404 on the job and its file, a cancel stops it.
 */
import type { CallResult, CaseContext, ContractCase } from './contract-cases.ts';
import { exportResultOf, NO_EXPORT_FILE, NO_JOB, type Job } from './jobs.ts';
import type { Notification } from '../schemas/notifications.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';

const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;
const jobPath = (ctx: CaseContext, key: string) => `/app/jobs/${String(ctx.vars.get(key))}`;

/** Calls `path` with the backend's export threshold lowered to `rows` for this call only. */
function withThreshold(rows: number, call: (ctx: CaseContext) => Promise<CallResult>) {
  return async (ctx: CaseContext): Promise<CallResult> => {
    if (!ctx.exportJobThreshold) throw new Error('this run cannot lower the export threshold');
    ctx.exportJobThreshold(rows);
    try {
      return await call(ctx);
    } finally {
      ctx.exportJobThreshold(null);
    }
  };
}

/** Keeps the job id of a 202. */
const keepJob = (key: string) => (body: unknown, ctx: CaseContext) => {
  const id = (body as { jobId?: unknown }).jobId;
  ctx.vars.set(key, id);
  return typeof id === 'number' ? undefined : 'no jobId';
};

/** Reads job `key` until it has ended, at most 30 s. */
const endedJob = (key: string) => async (ctx: CaseContext) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = await ctx.call('GET', jobPath(ctx, key));
    const status = (result.body as Partial<Job> | undefined)?.status;
    if ((status !== 'queued' && status !== 'running') || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

async function editorToken(ctx: CaseContext): Promise<string | null> {
  const { email, password } = DEMO_ACCOUNTS.editor;
  const res = await ctx.call('POST', '/users/authenticate', { body: { email, password }, token: null });
  return (res.body as { token?: string } | undefined)?.token ?? null;
}

const csvLines = (result: CallResult) =>
  (result.csv ?? '')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

/** The export job of the whole department list, from the 202 to its download. */
function exportJobCases(): ContractCase[] {
  return [
    {
      operationId: 'export_department',
      name: 'more rows than the (lowered) threshold: a job',
      status: 202,
      run: withThreshold(2, async (ctx) => {
        const page = await ctx.call('GET', '/app/department?page=1&pageSize=1');
        ctx.vars.set('export:total', (page.body as { total?: number }).total);
        return ctx.call('GET', '/app/department/export?format=csv&sort=id:asc');
      }),
      check: keepJob('export:job'),
    },
    {
      operationId: 'getJob',
      name: 'the export, ended: done, every row, the url of its file',
      status: 200,
      run: endedJob('export:job'),
      check: (body, ctx) => {
        const job = body as Job;
        const result = exportResultOf(job);
        if (job.kind !== 'export' || job.status !== 'done' || job.progress !== 1) return `${job.kind} ${job.status} ${job.progress}`;
        if (!result || result.rows !== ctx.vars.get('export:total'))
          return `rows ${result?.rows}, the list has ${String(ctx.vars.get('export:total'))}`;
        return result.url === `${jobPath(ctx, 'export:job')}/download` ? undefined : `url ${result.url}`;
      },
    },
    {
      operationId: 'downloadJob',
      name: "the export's file: every row, id order, formula cells neutralised",
      status: 200,
      run: (ctx) => ctx.call('GET', `${jobPath(ctx, 'export:job')}/download`),
      check: (_body, ctx, result) => {
        if (!result.csv?.startsWith('\uFEFF')) return 'no byte-order mark';
        const [header, ...rows] = csvLines(result);
        if (!header?.startsWith('id,departmentName,')) return `header ${header}`;
        if (rows.length !== ctx.vars.get('export:total')) return `${rows.length} rows`;
        const ids = rows.map((line) => Number(line.split(',')[0]));
        if (ids.some((id, i) => i > 0 && id <= ids[i - 1]!)) return 'not in id order';
        return rows.some((line) => line.includes(",'=1+2 Formula,'@Head,")) ? undefined : 'no neutralised formula row';
      },
    },
    {
      operationId: 'listNotifications',
      name: "the starter's: the export is ready, with its rows and its file",
      status: 200,
      run: (ctx) => ctx.call('GET', '/app/notifications'),
      check: (body, ctx) => {
        const notice = (body as Notification[]).find((n) => n.kind === 'exportDone' && n.about?.rowId === ctx.vars.get('export:job'));
        if (!notice) return 'no exportDone notification of the job';
        if (notice.about?.resource !== 'department' || notice.about.params.count !== ctx.vars.get('export:total'))
          return `about ${JSON.stringify(notice.about)}`;
        return notice.url === `${jobPath(ctx, 'export:job')}/download` ? undefined : `url ${notice.url}`;
      },
    },
    ...othersCases(),
    ...cancelCases(),
  ];
}

/** The job and its file are the starter's only; an import has no file to download. */
function othersCases(): ContractCase[] {
  const asEditor = (suffix: string) => async (ctx: CaseContext) =>
    ctx.call('GET', `${jobPath(ctx, 'export:job')}${suffix}`, { token: await editorToken(ctx) });
  return [
    { operationId: 'getJob', name: "another account's export job", status: 404, run: asEditor(''), check: says(NO_JOB) },
    { operationId: 'downloadJob', name: "another account's export", status: 404, run: asEditor('/download'), check: says(NO_JOB) },
    { operationId: 'downloadJob', name: 'no such job', status: 404, run: (ctx) => ctx.call('GET', '/app/jobs/987654/download') },
    {
      operationId: 'downloadJob',
      name: 'an import job: no file',
      status: 404,
      run: (ctx) => ctx.call('GET', `${jobPath(ctx, 'import:job')}/download`),
      check: says(NO_EXPORT_FILE),
    },
    {
      operationId: 'downloadJob',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/app/jobs/1/download', { token: null }),
    },
    {
      operationId: 'downloadJob',
      name: 'with a forged token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/app/jobs/1/download', { token: 'forged-token' }),
    },
  ];
}

/** An export job cancelled at once ends cancelled, with no file. */
function cancelCases(): ContractCase[] {
  return [
    {
      operationId: 'export_department',
      name: 'an export job, to cancel',
      status: 202,
      run: withThreshold(0, (ctx) => ctx.call('GET', '/app/department/export?format=xlsx')),
      check: keepJob('export:cancelled'),
    },
    {
      operationId: 'cancelJob',
      name: 'the export job, at once',
      status: 200,
      run: (ctx) => ctx.call('DELETE', jobPath(ctx, 'export:cancelled')),
      check: (body) => ((body as Job).status === 'cancelled' ? undefined : `status ${(body as Job).status}`),
    },
    {
      operationId: 'getJob',
      name: 'the cancelled export job stays cancelled',
      status: 200,
      run: endedJob('export:cancelled'),
      check: (body) => ((body as Job).status === 'cancelled' && !exportResultOf(body as Job)?.url ? undefined : JSON.stringify(body)),
    },
    {
      operationId: 'downloadJob',
      name: 'a cancelled export: no file',
      status: 404,
      run: (ctx) => ctx.call('GET', `${jobPath(ctx, 'export:cancelled')}/download`),
      check: says(NO_EXPORT_FILE),
    },
  ];
}

export { exportJobCases };
