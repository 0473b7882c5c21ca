import { sql, type SQL } from 'drizzle-orm';
import { CARD_LIST_FIELDS, type Board, type BoardPerson, type BoardSummary, type Card, type Comment } from '../../src/contract/boards.ts';
import type { ListPage, ListQuery } from '../../src/contract/list-query.ts';
import type { Db } from '../db/connect.ts';

/**
 * The task boards' reads on the server (tables of migration 0025): a board with its columns and cards in their order,
 * one card, the comments. The writes are in server/routes/boards.ts, board-tasks.ts and server/lists/board-move.ts.
 */

/** The database or one of its transactions. */
export type Exec = Pick<Db, 'execute'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows a statement answers (both drivers answer `{ rows }`), as the columns it names them. */
export async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The columns of a card as the API names them, with its comment count. */
const CARD_COLUMNS = sql.raw(`t.id, t.board_id as "boardId", t.column_id as "columnId", t.title, t.description,
  t.assignee_id as "assigneeId", t.due_date as "dueDate", t.labels, t.priority, t.position, t.version,
  (select count(*)::int from task_comments c where c.task_id = t.id) as "commentCount"`);

/** The card's fields in the contract's order, whatever order the database answered them in. */
function card(row: Card): Card {
  const { id, boardId, columnId, title, description, assigneeId, dueDate, labels, priority, position, commentCount, version } = row;
  const parsedLabels = typeof labels === 'string' ? (JSON.parse(labels) as Card['labels']) : labels;
  return {
    id,
    boardId,
    columnId,
    title,
    description,
    assigneeId,
    dueDate,
    labels: parsedLabels,
    priority,
    position,
    commentCount,
    version,
  };
}

/** One card, `for update` when `lock` (the caller's transaction then holds it until it ends). */
export async function readCard(db: Exec, id: number, lock = false): Promise<Card | undefined> {
  const [row] = await rows<Card>(db, sql`select ${CARD_COLUMNS} from tasks t where t.id = ${id} ${lock ? sql`for update of t` : sql``}`);
  return row && card(row);
}

/** A field of the card list (`CARD_LIST_FIELDS`) as SQL: what `sort` orders by and a filter compares. */
const CARD_LIST_SQL: Readonly<Record<string, string>> = {
  id: 't.id',
  boardId: 't.board_id',
  columnId: 't.column_id',
  title: 't.title',
  assigneeId: 't.assignee_id',
  dueDate: 't.due_date',
  priority: 't.priority',
  commentCount: '(select count(*)::int from task_comments c where c.task_id = t.id)',
};

/**
 * `GET /app/tasks`: the cards of every board as a list, as the fake backend's `applyListQuery` answers it: filters as
 * equality (OR within a field, AND across), `q` a case-insensitive substring of the title or the description, sorted
 * by the field (text byte by byte, as `collate "C"`; no value last going up, first going down) then by id; all the
 * cards, or one page with the total.
 */
