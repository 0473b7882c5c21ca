import { describe, expect, it } from 'vitest';
import { syntheticRowsQuery } from './synthetic-rows.ts';

describe('syntheticRowsQuery', () => {
  it('forwards ?rows=N to the fake backend', () => {
    expect(syntheticRowsQuery('?rows=1000', true)).toEqual({ rows: 1000 });
    expect(syntheticRowsQuery('?sort=name', true)).toBeUndefined();
    expect(syntheticRowsQuery('?rows=lots', true)).toBeUndefined();
  });

  it('reads ?rows only when it is a sane positive number', () => {
    expect(syntheticRowsQuery('?rows=100000', true)).toEqual({ rows: 100000 });
    expect(syntheticRowsQuery('?rows=0', true)).toBeUndefined();
    expect(syntheticRowsQuery('?rows=-5', true)).toBeUndefined();
    expect(syntheticRowsQuery('?rows=1000001', true)).toBeUndefined();
    expect(syntheticRowsQuery('', true)).toBeUndefined();
  });

  it('never forwards it to a real API', () => {
    expect(syntheticRowsQuery('?rows=1000', false)).toBeUndefined();
    expect(syntheticRowsQuery('?rows=1000000', false)).toBeUndefined();
  });
});
