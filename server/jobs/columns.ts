// The labels an imported file's headers may name fields by, as the server reads them: each language's
// `fields.<entity>.<field>` of public/assets/i18n/*.json, from disk once. The matching itself is shared with the fake
// backend (src/contract/import-columns.ts).
import { readFileSync } from 'node:fs';
import { LOCALES } from '../../src/i18n/locales.ts';
import { matchColumns as matchShared, type FieldLabels } from '../../src/contract/import-columns.ts';
import type { ListName } from '../../src/resources/index.ts';

const I18N_DIR = new URL('../../public/assets/i18n/', import.meta.url);

let labels: FieldLabels[] | undefined;

/** Each language's `fields` (read once, as server/mail/messages.ts reads the files: plain Node imports no JSON). */
function fieldLabels(): FieldLabels[] {
  labels ??= LOCALES.map(
    (locale) => (JSON.parse(readFileSync(new URL(`${locale}.json`, I18N_DIR), 'utf8')) as { fields?: FieldLabels }).fields ?? {},
  );
  return labels;
}

/** Column index -> field for a file's header line: `mapping` (header -> field) first, then the names and labels. */
export function matchColumns(name: ListName, headers: readonly string[], mapping: Record<string, string> = {}): Map<number, string> {
  return matchShared(name, headers, mapping, fieldLabels());
}
