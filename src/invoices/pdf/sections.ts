import type { InvoiceTotals } from '../../contract/invoice-money.ts';
import type { Translate } from '../../i18n/translator.ts';
import { CONTENT_WIDTH, type Align, type Page } from './page.ts';
import type { TextStyle } from './text.ts';
import type { PdfCustomer, PdfInvoice, PdfPayment, PdfSeller } from './types.ts';

/** The parts of the invoice, top to bottom; each writes at the page's cursor and moves it down. */

export interface Formats {
  money(minor: number): string;
  date(iso: string): string;
  number(value: number): string;
  percent(value: number): string;
  country(code: string): string;
}

const BODY: TextStyle = { size: 9 };
const BOLD: TextStyle = { size: 9, bold: true };
const SMALL: TextStyle = { size: 8 };
const MUTED = '#5b6472';
const RULE = '#d1d5db';
const HEAD_FILL = '#f3f4f6';
const GAP = 18;
const CELL_PADDING = 4;

/** The lines table's columns from the start edge; the description takes what the figures leave. */
const FIGURE_COLUMNS = [
  { key: 'quantity', width: 50 },
  { key: 'unitPrice', width: 76 },
  { key: 'taxRate', width: 48 },
  { key: 'discountRate', width: 54 },
  { key: 'amount', width: 88 },
] as const;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - FIGURE_COLUMNS.reduce((sum, c) => sum + c.width, 0);

/** Seller on the start side; on the end side the title, number, status and dates. */
export function drawHeader(page: Page, t: Translate, f: Formats, invoice: PdfInvoice, seller: PdfSeller): void {
  const half = CONTENT_WIDTH / 2;
  const top = page.y;
  let left = page.write(seller.name, 0, half, { size: 14, bold: true });
  for (const line of [...seller.address, `${t('fields.customers.taxId')}: ${seller.taxId}`, seller.email]) {
    left += page.write(line, 0, half, SMALL, { color: MUTED, top: top + left });
  }
  let right = page.write(t('invoicePdf.title'), half, half, { size: 20, bold: true }, { align: 'end' });
  right += 4;
  const facts: [string, string][] = [
    [t('fields.invoices.number'), invoice.number ?? t('invoicePdf.draft')],
    [t('fields.invoices.status'), t(`enums.invoices.status.${invoice.status}`)],
    [t('fields.invoices.issueDate'), f.date(invoice.issueDate)],
    [t('fields.invoices.dueDate'), f.date(invoice.dueDate)],
  ];
  for (const [label, value] of facts) {
    const rowTop = top + right;
    page.write(label, half, half - 110, BODY, { align: 'end', color: MUTED, top: rowTop });
    right += page.write(value, CONTENT_WIDTH - 104, 104, BOLD, { align: 'end', top: rowTop });
  }
  page.y = top + Math.max(left, right) + GAP;
  page.rule(page.y - GAP / 2, RULE);
}

/** The customer billed: company, contact, address, country and tax id. */
export function drawBillTo(page: Page, t: Translate, f: Formats, customer: PdfCustomer): void {
  const width = CONTENT_WIDTH / 2;
  page.y += page.write(t('invoicePdf.billTo'), 0, width, SMALL, { color: MUTED });
  page.y += 2;
  page.y += page.write(customer.company, 0, width, { size: 11, bold: true });
  const lines = [customer.name, customer.billingAddress, f.country(customer.country), `${t('fields.customers.taxId')}: ${customer.taxId}`];
  if (customer.email) lines.push(customer.email);
  for (const line of lines) page.y += page.write(line, 0, width, BODY);
  page.y += GAP;
}

function drawTableHead(page: Page, t: Translate): void {
  const labels = [
    t('fields.invoicesLines.description'),
    t('fields.invoicesLines.quantity'),
    t('fields.invoicesLines.unitPrice'),
    t('invoicePdf.taxRate'),
    t('invoicePdf.discountRate'),
    t('invoicePdf.amount'),
  ];
  const cells = tableCells(labels);
  const height = Math.max(...cells.map((c) => page.measure(c.text, c.width - 2 * CELL_PADDING, BOLD))) + 2 * CELL_PADDING;
  page.fillBox(0, CONTENT_WIDTH, page.y, height, HEAD_FILL);
  for (const cell of cells) {
    page.write(
      cell.text,
      cell.offset + CELL_PADDING,
      cell.width - 2 * CELL_PADDING,
      { size: 8, bold: true },
      { align: cell.align, top: page.y + CELL_PADDING, color: MUTED },
    );
  }
  page.y += height;
}

