/**
 * Import, export and the background jobs in the contract run both backends take (src/contract/contract-cases.ts):
 * a file of good, bad and duplicate-id department rows lands exactly the good ones, its report names the bad ones, the
 * same file again changes nothing, another account's job is not found, a viewer may not import, an export's formula
 * cells arrive neutralised; and for every list, its export and import with their errors.
 */
import type { CallResult, CaseContext, ContractCase } from './contract-cases.ts';
import { BAD_EXPORT_FORMAT, importResultOf, NOT_CSV, NOT_IMPORTABLE, NOT_VALID_XLSX, NO_JOB, XLSX_TYPE, type Job } from './jobs.ts';
import { xlsxOf } from './xlsx.ts';
import { parseCsv } from './csv.ts';
import de from '../../public/assets/i18n/de.json';
import { exportJobCases } from './export-job-cases.ts';
import { importable } from './import-columns.ts';
import { MESSAGES } from './messages.ts';
import type { Notification } from '../schemas/notifications.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { LIST_NAMES, type ListName } from '../resources/index.ts';

const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;
const get = (path: string, token?: string | null) => (ctx: CaseContext) => ctx.call('GET', path, token === undefined ? {} : { token });
const unauthorised = (operationId: string, method: string, path: string): ContractCase[] => [
  { operationId, name: 'without a token', status: 401, run: (ctx) => ctx.call(method, path, { token: null }) },
  { operationId, name: 'with a forged token', status: 401, run: (ctx) => ctx.call(method, path, { token: 'forged-token' }) },
];

const csvBytes = (lines: readonly string[]) => ({ type: 'text/csv', bytes: new TextEncoder().encode(lines.join('\r\n')) });
const postCsv = (ctx: CaseContext, path: string, lines: readonly string[], token?: string | null) =>
  ctx.call('POST', path, { raw: csvBytes(lines), ...(token === undefined ? {} : { token }) });

/** The lines of a CSV answer, without its byte-order mark. */
const csvLines = (result: CallResult) =>
  (result.csv ?? '')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

/** Keeps the job id of a 202. */
const keepJob = (key: string) => (body: unknown, ctx: CaseContext) => {
  const id = (body as { jobId?: unknown }).jobId;
  ctx.vars.set(key, id);
  return typeof id === 'number' ? undefined : 'no jobId';
};

/** Reads job `key` until it has ended (both backends run it in the background), at most 30 s. */
function endedJob(key: string) {
  return async (ctx: CaseContext): Promise<CallResult> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const result = await ctx.call('GET', `/app/jobs/${String(ctx.vars.get(key))}`);
      const status = (result.body as Partial<Job> | undefined)?.status;
      if ((status !== 'queued' && status !== 'running') || Date.now() > deadline) return result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Whether an ended job has these counts; undefined when it has. */
function countsProblem(body: unknown, counts: { added: number; updated: number; unchanged: number; failed: number }): string | undefined {
  const job = body as Job;
  if (job.status !== 'done' || job.progress !== 1) return `status ${job.status}, progress ${job.progress}`;
  const { reportUrl: _url, ...found } = importResultOf(job) ?? {};
  return JSON.stringify(found) === JSON.stringify(counts) ? undefined : `counts ${JSON.stringify(found)}`;
}

async function tokenOf(ctx: CaseContext, role: 'editor' | 'viewer'): Promise<string | null> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const res = await ctx.call('POST', '/users/authenticate', { body: { email, password }, token: null });
  return (res.body as { token?: string } | undefined)?.token ?? null;
}

interface Department {
  id: number;
  departmentName: string;
  HOD: string;
  phone: string;
  email: string;
  employee: number;
}

