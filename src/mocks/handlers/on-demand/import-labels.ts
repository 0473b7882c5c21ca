/** The field labels of every language, which an import file's headers may name fields by (import-run.ts), and the words of a report. */
import type { FieldLabels } from '../../../contract/import-columns.ts';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { createTranslator, type Translate } from '../../../i18n/translator.ts';

let labels: Promise<FieldLabels[]> | undefined;

/**
 * Each language's field labels: the site's language files, loaded (with the loader the invoices' PDF uses) on the
 * first import, never with the page.
 */
export function fieldLabels(): Promise<FieldLabels[]> {
  labels ??= import('../../../invoices/pdf/web-assets.ts').then(({ webPdfAssets }) =>
    Promise.all(LOCALES.map(async (locale) => ((await webPdfAssets.messages(locale)) as { fields?: FieldLabels }).fields ?? {})),
  );
  labels.catch(() => (labels = undefined));
  return labels;
}

/** The words of `locale` for an import's failures report: its language file, loaded when a report is read. */
export async function reportTranslator(locale: Locale): Promise<Translate> {
  const { webPdfAssets } = await import('../../../invoices/pdf/web-assets.ts');
  return createTranslator(locale, await webPdfAssets.messages(locale));
}
