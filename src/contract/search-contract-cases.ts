/**
 * `GET /app/search` in the contract run both backends answer (src/contract/contract-cases.ts): a success and the
 * errors, each answer checked against the route's schema. The ranking and the scoping are src/contract/search-cases.ts'.
 */
import type { CaseContext, ContractCase } from './contract-cases.ts';
import type { SearchHit } from './search.ts';

const hits = (body: unknown) => (body as { items: SearchHit[] }).items;

export function searchContractCases(): ContractCase[] {
  const search = (query: string, token?: string | null) => (ctx: CaseContext) =>
    ctx.call('GET', `/app/search?${query}`, token === undefined ? {} : { token });
  return [
    {
      operationId: 'search',
      name: 'an order by its number, first of all hits',
      status: 200,
      run: async (ctx) => {
        const first = (await ctx.call('GET', '/app/order?page=1&pageSize=1&sort=id:asc')).body as {
          items: { id: number; orderId: string }[];
        };
        const order = first.items[0]!;
        ctx.vars.set('search:order', order.id);
        return ctx.call('GET', `/app/search?q=${encodeURIComponent(order.orderId)}&limit=5`);
      },
      check: (body, ctx) => {
        const [top] = hits(body);
        return top?.list === 'order' && top.id === ctx.vars.get('search:order') ? undefined : `the first hit was ${JSON.stringify(top)}`;
      },
    },
    {
      operationId: 'search',
      name: 'one character finds nothing',
      status: 200,
      run: search('q=a'),
      check: (body) => (hits(body).length === 0 ? undefined : 'hits for one character'),
    },
    { operationId: 'search', name: 'a limit over 50', status: 400, run: search('q=ab&limit=51') },
    { operationId: 'search', name: 'without a token', status: 401, run: search('q=ab', null) },
    { operationId: 'search', name: 'with a forged token', status: 401, run: search('q=ab', 'forged-token') },
  ];
}
