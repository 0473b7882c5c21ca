/**
 * The task board's operations in the contract run both backends answer (src/contract/contract-cases.ts): for each one a
 * success and an error, each answer checked against the route's schema. They run in order as the run's administrator,
 * on a board they make and delete again; `vars` carries the ids from one case to the next. The roles, the concurrency
 * and the audit are src/contract/board-cases.ts'.
 */
import { BOARD_MESSAGES, type Board, type Card, type Comment } from './boards.ts';
import type { CaseContext, ContractCase } from './contract-cases.ts';

const num = (ctx: CaseContext, name: string) => ctx.vars.get(`board.${name}`) as number;
const keep = (ctx: CaseContext, name: string, value: number) => ctx.vars.set(`board.${name}`, value);
const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;
const card = { title: 'Contract card' };
const fields = { title: 'Contract card, changed', description: '', assigneeId: null, dueDate: null, labels: [], priority: 'low' };

const board = (ctx: CaseContext) => `/app/boards/${num(ctx, 'id')}`;
const task = (ctx: CaseContext) => `/app/tasks/${num(ctx, 'task')}`;

export function boardContractCases(): ContractCase[] {
  return [...boardCases(), ...taskCases(), ...deleteCases()];
}

/** A board made, read, renamed, given a column; a column renamed and moved first. */
function boardCases(): ContractCase[] {
  return [
    { operationId: 'listBoards', name: 'the boards', status: 200, run: (ctx) => ctx.call('GET', '/app/boards') },
    { operationId: 'listBoards', name: 'without a token', status: 401, run: (ctx) => ctx.call('GET', '/app/boards', { token: null }) },
    {
      operationId: 'createBoard',
      name: 'a board of the default columns',
      status: 200,
      run: async (ctx) => {
        const result = await ctx.call('POST', '/app/boards', { body: { name: 'Contract board' } });
        const made = result.body as Board;
        keep(ctx, 'id', made.id);
        keep(ctx, 'first', made.columns[0]!.id);
        keep(ctx, 'second', made.columns[1]!.id);
        return result;
      },
      check: (body) => ((body as Board).columns.length === 5 ? undefined : 'not the five default columns'),
    },
    { operationId: 'createBoard', name: 'no name', status: 400, run: (ctx) => ctx.call('POST', '/app/boards', { body: {} }) },
    { operationId: 'getBoard', name: 'the new board', status: 200, run: (ctx) => ctx.call('GET', board(ctx)) },
    {
      operationId: 'getBoard',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('GET', '/app/boards/999999'),
      check: says(BOARD_MESSAGES.noBoard),
    },
    {
      operationId: 'renameBoard',
      name: 'a new name',
      status: 200,
      run: (ctx) => ctx.call('PUT', board(ctx), { body: { name: 'Contract board 2' } }),
    },
    {
      operationId: 'renameBoard',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PUT', '/app/boards/999999', { body: { name: 'x' } }),
    },
    {
      operationId: 'addBoardColumn',
      name: 'a column at the end',
      status: 200,
      run: (ctx) => ctx.call('POST', `${board(ctx)}/columns`, { body: { name: 'Blocked', wipLimit: 3 } }),
      check: (body) => ((body as Board).columns.at(-1)?.name === 'Blocked' ? undefined : 'the column is not last'),
    },
    { operationId: 'addBoardColumn', name: 'no name', status: 400, run: (ctx) => ctx.call('POST', `${board(ctx)}/columns`, { body: {} }) },
    {
      operationId: 'updateBoardColumn',
      name: 'renamed and moved first',
      status: 200,
      run: (ctx) => ctx.call('PUT', `${board(ctx)}/columns/${num(ctx, 'second')}`, { body: { name: 'Next', index: 0 } }),
      check: (body) => ((body as Board).columns[0]?.name === 'Next' ? undefined : 'the column is not first'),
    },
    {
      operationId: 'updateBoardColumn',
      name: 'an unknown column',
      status: 404,
      run: (ctx) => ctx.call('PUT', `${board(ctx)}/columns/999999`, { body: { name: 'x' } }),
      check: says(BOARD_MESSAGES.noColumn),
    },
  ];
}

