import type { SentNumber } from '../resources/define.ts';
import { computedOf, type ListName } from '../resources/index.ts';
import { statusOnSend, todayUtc } from './invoice-computed.ts';

/** The number a sent row is given: `<prefix>-<year>-<number>`, at least four digits (`INV-2026-0042`). */
export function sentNumber(send: Pick<SentNumber, 'prefix'>, year: string, number: number): string {
  return `${send.prefix}-${year}-${String(number).padStart(4, '0')}`;
}

/** The number in a sent row's number of `year` (`INV-2026-0042` -> 42), or 0 when it is not one of that year. */
export function numberOfYear(send: Pick<SentNumber, 'prefix'>, year: string, value: unknown): number {
  const prefix = `${send.prefix}-${year}-`;
  return typeof value === 'string' && value.startsWith(prefix) ? Number(value.slice(prefix.length)) || 0 : 0;
}

/**
 * The status a sent row is given: `sent`, unless the list's computed rule says otherwise (an invoice past its due date
 * is sent overdue, as every read would answer it from then on).
 */
export function sentStatus(name: ListName, before: Record<string, unknown>, today: string = todayUtc()): string {
  return computedOf(name)?.rule === 'invoice' ? statusOnSend(before, today) : 'sent';
}
