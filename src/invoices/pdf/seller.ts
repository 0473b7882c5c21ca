import type { PdfSeller } from './types.ts';

/** The sample company, which issues the demo's invoices (its customers are src/content/data/customers.json). */
export const SAMPLE_SELLER: PdfSeller = {
  name: 'Stride Sports GmbH',
  address: ['Torstraße 101', '10119 Berlin', 'Germany'],
  taxId: 'DE312456789',
  email: 'billing@stride.example',
};