/** The texts of a row, placed in the table's columns. */
function tableCells(texts: readonly string[]): { text: string; offset: number; width: number; align: Align }[] {
  const widths = [DESCRIPTION_WIDTH, ...FIGURE_COLUMNS.map((c) => c.width)];
  let offset = 0;
  return texts.map((text, index) => {
    const width = widths[index] ?? 0;
    const align: Align = index === 0 ? 'start' : 'end';
    const cell = { text, offset, width, align };
    offset += width;
    return cell;
  });
}

/** The lines table; its head is repeated on every page it continues on. */
export function drawLines(page: Page, t: Translate, f: Formats, invoice: PdfInvoice, totals: InvoiceTotals): void {
  drawTableHead(page, t);
  invoice.lines.forEach((line, index) => {
    const amounts = totals.lines[index];
    const texts = [
      line.description,
      f.number(line.quantity),
      f.money(line.unitPrice),
      f.percent(line.taxRate),
      f.percent(line.discountRate),
      f.money(amounts?.total ?? 0),
    ];
    const cells = tableCells(texts);
    const height = Math.max(...cells.map((c) => page.measure(c.text, c.width - 2 * CELL_PADDING, BODY))) + 2 * CELL_PADDING;
    if (page.ensure(height)) drawTableHead(page, t);
    for (const cell of cells) {
      page.write(cell.text, cell.offset + CELL_PADDING, cell.width - 2 * CELL_PADDING, BODY, {
        align: cell.align,
        top: page.y + CELL_PADDING,
      });
    }
    page.y += height;
    page.rule(page.y, RULE);
  });
  page.y += GAP / 2;
}

/** Subtotal to balance, on the end side. */
export function drawTotals(page: Page, t: Translate, f: Formats, totals: InvoiceTotals): void {
  const rows: [string, number, boolean][] = [
    [t('fields.invoices.subtotal'), totals.subtotal, false],
    [t('invoicePdf.discount'), -totals.discount, false],
    [t('fields.invoices.tax'), totals.tax, false],
    [t('fields.invoices.total'), totals.total, true],
    [t('fields.invoices.paid'), totals.paid, false],
    [t('fields.invoices.balance'), totals.balance, true],
  ];
  const labelOffset = CONTENT_WIDTH - 250;
  page.ensure(rows.length * 16);
  for (const [label, amount, strong] of rows) {
    const style = strong ? { size: 10, bold: true } : BODY;
    page.write(label, labelOffset, 140, style, { color: strong ? undefined : MUTED });
    const height = page.write(f.money(amount), CONTENT_WIDTH - 110, 110 - CELL_PADDING, style, { align: 'end' });
    page.y += height + 3;
    if (strong) page.rule(page.y - 1.5, RULE, labelOffset, 250);
  }
  page.y += GAP;
}

/** The payments received: date, how, amount. */
export function drawPayments(page: Page, t: Translate, f: Formats, payments: readonly PdfPayment[]): void {
  page.ensure(40);
  page.y += page.write(t('invoicePdf.payments'), 0, CONTENT_WIDTH, BOLD);
  page.y += 4;
  for (const payment of payments) {
    page.ensure(14);
    page.write(f.date(payment.date), 0, 120, BODY);
    const method = payment.method ? t(`enums.invoices.paymentMethod.${payment.method}`, { defaultValue: payment.method }) : '';
    page.write([method, payment.note].filter(Boolean).join(' · '), 130, CONTENT_WIDTH - 250, BODY, { color: MUTED });
    page.y += page.write(f.money(payment.amount), CONTENT_WIDTH - 110, 110 - CELL_PADDING, BODY, { align: 'end' });
    page.rule(page.y + 1, RULE);
    page.y += 4;
  }
}
