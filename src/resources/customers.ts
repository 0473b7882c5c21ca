import { z } from 'zod/mini';
import { country, currency, described, email, id, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const customerSchema = z.object({
  id,
  name: described(text(80), 'Contact person'),
  company: text(80),
  email,
  billingAddress: text(200),
  country: described(country, 'ISO 3166-1 alpha-2 country code, e.g. "DE"'),
  taxId: described(text(30), 'VAT or tax number'),
  currency: described(currency, 'ISO 4217 currency code the customer is billed in, e.g. "EUR"'),
});

/** `GET /app/customers`: its rows are `src/content/data/customers.json`; the orders name them (`customerId`). */
export default defineResource({
  list: 'customers',
  schema: customerSchema,
  sampleSize: 10,
  entity: 'customers',
  apiName: 'Customer',
});
