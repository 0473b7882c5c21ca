import { z } from 'zod/mini';
import { id, isoDate, money, text } from '../schemas/common.ts';
import { paymentMethod } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const expenseSchema = z.object({
  id,
  purchaseDate: isoDate,
  item: text(80),
  purchasedBy: text(80),
  paidBy: paymentMethod,
  amount: money,
});
export type Expense = z.infer<typeof expenseSchema>;

/** `GET /app/expense`: its rows are `src/content/data/expense.json`. */
export default defineResource({
  list: 'expense',
  schema: expenseSchema,
  sampleSize: 10,
  entity: 'expense',
  apiName: 'Expense',
  historyDate: 'purchaseDate',
  dashboards: ['finance'],
});
