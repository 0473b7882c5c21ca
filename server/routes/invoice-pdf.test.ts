// GET /app/invoices/{id}/pdf on the reference server (invoice-pdf.ts, src/invoices/pdf/) on PGlite, and on Postgres
// where DATABASE_URL is set: the cases both backends run (src/contract/invoice-pdf-cases.ts), then what the PDF says
// in each of the nine languages, read back with pdf.js as a reader's copy and paste would.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedCall } from '../../src/contract/children-cases.ts';
import { describeInvoicePdf, type RawGet } from '../../src/contract/invoice-pdf-cases.ts';
import { formatMoney } from '../../src/contract/money-format.ts';
import { INTL_TAGS, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const get: RawGet = (path, signedIn = true) => server.request(path, { headers: signedIn ? { Authorization: `Bearer ${token}` } : {} });

const call: VersionedCall = async (method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
};

/** The text of every page, its pieces joined by spaces (pdf.js gives right-to-left pieces in reading order). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: bytes, useSystemFonts: false });
  const pdf = await loading.promise;
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  await loading.destroy();
  return pieces.join(' ').replace(/[\s\u00A0\u202F]+/g, ' ');
}

/** A text as extracted text holds it: bidi controls are steering, not drawn; any space is one space. */
const asExtracted = (text: string) => text.replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, '').replace(/[\s\u00A0\u202F]+/g, ' ');

/** Customers whose names are in the scripts the nine languages write. */
const CUSTOMERS: Partial<Record<Locale, { name: string; company: string; billingAddress: string; country: string }>> = {
  ar: { name: 'يوسف الأحمد', company: 'شركة النور للتجارة', billingAddress: 'شارع الملك فهد 12، الرياض', country: 'SA' },
  ja: { name: '山田 花子', company: '山田商事株式会社', billingAddress: '東京都千代田区丸の内1-1', country: 'JP' },
  zh: { name: '王小明', company: '北京星辰贸易有限公司', billingAddress: '北京市朝阳区建国路88号', country: 'CN' },
  ru: { name: 'Анна Иванова', company: 'ООО «Северный ветер»', billingAddress: 'Тверская ул., 7, Москва', country: 'RU' },
};

async function invoiceFor(lang: Locale): Promise<{ id: number; number: string; company: string; total: number; currency: string }> {
  const own = CUSTOMERS[lang];
  let customerId = 1;
  let company = 'Rossi Calzature S.r.l.';
  if (own) {
    const created = await call('POST', '/app/customers', { ...own, email: `pdf-${lang}@example.com`, taxId: 'TAX-123', currency: 'EUR' });
    customerId = Number(created.body.id);
    company = own.company;
  }
  const lines = [
    { description: `${lang}: ${own?.company ?? 'Running shoes'}`, quantity: 3, unitPrice: 12_345, taxRate: 19, discountRate: 10 },
    { description: 'Laces', quantity: 1.5, unitPrice: 250, taxRate: 7, discountRate: 0 },
  ];
  const draft = await call('POST', '/app/invoices', { customerId, issueDate: '2036-05-04', dueDate: '2036-06-03', currency: 'EUR', lines });
  const sent = await call('POST', `/app/invoices/${String(draft.body.id)}/send`);
  expect(sent.status).toBe(200);
  return { id: Number(sent.body.id), number: String(sent.body.number), company, total: Number(sent.body.total), currency: 'EUR' };
}

describe(`invoice PDF on ${TEST_DRIVER}`, () => {
  describeInvoicePdf(get, call);

  it.each(LOCALES)('in %s the text holds the number, the customer and the total, in reading order', async (lang) => {
    const invoice = await invoiceFor(lang);
    const response = await get(`/app/invoices/${invoice.id}/pdf?lang=${lang}`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await textOf(bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain(asExtracted(invoice.company));
    expect(text).toContain(asExtracted(formatMoney(invoice.total, invoice.currency, INTL_TAGS[lang])));
    if (lang === 'ar') {
      // Words in reading order, a lam-alef ligature (الإصدار) and a medial heh (فهد) read as typed.
      expect(text).toContain('تاريخ الإصدار');
      expect(text).toContain('شارع الملك فهد');
    }
  });

  it("without lang the PDF is in the customer's language: Arabic for a customer in Saudi Arabia", async () => {
    const invoice = await invoiceFor('ar');
    const text = await textOf(new Uint8Array(await (await get(`/app/invoices/${invoice.id}/pdf`)).arrayBuffer()));
    expect(text).toContain('فاتورة');
  });

  it('embeds its fonts as subsets: a Japanese PDF is a small part of its 1.7 MB font', async () => {
    const invoice = await invoiceFor('ja');
    const bytes = new Uint8Array(await (await get(`/app/invoices/${invoice.id}/pdf?lang=ja`)).arrayBuffer());
    const source = new TextDecoder('latin1').decode(bytes);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    expect(source).toMatch(/\/FontFile3/);
    expect(bytes.length).toBeLessThan(150_000);
  });
});