/** A card on that board created, changed, moved; its comments. */
function taskCases(): ContractCase[] {
  return [
    {
      operationId: 'createTask',
      name: 'a card',
      status: 200,
      run: async (ctx) => {
        const result = await ctx.call('POST', '/app/tasks', { body: { ...card, boardId: num(ctx, 'id'), columnId: num(ctx, 'first') } });
        keep(ctx, 'task', (result.body as Card).id);
        return result;
      },
    },
    {
      operationId: 'createTask',
      name: 'a column of no board',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/tasks', { body: { ...card, boardId: num(ctx, 'id'), columnId: 999999 } }),
    },
    {
      operationId: 'listTasks',
      name: "a page of the board's cards by title",
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/tasks?boardId=${num(ctx, 'id')}&sort=title:asc&page=1&pageSize=10`),
      check: (body) => ((body as { total?: unknown }).total === 1 ? undefined : 'the total is not the one card'),
    },
    { operationId: 'listTasks', name: 'every card', status: 200, run: (ctx) => ctx.call('GET', '/app/tasks?q=contract') },
    { operationId: 'listTasks', name: 'a bad page', status: 400, run: (ctx) => ctx.call('GET', '/app/tasks?page=0') },
    { operationId: 'listTasks', name: 'without a token', status: 401, run: (ctx) => ctx.call('GET', '/app/tasks', { token: null }) },
    { operationId: 'getTask', name: 'the card', status: 200, run: (ctx) => ctx.call('GET', task(ctx)) },
    { operationId: 'getTask', name: 'an unknown id', status: 404, run: (ctx) => ctx.call('GET', '/app/tasks/999999') },
    {
      operationId: 'updateTask',
      name: 'its fields',
      status: 200,
      run: (ctx) => ctx.call('PUT', task(ctx), { body: fields, ifMatch: '"1"' }),
    },
    {
      operationId: 'updateTask',
      name: 'a stale If-Match (412 with the card as it is)',
      status: 412,
      run: (ctx) => ctx.call('PUT', task(ctx), { body: fields, ifMatch: '"1"' }),
    },
    {
      operationId: 'moveTask',
      name: 'to the end of another column',
      status: 200,
      run: (ctx) => ctx.call('PATCH', task(ctx), { body: { columnId: num(ctx, 'second') }, ifMatch: '"2"' }),
      check: (body) => ((body as Card).version === 3 ? undefined : 'the version did not go up'),
    },
    {
      operationId: 'moveTask',
      name: 'a stale If-Match',
      status: 412,
      run: (ctx) => ctx.call('PATCH', task(ctx), { body: { columnId: num(ctx, 'first') }, ifMatch: '"2"' }),
    },
    { operationId: 'listTaskComments', name: 'none yet', status: 200, run: (ctx) => ctx.call('GET', `${task(ctx)}/comments`) },
    { operationId: 'listTaskComments', name: 'an unknown card', status: 404, run: (ctx) => ctx.call('GET', '/app/tasks/999999/comments') },
    {
      operationId: 'addTaskComment',
      name: 'a comment',
      status: 200,
      run: async (ctx) => {
        const result = await ctx.call('POST', `${task(ctx)}/comments`, { body: { text: 'Looks good' } });
        keep(ctx, 'comment', (result.body as Comment).id);
        return result;
      },
    },
    {
      operationId: 'addTaskComment',
      name: 'no text',
      status: 400,
      run: (ctx) => ctx.call('POST', `${task(ctx)}/comments`, { body: { text: '' } }),
    },
    {
      operationId: 'updateTaskComment',
      name: 'its author changes it',
      status: 200,
      run: (ctx) => ctx.call('PUT', `${task(ctx)}/comments/${num(ctx, 'comment')}`, { body: { text: 'Looks very good' } }),
    },
    {
      operationId: 'updateTaskComment',
      name: 'an unknown comment',
      status: 404,
      run: (ctx) => ctx.call('PUT', `${task(ctx)}/comments/999999`, { body: { text: 'x' } }),
      check: says(BOARD_MESSAGES.noComment),
    },
  ];
}

/** A column with cards refused then deleted handing them on; the card and the board deleted. */
function deleteCases(): ContractCase[] {
  return [
    {
      operationId: 'deleteBoardColumn',
      name: 'a column with cards, without moveTo',
      status: 409,
      run: (ctx) => ctx.call('DELETE', `${board(ctx)}/columns/${num(ctx, 'second')}`),
      check: says(BOARD_MESSAGES.columnHasCards),
    },
    {
      operationId: 'deleteBoardColumn',
      name: 'its cards moved to another column',
      status: 200,
      run: (ctx) => ctx.call('DELETE', `${board(ctx)}/columns/${num(ctx, 'second')}?moveTo=${num(ctx, 'first')}`),
    },
    { operationId: 'deleteTask', name: 'the card', status: 200, run: (ctx) => ctx.call('DELETE', task(ctx)) },
    { operationId: 'deleteTask', name: 'a deleted card', status: 404, run: (ctx) => ctx.call('DELETE', task(ctx)) },
    { operationId: 'deleteBoard', name: 'the board', status: 200, run: (ctx) => ctx.call('DELETE', board(ctx)) },
    { operationId: 'deleteBoard', name: 'a deleted board', status: 404, run: (ctx) => ctx.call('DELETE', board(ctx)) },
  ];
}
