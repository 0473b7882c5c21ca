import { describe, expect, it } from 'vitest';
import { pageRange } from '../Pagination.tsx';

const en = (n: number) => new Intl.NumberFormat('en').format(n);
const ar = (n: number) => new Intl.NumberFormat('ar-EG').format(n);

describe('pageRange', () => {
  it('names the rows of the page, not how many it holds', () => {
    expect(pageRange(10, 12, en)).toBe('11–12');
    expect(pageRange(0, 10, en)).toBe('1–10');
    expect(pageRange(20, 21, en)).toBe('21–21');
    expect(pageRange(0, 1, en)).toBe('1');
    expect(pageRange(0, 0, en)).toBe('0');
    expect(pageRange(1000, 1010, en)).toBe('1,001–1,010');
  });

  it("writes the locale's digits", () => {
    expect(pageRange(10, 12, ar)).toBe('١١–١٢');
  });
});
