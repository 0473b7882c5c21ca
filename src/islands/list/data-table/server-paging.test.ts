import { describe, expect, it } from 'vitest';
import { pageQuery } from '../../../stores/list-paging.ts';
import { pageRequestOf, RANGE_KEYS } from './server-paging.ts';
import { defaultView, parseView, serializeView } from './url-state.ts';

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

describe('a list screen filtered by a reference field', () => {
  const invoices = {
    filter: { key: 'status', enumName: 'invoices.status', values: ['Paid'], style: 'select' as const },
    referenceFilters: [{ key: 'customerId', reference: { list: 'customers', field: 'name' } }],
  };
  const keys = invoices.referenceFilters.map((r) => r.key);

  it('sends the address value to the list call as a field filter, with the other filters', () => {
    const view = parseView('?customerId=3&filter=Paid&page=2', defaultView(), keys);
    const request = pageRequestOf(view, invoices);
    expect(request.filters).toEqual({ status: 'Paid', customerId: '3' });
    expect(pageQuery(request)).toMatchObject({ customerId: '3', status: 'Paid', page: 2 });
  });

  it('sends nothing for a value that is not a row id, nor for a field the screen does not declare', () => {
    for (const search of ['?customerId=abc', '?customerId=0', '?customerId=-1', '?customerId=', '?supplierId=3']) {
      const view = parseView(search, defaultView(), [...keys, 'supplierId']);
      expect(pageRequestOf(view, invoices).filters).toEqual({});
    }
  });

  it('round-trips through the address, keeping the parameters it does not own, and leaves it when cleared', () => {
    const base = defaultView();
    const view = parseView('?customerId=3&q=sport&rows=500', base, keys);
    expect(view.extra).toEqual({ customerId: '3' });
    const written = serializeView(view, '?customerId=3&q=sport&rows=500', base);
    expect(new URLSearchParams(written).get('customerId')).toBe('3');
    expect(new URLSearchParams(written).get('rows')).toBe('500');
    expect(parseView(written, base, keys)).toEqual(view);
    const cleared = serializeView({ ...view, extra: { customerId: '' } }, written, base);
    expect(new URLSearchParams(cleared).has('customerId')).toBe(false);
    expect(new URLSearchParams(cleared).get('q')).toBe('sport');
  });
});

describe('a list screen filtered by values from its address', () => {
  const invoices = { valueFilters: [{ key: 'status', enumName: 'invoices.status' }, { key: 'currency' }] };
  const keys = invoices.valueFilters.map((v) => v.key);

  it('sends each value filter as the parameter repeated, one value or several', () => {
    const view = parseView('?status=sent,partly_paid,overdue&currency=USD', defaultView(), keys);
    const request = pageRequestOf(view, invoices);
    expect(request.filters).toEqual({ status: ['sent', 'partly_paid', 'overdue'], currency: ['USD'] });
    expect(pageQuery(request)).toMatchObject({ status: ['sent', 'partly_paid', 'overdue'], currency: ['USD'] });
  });

  it('sends nothing for an empty value, nor for a field the screen does not declare', () => {
    for (const search of ['?status=', '?status=,', '?customerId=3']) {
      expect(pageRequestOf(parseView(search, defaultView(), [...keys, 'customerId']), invoices).filters).toEqual({});
    }
  });
});
