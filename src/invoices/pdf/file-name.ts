/** The PDF's file name: its number, or `draft-<id>` while it has none. */
export function invoicePdfFileName(invoice: { id: number; number: string | null }): string {
  return `${invoice.number ?? `draft-${invoice.id}`}.pdf`;
}
