import { ESTIMATE_STATUSES } from '../schemas/enums.ts';
import type { Stats } from '../schemas/stats.ts';
import { bucketEnds, inPeriod, kpi, perBucket, round2, statsHead, sum, table, timeChart, topWithOther } from './aggregate.ts';
import { isRevenue, type OrderFact } from './ecommerce.ts';
import { buckets, epochDay, previousPeriod, type Period } from './period.ts';
import type { Estimate } from '../resources/estimate.ts';
import type { Expense } from '../resources/expense.ts';
import type { Salary } from '../resources/salary.ts';

/** Expenses of one day and item: a single expense, or a database's sum of several. */
export type ExpenseFact = Pick<Expense, 'purchaseDate' | 'item' | 'amount'>;

export interface FinanceRows {
  orders: readonly OrderFact[];
  expenses: readonly ExpenseFact[];
  /** Expenses to list as the latest: the newest six of the period are shown. */
  recent: readonly Expense[];
  salaries: readonly Salary[];
  estimates: readonly Estimate[];
  /** What customers owe on invoices, in the period and the one before (`financeReceivables`, src/contract/receivables.ts). */
  receivables: ReceivableFigures;
  receivablesBefore: ReceivableFigures;
}

/**
 * The receivables of a period in the company's main currency (US dollars, the dashboards' money), in major units:
 * outstanding and overdue as of the period's end (today at the latest), paid within it.
 */
export interface ReceivableFigures {
  outstanding: number;
  overdue: number;
  paid: number;
  /** Per bucket: outstanding and overdue at the bucket's end, paid within it. */
  spark: { outstanding: number[]; overdue: number[]; paid: number[] };
}

/** Salary cost of the days from..to: each yearly salary over 365 per day employed (from the joining date). */
export function salaryCost(salaries: readonly Salary[], from: string, to: string): number {
  let total = 0;
  const first = epochDay(from);
  const last = epochDay(to);
  for (const s of salaries) {
    const start = Math.max(first, epochDay(s.joiningDate));
    const days = last - start + 1;
    if (days > 0) total += (s.salary / 365) * days;
  }
  return round2(total);
}

function figures(rows: FinanceRows, period: Period) {
  const starts = buckets(period);
  const ends = bucketEnds(period);
  const revenue = perBucket(
    rows.orders.filter(isRevenue),
    period,
    (o) => o.orderDate,
    (o) => o.amount,
  );
  const expenses = perBucket(
    rows.expenses,
    period,
    (e) => e.purchaseDate,
    (e) => e.amount,
  );
  const salary = starts.map((start, i) => salaryCost(rows.salaries, start < period.from ? period.from : start, ends[i]!));
  const profit = revenue.map((r, i) => round2(r - expenses[i]! - salary[i]!));
  return { revenue, expenses, salary, profit };
}

/** The finance dashboard: revenue against expenses and salaries, profit, cash flow, expense categories, estimates. */
export function financeStats(period: Period, rows: FinanceRows): Stats {
  const now = figures(rows, period);
  const before = figures(rows, previousPeriod(period));
  const { receivables: owed, receivablesBefore: owedBefore } = rows;
  let running = 0;
  const cash = now.profit.map((p) => (running = round2(running + p)));
  const categories = new Map<string, number>();
  for (const e of rows.expenses) if (inPeriod(e.purchaseDate, period)) categories.set(e.item, (categories.get(e.item) ?? 0) + e.amount);
  const byCategory = topWithOther(categories, 6);
  const pipeline = ESTIMATE_STATUSES.map((s) => round2(rows.estimates.filter((e) => e.status === s).reduce((a, e) => a + e.amount, 0)));
  const recent = rows.recent
    .filter((e) => inPeriod(e.purchaseDate, period))
    .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate) || b.id - a.id)
    .slice(0, 6);
  return {
    ...statsHead('finance', period),
    kpis: [
      kpi('revenue', 'money', sum(now.revenue), sum(before.revenue), now.revenue),
      kpi('expenses', 'money', sum(now.expenses), sum(before.expenses), now.expenses),
      kpi('salaryCost', 'money', sum(now.salary), sum(before.salary), now.salary),
      kpi('profit', 'money', sum(now.profit), sum(before.profit), now.profit),
      kpi('outstanding', 'money', owed.outstanding, owedBefore.outstanding, owed.spark.outstanding),
      kpi('overdue', 'money', owed.overdue, owedBefore.overdue, owed.spark.overdue),
      kpi('invoicesPaid', 'money', owed.paid, owedBefore.paid, owed.spark.paid),
    ],
    charts: [
      timeChart('revenueExpenses', 'bar', 'money', period, { revenue: now.revenue, expenses: now.expenses, salaryCost: now.salary }),
      timeChart('cashFlow', 'line', 'money', period, { profit: now.profit, cumulative: cash }),
      {
        key: 'expensesByCategory',
        kind: 'donut',
        unit: 'money',
        labelKind: 'text',
        labels: byCategory.labels,
        seriesKind: 'key',
        series: [{ key: 'expenses', values: byCategory.values }],
      },
      {
        key: 'estimates',
        kind: 'bar',
        unit: 'money',
        labelKind: 'estimateStatus',
        labels: [...ESTIMATE_STATUSES],
        seriesKind: 'key',
        series: [{ key: 'amount', values: pipeline }],
      },
      timeChart('salaryCost', 'area', 'money', period, { salaryCost: now.salary }),
    ],
    tables: [
      table(
        'recentExpenses',
        [
          { key: 'item', kind: 'text' },
          { key: 'purchaseDate', kind: 'date' },
          { key: 'purchasedBy', kind: 'text' },
          { key: 'amount', kind: 'money' },
        ],
        recent.map((e) => ({
          id: e.id,
          cells: { item: e.item, purchaseDate: e.purchaseDate, purchasedBy: e.purchasedBy, amount: e.amount },
        })),
      ),
    ],
  };
}
