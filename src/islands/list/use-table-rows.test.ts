// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useTableRows } from './use-table-rows.ts';
import type { ColumnSpec } from '../../screens/list-spec.ts';
import type { ViewState } from './data-table/url-state.ts';

const rows = [{ name: 'Item 10' }, { name: 'item 2' }, { name: 'Item 1' }];
const columns: ColumnSpec[] = [{ key: 'name', kind: 'text' }];
const visible = ['name'];
const view = (sort: ViewState['sort']): ViewState => ({ q: '', sort, page: 1, size: 10, filter: '', extra: {} });
const enumLabel = (_enumName: string, value: string) => value;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTableRows', () => {
  it('keeps the stored order without making a collator', () => {
    const made = vi.spyOn(Intl, 'Collator');
    const { result } = renderHook(() => useTableRows(rows, columns, visible, view(null), undefined, 'en-US', enumLabel));
    expect([...result.current.indexes]).toEqual([0, 1, 2]);
    expect(made).not.toHaveBeenCalled();
  });

  it('sorts a text column by the locale, numbers in it by value, and makes one collator', () => {
    const made = vi.spyOn(Intl, 'Collator');
    const { result, rerender } = renderHook(({ v }) => useTableRows(rows, columns, visible, v, undefined, 'en-US', enumLabel), {
      initialProps: { v: view({ key: 'name', desc: false }) },
    });
    expect([...result.current.indexes].map((i) => rows[i]!.name)).toEqual(['Item 1', 'item 2', 'Item 10']);
    rerender({ v: view({ key: 'name', desc: true }) });
    expect([...result.current.indexes].map((i) => rows[i]!.name)).toEqual(['Item 10', 'item 2', 'Item 1']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
