import { describe, expect, it } from 'vitest';
import { hasImages, skeletonCells } from './skeleton.ts';

describe('skeletonCells', () => {
  const columns = [
    { key: 'name', kind: 'title' as const, imageKey: 'img', avatar: true },
    { key: 'email', kind: 'email' as const },
    { key: 'designation' },
  ];

  it('gives each kind of column a bar of its usual width, text by default', () => {
    const cells = skeletonCells(columns, { selectable: false, actions: false });
    expect(cells.map((c) => c.barRem)).toEqual([6, 11, 9]);
  });

  it('puts a round image before an avatar title and a square one before a plain image', () => {
    expect(skeletonCells(columns, { selectable: false, actions: false })[0]?.image).toBe('round');
    const square = skeletonCells([{ key: 'product', kind: 'title', imageKey: 'img' }], { selectable: false, actions: false });
    expect(square[0]?.image).toBe('square');
    expect(skeletonCells([{ key: 'name', kind: 'title' }], { selectable: false, actions: false })[0]?.image).toBeUndefined();
  });

  it('adds the selection box to the first cell only, and an actions cell when rows have actions', () => {
    const cells = skeletonCells(columns, { selectable: true, actions: true });
    expect(cells.map((c) => c.check ?? false)).toEqual([true, false, false, false]);
    expect(cells).toHaveLength(4);
    expect(cells[3]?.image).toBeUndefined();
    expect(cells.map((c) => c.actions ?? false)).toEqual([false, false, false, true]);
  });

  it('tells rows with images (taller) from rows without', () => {
    expect(hasImages(skeletonCells(columns, { selectable: false, actions: false }))).toBe(true);
    expect(hasImages(skeletonCells(columns.slice(1), { selectable: false, actions: true }))).toBe(false);
  });
});