/** The import of good, bad and duplicate-id rows, its job, its report and its rows, on the department list. */
function departmentImportCases(): ContractCase[] {
  return [
    {
      operationId: 'import_department',
      name: 'good, bad and duplicate-id rows, German headers',
      status: 202,
      run: async (ctx) => {
        const page = (await ctx.call('GET', '/app/department?page=1&pageSize=1&sort=id:asc')).body as { items: Department[] };
        const first = page.items[0]!;
        ctx.vars.set('import:first', first);
        const row = (d: Department, head: string) => `${d.id},${d.departmentName},${head},${d.phone},${d.email},${d.employee}`;
        return postCsv(ctx, '/app/department/import', [
          'id,Abteilung,Abteilungsleitung,Telefon,E-Mail,Mitarbeitende',
          ',Research,Ada Byron,+1 (555) 010-1300,research@stride.dev,12',
          row(first, first.HOD),
          row(first, 'New Head'),
          ',Broken,Someone,+1 (555) 010-1301,not-an-e-mail,5',
          ',Negative,Someone,+1 (555) 010-1302,neg@stride.dev,lots',
          '999999,Ghost,Someone,+1 (555) 010-1303,ghost@stride.dev,1',
          ',Logistics,Grace Hopper,+1 (555) 010-1304,logistics@stride.dev,8',
        ]);
      },
      check: keepJob('import:job'),
    },
    {
      operationId: 'getJob',
      name: 'the import, ended: 2 added, 1 updated, 1 unchanged, 3 failed',
      status: 200,
      run: endedJob('import:job'),
      check: (body, ctx) => {
        const problem = countsProblem(body, { added: 2, updated: 1, unchanged: 1, failed: 3 });
        const url = importResultOf(body as Job)?.reportUrl;
        if (url === undefined) return problem ?? 'no reportUrl';
        ctx.vars.set('import:report', url);
        return problem;
      },
    },
    ...jobNoticeCases(),
    {
      operationId: 'list_department',
      name: "the import's good rows landed, the bad ones did not",
      status: 200,
      run: get('/app/department'),
      check: (body, ctx) => {
        const rows = body as Department[];
        const names = rows.map((d) => d.departmentName);
        const first = ctx.vars.get('import:first') as Department;
        if (!names.includes('Research') || !names.includes('Logistics')) return 'a good row is missing';
        if (['Broken', 'Negative', 'Ghost'].some((name) => names.includes(name))) return 'a bad row landed';
        return rows.find((d) => d.id === first.id)?.HOD === 'New Head' ? undefined : 'the changed row was not updated';
      },
    },
    {
      operationId: 'getJobReport',
      name: 'the bad rows, by row number and column',
      status: 200,
      run: (ctx) => ctx.call('GET', String(ctx.vars.get('import:report'))),
      check: (_body, _ctx, result) => {
        const lines = csvLines(result);
        const found = lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','));
        if (lines[0] !== 'row,column,value,message') return `header ${lines[0]}`;
        const expected = ['4,email,not-an-e-mail', '5,employee,lots', '6,id,999999'];
        return JSON.stringify(found) === JSON.stringify(expected) ? undefined : `report ${JSON.stringify(found)}`;
      },
    },
    {
      operationId: 'getJobReport',
      name: "the bad rows' messages in the reader's language (Accept-Language: de-CH, de)",
      status: 200,
      run: (ctx) => ctx.call('GET', String(ctx.vars.get('import:report')), { language: 'de-CH,de;q=0.9,en;q=0.5' }),
      check: (_body, _ctx, result) => {
        const messages = parseCsv((result.csv ?? '').replace(/^\uFEFF/, ''))
          .slice(1)
          .map((row) => row[3]);
        const expected = [de.form.errors.email, de.form.errors.format, de.transfer.import.failure.noRow];
        return JSON.stringify(messages) === JSON.stringify(expected) ? undefined : `messages ${JSON.stringify(messages)}`;
      },
    },
  ];
}

/** The bell tells the starter the import has ended, with its counts and its report's path; another account, nothing. */
function jobNoticeCases(): ContractCase[] {
  const noticeOf = (body: unknown, ctx: CaseContext) =>
    (body as Notification[]).find((n) => n.kind === 'importDone' && n.about?.rowId === ctx.vars.get('import:job'));
  return [
    {
      operationId: 'listNotifications',
      name: "the starter's: the import is done, with its counts and its report",
      status: 200,
      run: get('/app/notifications'),
      check: (body, ctx) => {
        const notice = noticeOf(body, ctx);
        if (!notice) return 'no importDone notification of the job';
        if (notice.read) return 'it is read already';
        if (notice.about?.resource !== 'department') return `about ${notice.about?.resource}`;
        const { added, updated, failed } = notice.about.params;
        if (added !== 2 || updated !== 1 || failed !== 3) return `params ${JSON.stringify(notice.about.params)}`;
        return notice.url === ctx.vars.get('import:report') ? undefined : `url ${notice.url}`;
      },
    },
    {
      operationId: 'listNotifications',
      name: "another account's: not the import's",
      status: 200,
      run: async (ctx) => ctx.call('GET', '/app/notifications', { token: await tokenOf(ctx, 'editor') }),
      check: (body, ctx) => (noticeOf(body, ctx) ? "another account sees the starter's job" : undefined),
    },
  ];
}

