/**
 * The end-date filters of a list whose rows stop counting on a date (its resource's `endDate`: an employee's exit
 * date), in the contract run both backends answer (src/contract/contract-cases.ts): a row given an end date is found by
 * `?endFrom=&endTo=` around it and left out by `?activeOn=` from that day on; a bad day, or a range with one end, is 400.
 */
import { END_FILTER_MESSAGE } from './list-query.ts';
import type { CaseContext, ContractCase } from './contract-cases.ts';
import { createdStatus, endDateField, generatedCode, historyDateField, LIST_NAMES, type ListName } from '../resources/index.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';

const START = '2026-01-10';
const END = '2026-06-15';
const DAY_BEFORE_END = '2026-06-14';

const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;

/** The rows of a plain or paged answer. */
const rowsOf = (body: unknown): Record<string, unknown>[] =>
  (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Record<string, unknown>[];

function endDateCases(name: ListName, field: string): ContractCase[] {
  const operationId = `list_${name}`;
  const created = (ctx: CaseContext) => ctx.vars.get(`${name}:ended`);
  /** Every row passes `keep`, and the row made here is among them (`present`) or not. */
  const listed = (keep: (end: unknown) => boolean, present: boolean) => (body: unknown, ctx: CaseContext) => {
    const rows = rowsOf(body);
    if (rows.some((r) => !keep(r[field]))) return `a row with ${field} ${String(rows.find((r) => !keep(r[field]))?.[field])}`;
    return rows.some((r) => r.id === created(ctx)) === present ? undefined : `the row ended on ${END} is ${present ? 'missing' : 'there'}`;
  };
  const inRange = (end: unknown) => typeof end === 'string' && end >= END && end <= END;
  const activeOn = (day: string) => (end: unknown) => end === null || end === undefined || (typeof end === 'string' && end > day);
  const { id: _id, ...sample } = SAMPLE_ROWS[name][0] as Record<string, unknown>;
  const history = historyDateField(name);
  const code = generatedCode(name);
  return [
    {
      operationId: `create_${name}`,
      name: `a row with ${field} ${END}`,
      status: createdStatus(name),
      run: async (ctx) => {
        const next = code ? ((await ctx.call('GET', `/app/${name}/next-id`)).body as { value: string }).value : undefined;
        const body = { ...sample, ...(code ? { [code.field]: next } : {}), ...(history ? { [history]: START } : {}), [field]: END };
        return ctx.call('POST', `/app/${name}`, { body });
      },
      check: (body, ctx) => {
        ctx.vars.set(`${name}:ended`, (body as { id?: unknown }).id);
        return (body as Record<string, unknown>)[field] === END ? undefined : `${field} was not kept`;
      },
    },
    {
      operationId,
      name: `?endFrom=&endTo= around ${field}`,
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/${name}?endFrom=${END}&endTo=${END}`),
      check: listed(inRange, true),
    },
    {
      operationId,
      name: '?endFrom=&endTo= paged: its total',
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/${name}?endFrom=${END}&endTo=${END}&page=1&pageSize=50`),
      check: (body, ctx) =>
        listed(inRange, true)(body, ctx) ??
        ((body as { total: number }).total === rowsOf(body).length ? undefined : 'the total is not the rows in the range'),
    },
    {
      operationId,
      name: `?activeOn= the day the row ended: left out`,
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/${name}?activeOn=${END}`),
      check: listed(activeOn(END), false),
    },
    {
      operationId,
      name: `?activeOn= the day before: kept`,
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/${name}?activeOn=${DAY_BEFORE_END}&page=1&pageSize=500`),
      check: listed(activeOn(DAY_BEFORE_END), true),
    },
    {
      operationId,
      name: '?endFrom= without endTo',
      status: 400,
      run: (ctx) => ctx.call('GET', `/app/${name}?endFrom=${END}`),
      check: says(END_FILTER_MESSAGE),
    },
    {
      operationId,
      name: '?activeOn= not a day',
      status: 400,
      run: (ctx) => ctx.call('GET', `/app/${name}?activeOn=2026-13-45`),
      check: says(END_FILTER_MESSAGE),
    },
    {
      operationId: `create_${name}`,
      name: `${field} before ${history ?? 'the start'}`,
      status: 400,
      run: async (ctx) => {
        const next = code ? ((await ctx.call('GET', `/app/${name}/next-id`)).body as { value: string }).value : undefined;
        const body = { ...sample, ...(code ? { [code.field]: next } : {}), ...(history ? { [history]: END } : {}), [field]: START };
        return ctx.call('POST', `/app/${name}`, { body });
      },
    },
    {
      operationId: `delete_${name}`,
      name: `the row with ${field}`,
      status: 200,
      run: (ctx) => ctx.call('DELETE', `/app/${name}/${String(created(ctx))}`),
    },
  ];
}

/** The cases of every list with an end date. */
export function endDateContractCases(): ContractCase[] {
  return LIST_NAMES.flatMap((name) => {
    const field = endDateField(name);
    return field ? endDateCases(name, field) : [];
  });
}
