/**
 * The seeded helpers every part of the sample company draws with. A generator made with `rngFor(kind, n)` gives the
 * same numbers for the same kind and number (a day, a row), whichever backend or day runs it: the company is a pure
 * function of its seeds and of today's date.
 */
import { hashString, mulberry32 } from '../stats/prng.ts';

export type Random = () => number;

/** The generator of `kind` (orders, customers, …) for the day or row `n`. */
export function rngFor(kind: string, n: number): Random {
  return mulberry32(hashString(kind) ^ Math.imul(n, 2654435761));
}

/** A whole number from `min` to `max`, both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** An index into `weights`, drawn in proportion to them. */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** Money rounded to cents. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
