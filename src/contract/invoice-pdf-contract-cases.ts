/**
 * `GET /app/invoices/{id}/pdf` in the contract run both backends take (src/contract/contract-cases.ts): a PDF for the
 * administrator, 400, 404 and 401. Its content is checked by src/contract/invoice-pdf-cases.ts and the server's tests.
 */
import type { CaseContext, ContractCase } from './contract-cases.ts';

const operationId = 'pdf_invoices';
const get = (path: string, token?: string | null) => (ctx: CaseContext) => ctx.call('GET', path, token === undefined ? {} : { token });

export function invoicePdfContractCases(): ContractCase[] {
  return [
    {
      operationId,
      name: 'a sample invoice as a PDF',
      status: 200,
      run: get('/app/invoices/1/pdf?lang=de'),
      check: (_body, _ctx, result) => {
        const type = result.image?.headers.get('Content-Type');
        if (type !== 'application/pdf') return `Content-Type ${type}`;
        return (result.image?.size ?? 0) > 1_000 ? undefined : `only ${result.image?.size} bytes`;
      },
    },
    { operationId, name: 'a language the app has not', status: 400, run: get('/app/invoices/1/pdf?lang=xx') },
    { operationId, name: 'no such invoice', status: 404, run: get('/app/invoices/987654/pdf') },
    { operationId, name: 'without a token', status: 401, run: get('/app/invoices/1/pdf', null) },
    { operationId, name: 'with a forged token', status: 401, run: get('/app/invoices/1/pdf', 'forged-token') },
  ];
}
