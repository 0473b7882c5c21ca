/**
 * The fake backend's task boards, as the server's tables of migration 0025 (boards, board_columns, tasks,
 * task_comments): one collection of its state (src/mocks/db.ts), stored and reset like the lists, so a change is seen
 * by every tab. The sample boards are src/content/data/boards.json, their cards' keys made as the migration made them.
 */
import { generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod/mini';
import sample from '../../content/data/boards.json';
import { cardSchema, columnSchema, commentSchema } from '../../contract/boards.ts';

export const BOARDS_KEY = 'boards';

const storedCard = z.omit(cardSchema, { commentCount: true });
const storedColumn = z.extend(z.omit(columnSchema, { cards: true }), { boardId: z.int(), position: z.int() });
const storedComment = z.omit(commentSchema, { authorName: true });

export const boardStateSchema = z.object({
  boards: z.array(z.object({ id: z.int(), name: z.string() })),
  /** In their board's order (`position` from 0). */
  columns: z.array(storedColumn),
  cards: z.array(storedCard),
  /** Oldest first. */
  comments: z.array(storedComment),
  /** The last id given, per table: a deleted row's id is not given again, as the server's identities. */
  lastIds: z.object({ board: z.int(), column: z.int(), card: z.int(), comment: z.int() }),
});
export type BoardState = z.infer<typeof boardStateSchema>;
export type StoredCard = BoardState['cards'][number];
export type StoredColumn = BoardState['columns'][number];
export type StoredComment = BoardState['comments'][number];

interface SampleFile {
  boards: {
    id: number;
    name: string;
    columns: {
      id: number;
      name: string;
      wipLimit: number | null;
      cards: Omit<StoredCard, 'boardId' | 'columnId' | 'position' | 'version'>[];
    }[];
  }[];
  comments: Omit<StoredComment, 'editedAt'>[];
}

/** The sample boards, columns, cards (keys from fractional-indexing in the file's order) and comments. */
export function sampleBoardState(): BoardState {
  const file = sample as SampleFile;
  const columns: StoredColumn[] = [];
  const cards: StoredCard[] = [];
  for (const board of file.boards) {
    for (const [position, column] of board.columns.entries()) {
      columns.push({ id: column.id, boardId: board.id, name: column.name, wipLimit: column.wipLimit, position });
      const keys = generateNKeysBetween(null, null, column.cards.length);
      column.cards.forEach((card, i) => cards.push({ ...card, boardId: board.id, columnId: column.id, position: keys[i]!, version: 1 }));
    }
  }
  const comments = file.comments.map((comment) => ({ ...comment, editedAt: null }));
  const last = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0);
  return {
    boards: file.boards.map(({ id, name }) => ({ id, name })),
    columns,
    cards,
    comments,
    lastIds: { board: last(file.boards), column: last(columns), card: last(cards), comment: last(comments) },
  };
}