/** A file of ids only, imported twice: the second time changes nothing. */
function sameFileCases(): ContractCase[] {
  const file = (ctx: CaseContext) => {
    const first = ctx.vars.get('import:first') as Department;
    return ['id,HOD', `${first.id},Second Head`];
  };
  return [
    {
      operationId: 'import_department',
      name: 'a file that changes one row',
      status: 202,
      run: (ctx) => postCsv(ctx, '/app/department/import', file(ctx)),
      check: keepJob('import:once'),
    },
    {
      operationId: 'getJob',
      name: 'that file, ended: 1 updated',
      status: 200,
      run: endedJob('import:once'),
      check: (body) => countsProblem(body, { added: 0, updated: 1, unchanged: 0, failed: 0 }),
    },
    {
      operationId: 'import_department',
      name: 'the same file again',
      status: 202,
      run: (ctx) => postCsv(ctx, '/app/department/import', file(ctx)),
      check: keepJob('import:twice'),
    },
    {
      operationId: 'getJob',
      name: 'the same file again, ended: 1 unchanged',
      status: 200,
      run: endedJob('import:twice'),
      check: (body) => countsProblem(body, { added: 0, updated: 0, unchanged: 1, failed: 0 }),
    },
  ];
}

/** GET, DELETE and the report of a job: the starter's only. */
function jobRouteCases(): ContractCase[] {
  const asEditor = (method: string, path: (ctx: CaseContext) => string) => async (ctx: CaseContext) =>
    ctx.call(method, path(ctx), { token: await tokenOf(ctx, 'editor') });
  const job = (ctx: CaseContext) => `/app/jobs/${String(ctx.vars.get('import:job'))}`;
  return [
    { operationId: 'getJob', name: "another account's job", status: 404, run: asEditor('GET', job), check: says(NO_JOB) },
    { operationId: 'getJob', name: 'no such job', status: 404, run: get('/app/jobs/987654') },
    ...unauthorised('getJob', 'GET', '/app/jobs/1'),
    {
      operationId: 'getJobReport',
      name: "another account's job",
      status: 404,
      run: asEditor('GET', (ctx) => `${job(ctx)}/report`),
      check: says(NO_JOB),
    },
    { operationId: 'getJobReport', name: 'no such job', status: 404, run: get('/app/jobs/987654/report') },
    ...unauthorised('getJobReport', 'GET', '/app/jobs/1/report'),
    {
      operationId: 'cancelJob',
      name: 'an ended job is left as it is',
      status: 200,
      run: (ctx) => ctx.call('DELETE', job(ctx)),
      check: (body) => ((body as Job).status === 'done' ? undefined : `status ${(body as Job).status}`),
    },
    { operationId: 'cancelJob', name: "another account's job", status: 404, run: asEditor('DELETE', job), check: says(NO_JOB) },
    ...unauthorised('cancelJob', 'DELETE', '/app/jobs/1'),
  ];
}

/** An export's cells that a spreadsheet would run arrive after a `'`. */
function neutralisedExportCases(): ContractCase[] {
  const name = '=1+2 Formula';
  return [
    {
      operationId: 'create_department',
      name: 'a row whose name starts with =',
      status: 200,
      run: (ctx) =>
        ctx.call('POST', '/app/department', {
          body: { departmentName: name, HOD: '@Head', phone: '+1 (555) 010-1900', email: 'formula@stride.dev', employee: 3 },
        }),
    },
    {
      operationId: 'export_department',
      name: 'that row, its formula cells neutralised',
      status: 200,
      run: get(`/app/department/export?format=csv&q=${encodeURIComponent('Formula')}&sort=id:desc`),
      check: (_body, _ctx, result) => {
        const [header, ...rows] = csvLines(result);
        if (!result.csv?.startsWith('\uFEFF')) return 'no byte-order mark';
        if (!header?.startsWith('id,')) return `header ${header}`;
        const row = rows.find((line) => line.includes('Formula'));
        return row?.includes(`,'${name},'@Head,`) ? undefined : `the row was ${row}`;
      },
    },
  ];
}

