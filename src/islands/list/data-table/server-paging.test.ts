import { describe, expect, it } from 'vitest';
import { pageQuery } from '../../../stores/list-paging.ts';
import { pageRequestOf, RANGE_KEYS } from './server-paging.ts';
import { defaultView, parseView } from './url-state.ts';

const spec = { filter: { key: 'deliveryStatus', enumName: 'orderStatus', values: ['Return'], style: 'tabs' as const } };

describe('a list screen reads a date range from its address', () => {
  it("sends it, with the filter tab's value, as the list call's from, to and field filter", () => {
    const view = parseView('?from=2026-11-01&to=2026-11-30&filter=Return', defaultView(), RANGE_KEYS);
    const request = pageRequestOf(view, spec);
    expect(request.filters).toEqual({ deliveryStatus: 'Return', from: '2026-11-01', to: '2026-11-30' });
    expect(pageQuery(request)).toMatchObject({ from: '2026-11-01', to: '2026-11-30', deliveryStatus: 'Return', page: 1 });
  });

  it('leaves out a range with a missing or malformed end', () => {
    for (const search of ['?from=2026-11-01', '?from=2026-11-01&to=30.11.2026', '?to=2026-11-30']) {
      expect(pageRequestOf(parseView(search, defaultView(), RANGE_KEYS), spec).filters).toEqual({});
    }
  });
});
