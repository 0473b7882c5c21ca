import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/translator.ts';
import type { InvoiceLine } from '../../schemas/invoice-line.ts';

/** The font files the PDF may embed (src/invoices/pdf/fonts/, written by tools/subset-pdf-fonts.mjs). */
export const PDF_FONTS = {
  sans: 'NotoSans-Regular.ttf',
  sansBold: 'NotoSans-Bold.ttf',
  arabic: 'NotoSansArabic-Regular.ttf',
  arabicBold: 'NotoSansArabic-Bold.ttf',
  japanese: 'NotoSansJP-Regular.otf',
  chinese: 'NotoSansSC-Regular.otf',
} as const;
export type PdfFontName = keyof typeof PDF_FONTS;

/**
 * Where the renderer gets its files: injected, so one module renders in Node (files read from disk) and in the
 * browser (hashed assets fetched). Only the fonts a PDF's text needs are asked for.
 */
export interface PdfAssets {
  font(name: PdfFontName): Promise<Uint8Array>;
  /** The language file's words (public/assets/i18n/<lang>.json). */
  messages(lang: Locale): Promise<Messages>;
}

export interface PdfPayment {
  /** `YYYY-MM-DD` */
  date: string;
  /** minor units of the invoice's currency; a refund is negative */
  amount: number;
  /** how it was paid: one of the payment methods (`bank_transfer`, `card`, …), shown in the PDF's language */
  method?: string | null;
  /** a remark, e.g. the bank reference */
  note?: string | null;
}

/** The invoice as the backends store it, with its lines and payments. */
export interface PdfInvoice {
  id: number;
  number: string | null;
  status: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  /** stored sum of the payments, used when `payments` is not given */
  paid: number;
  lines: readonly Pick<InvoiceLine, 'description' | 'quantity' | 'unitPrice' | 'taxRate' | 'discountRate'>[];
  payments?: readonly PdfPayment[];
}

/** The customer row the invoice bills. */
export interface PdfCustomer {
  name: string;
  company: string;
  billingAddress: string;
  country: string;
  taxId: string;
  email?: string;
}

/** Who issues the invoice: the sample company unless a caller says otherwise. */
export interface PdfSeller {
  name: string;
  address: readonly string[];
  taxId: string;
  email: string;
}

export interface InvoicePdfInput {
  invoice: PdfInvoice;
  customer: PdfCustomer;
  lang: Locale;
  assets: PdfAssets;
  seller?: PdfSeller;
}