/** A workbook imports as its CSV would (its first sheet); an export as XLSX is a workbook; a broken one is refused. */
function xlsxCases(): ContractCase[] {
  const workbook = xlsxOf([
    ['Abteilung', 'Abteilungsleitung', 'Telefon', 'E-Mail', 'Mitarbeitende'],
    ['Workbook Dept', 'Ada Byron', '+1 (555) 010-1310', 'workbook@stride.dev', 4],
    ['Workbook Bad', 'Someone', '+1 (555) 010-1311', 'not-an-e-mail', 2],
  ]);
  return [
    {
      operationId: 'import_department',
      name: 'an XLSX workbook (German headers)',
      status: 202,
      run: (ctx) => ctx.call('POST', '/app/department/import', { raw: { type: XLSX_TYPE, bytes: workbook } }),
      check: keepJob('import:xlsx'),
    },
    {
      operationId: 'getJob',
      name: 'the workbook, ended: 1 added, 1 failed',
      status: 200,
      run: endedJob('import:xlsx'),
      check: (body) => countsProblem(body, { added: 1, updated: 0, unchanged: 0, failed: 1 }),
    },
    {
      operationId: 'import_department',
      name: 'a broken XLSX workbook',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/department/import', { raw: { type: XLSX_TYPE, bytes: new TextEncoder().encode('name\r\nx') } }),
      check: (body) => ((body as { message?: string }).message?.startsWith(NOT_VALID_XLSX) ? undefined : 'not the XLSX message'),
    },
    {
      operationId: 'export_department',
      name: 'the list as XLSX',
      status: 200,
      run: get('/app/department/export?format=xlsx'),
      check: (_body, _ctx, result) =>
        result.image?.headers.get('Content-Type')?.startsWith(XLSX_TYPE) && result.image.size > 0 ? undefined : 'not a workbook',
    },
  ];
}

/** Every list's export and import: success, the errors. */
function listTransferCases(name: ListName): ContractCase[] {
  const exportOp = `export_${name}`;
  const importOp = `import_${name}`;
  return [
    {
      operationId: exportOp,
      name: 'the list as CSV',
      status: 200,
      run: get(`/app/${name}/export?format=csv`),
      check: (_body, _ctx, result) => (csvLines(result)[0]?.startsWith('id') ? undefined : 'no id column first'),
    },
    { operationId: exportOp, name: 'an unknown sort field', status: 400, run: get(`/app/${name}/export?format=csv&sort=nope:asc`) },
    {
      operationId: exportOp,
      name: 'a format other than csv and xlsx',
      status: 400,
      run: get(`/app/${name}/export?format=pdf`),
      check: says(BAD_EXPORT_FORMAT),
    },
    ...unauthorised(exportOp, 'GET', `/app/${name}/export?format=csv`),
    importable(name)
      ? {
          operationId: importOp,
          name: 'a JSON body',
          status: 415,
          run: (ctx) => ctx.call('POST', `/app/${name}/import`, { body: { id: 1 } }),
          check: says(NOT_CSV),
        }
      : {
          operationId: importOp,
          name: 'a list that does not import',
          status: 400,
          run: (ctx) => postCsv(ctx, `/app/${name}/import`, ['id']),
          check: says(NOT_IMPORTABLE),
        },
    ...unauthorised(importOp, 'POST', `/app/${name}/import`),
  ];
}

export function jobContractCases(): ContractCase[] {
  return [
    ...departmentImportCases(),
    ...sameFileCases(),
    ...jobRouteCases(),
    {
      operationId: 'import_department',
      name: 'a viewer',
      status: 403,
      run: async (ctx) => postCsv(ctx, '/app/department/import', ['id,HOD'], await tokenOf(ctx, 'viewer')),
      check: says(MESSAGES.forbidden),
    },
    {
      operationId: 'import_department',
      name: 'a mapping that is not an object',
      status: 400,
      run: (ctx) => postCsv(ctx, `/app/department/import?mapping=${encodeURIComponent('[1]')}`, ['id,HOD']),
    },
    ...neutralisedExportCases(),
    // After the formula row (its download is checked for it) and the import (whose job has no file).
    ...exportJobCases(),
    ...xlsxCases(),
    ...LIST_NAMES.flatMap(listTransferCases),
  ];
}
