/** The field labels of every language, which an import file's headers may name fields by (import-run.ts). */
import type { FieldLabels } from '../../contract/import-columns.ts';
import { LOCALES } from '../../i18n/locales.ts';

let labels: Promise<FieldLabels[]> | undefined;

/**
 * Each language's field labels: the site's language files, loaded (with the loader the invoices' PDF uses) on the
 * first import, never with the page.
 */
export function fieldLabels(): Promise<FieldLabels[]> {
  labels ??= import('../../invoices/pdf/web-assets.ts').then(({ webPdfAssets }) =>
    Promise.all(LOCALES.map(async (locale) => ((await webPdfAssets.messages(locale)) as { fields?: FieldLabels }).fields ?? {})),
  );
  labels.catch(() => (labels = undefined));
  return labels;
}
