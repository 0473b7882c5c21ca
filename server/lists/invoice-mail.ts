import { eq } from 'drizzle-orm';
import { formatMoney } from '../../src/contract/money-format.ts';
import { INTL_TAGS } from '../../src/i18n/locales.ts';
import { invoicePdfLanguage } from '../../src/invoices/pdf/language.ts';
import { nodePdfAssets } from '../../src/invoices/pdf/node-assets.ts';
import type { PdfCustomer, PdfInvoice } from '../../src/invoices/pdf/types.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invoiceSentMail } from '../mail/messages.ts';
import { rowColumns } from './list-queries.ts';

type SentInvoice = PdfInvoice & { customerId: number; total: number; number: string };

/**
 * E-mails a sent invoice to its customer's address through the server's mailer (SMTP_URL, else the outbox's `.eml`
 * files), with its PDF attached. The customer has no language of their own: the mail and the PDF are in the language of
 * the customer's country (invoicePdfLanguage, the PDF's own rule: DE -> German, JP -> Japanese, else English), so a
 * customer gets the same language from every send, whoever sends it. Called once the send is committed: a mail that
 * cannot be written or rendered is logged and does not undo the send (the invoice is numbered and sent).
 */
export async function mailSentInvoice(deps: { db: Db; mailer: Mailer; logger: Logger }, invoice: SentInvoice): Promise<boolean> {
  try {
    const customers = listTable('customers');
    const [customer] = (await deps.db
      .select(rowColumns('customers'))
      .from(customers)
      .where(eq(customers.id, invoice.customerId))) as unknown as (PdfCustomer & { email?: string })[];
    if (!customer?.email) return false;
    const lang = invoicePdfLanguage(undefined, customer.country);
    const { renderInvoicePdf } = await import('../../src/invoices/pdf/render.ts');
    const pdf = await renderInvoicePdf({ invoice, customer, lang, assets: nodePdfAssets });
    const total = formatMoney(invoice.total, invoice.currency, INTL_TAGS[lang]);
    const mail = invoiceSentMail(customer.email, lang, { number: invoice.number, name: customer.name, total, dueDate: invoice.dueDate });
    const attachment = { filename: `${invoice.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' };
    await deps.mailer.sendMail({ ...mail, attachments: [attachment] });
    return true;
  } catch (error) {
    deps.logger.error('invoice_mail_failed', { number: invoice.number, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