export async function listCards(db: Exec, query: ListQuery): Promise<Card[] | ListPage<Card>> {
  const where: SQL[] = [];
  for (const [field, values] of Object.entries(query.filters)) {
    const integer = CARD_LIST_FIELDS[field] === 'integer';
    const wanted = values.map((value) => (integer ? sql`${Number(value)}` : sql`${value}`));
    where.push(sql`${sql.raw(CARD_LIST_SQL[field]!)} in (${sql.join(wanted, sql`, `)})`);
  }
  if (query.q) where.push(sql`(position(${query.q} in lower(t.title)) > 0 or position(${query.q} in lower(t.description)) > 0)`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const sort = query.sort;
  const byField = sort
    ? sql.raw(`${CARD_LIST_SQL[sort.field]!}${CARD_LIST_FIELDS[sort.field] === 'text' ? ' collate "C"' : ''} ${sort.direction}, `)
    : sql``;
  const limit = query.page === undefined ? sql`` : sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  const found = await rows<Card>(db, sql`select ${CARD_COLUMNS} from tasks t ${condition} order by ${byField}t.id ${limit}`);
  const items = found.map(card);
  if (query.page === undefined) return items;
  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from tasks t ${condition}`);
  return { items, total: counted?.total ?? 0 };
}

export interface ColumnRow {
  id: number;
  boardId: number;
  name: string;
  wipLimit: number | null;
  position: number;
}

/** The columns of a board in their order. */
export async function readColumns(db: Exec, boardId: number): Promise<ColumnRow[]> {
  return rows<ColumnRow>(
    db,
    sql`select id, board_id as "boardId", name, wip_limit as "wipLimit", position from board_columns where board_id = ${boardId} order by position, id`,
  );
}

/** A board with its columns and cards in their order, or undefined. */
export async function readBoard(db: Exec, id: number): Promise<Board | undefined> {
  const [board] = await rows<{ id: number; name: string }>(db, sql`select id, name from boards where id = ${id}`);
  if (!board) return undefined;
  const columns = await readColumns(db, id);
  const cards = (
    await rows<Card>(db, sql`select ${CARD_COLUMNS} from tasks t where t.board_id = ${id} order by t.position collate "C", t.id`)
  ).map(card);
  return {
    id: board.id,
    name: board.name,
    columns: columns.map((c) => ({ id: c.id, name: c.name, wipLimit: c.wipLimit, cards: cards.filter((t) => t.columnId === c.id) })),
    people: await readPeople(db),
  };
}

/** An account's name as a comment's author and a board's people show it: first and last names, else its username. */
const ACCOUNT_NAME_TEXT = `coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`;
const ACCOUNT_NAME = sql.raw(ACCOUNT_NAME_TEXT);

/**
 * Who a card may be assigned to: every active account, by id, with its name only (no e-mail, no role: every reader
 * of a board sees them). Accounts keep no picture on this server, so none has `avatar`.
 */
export async function readPeople(db: Exec): Promise<BoardPerson[]> {
  return rows<BoardPerson>(db, sql`select u.id, ${ACCOUNT_NAME} as name from users u where u.status = 'active' order by u.id`);
}

export async function readBoards(db: Exec): Promise<BoardSummary[]> {
  return rows<BoardSummary>(
    db,
    sql`select b.id, b.name, (select count(*)::int from board_columns c where c.board_id = b.id) as "columnCount",
      (select count(*)::int from tasks t where t.board_id = b.id) as "cardCount" from boards b order by b.name, b.id`,
  );
}

const COMMENT_COLUMNS = sql.raw(`c.id, c.task_id as "taskId", c.author_id as "authorId",
  coalesce((select ${ACCOUNT_NAME_TEXT} from users u where u.id = c.author_id), '') as "authorName",
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "editedAt", c.text`);

/** A card's comments, oldest first. */
export async function readComments(db: Exec, taskId: number): Promise<Comment[]> {
  return rows<Comment>(db, sql`select ${COMMENT_COLUMNS} from task_comments c where c.task_id = ${taskId} order by c.created_at, c.id`);
}

export async function readComment(db: Exec, taskId: number, id: number): Promise<Comment | undefined> {
  const [row] = await rows<Comment>(db, sql`select ${COMMENT_COLUMNS} from task_comments c where c.task_id = ${taskId} and c.id = ${id}`);
  return row;
}

/** Whether a write's failure is worth another try: a key another move took first (23505) or a deadlock (40P01). */
export function isRetryable(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505' || code === '40P01') return true;
  }
  return false;
}

/** How many times a card's move or creation is tried when another one took its key first. */
export const WRITE_TRIES = 25;

/** Runs `work` in a transaction, again (up to WRITE_TRIES) while it fails on a key taken first or a deadlock. */
export async function retried<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= WRITE_TRIES || !isRetryable(error)) throw error;
    }
  }
}
