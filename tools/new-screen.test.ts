/**
 * What `npm run new:screen` writes, without writing it: the words in the nine languages, the icon, the statuses, the
 * child list. tests/integration/new-screen.test.ts runs it in a copy of the project and builds the result.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definitionSource, labels, namesFor, namesOfArgs, resourceSource, sampleRows } from './new-screen.mjs';
import { iconFor } from './new-screen-words.mjs';
import { LOCALES } from '../src/i18n/locales.ts';
import { ICONS } from '../src/screens/icons.ts';

const messages = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(`public/assets/i18n/${l}.json`, 'utf8'))]));
const payouts = { ...namesFor('finance/payouts'), position: 10 };

/** The value at a dotted path of a tree of words. */
const at = (tree: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

/** The dotted keys and texts of a tree's leaves. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]: [string, unknown]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`),
  );

describe('npm run new:screen writes a finished screen', () => {
  it('titles the screen and its dialogs from the list name', () => {
    const { words } = labels(payouts, 'en', messages);
    expect(words.menu).toEqual({ payouts: 'Payouts' });
    expect(at(words, 'form.titles.payouts')).toEqual({ new: 'New payout', edit: 'Edit payout {{name}}' });
    expect(at(labels(namesFor('hr/purchase-orders'), 'en', messages).words, 'form.titles.purchaseOrders.new')).toBe('New purchase order');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('writes %s from the English, every text marked for review', (locale) => {
    const english = new Map(leaves(labels(payouts, 'en', messages).words));
    const { words, review } = labels(payouts, locale, messages);
    const own = leaves(words);
    expect(own.map(([k]) => k).sort()).toEqual([...english.keys()].sort());
    expect(review.sort()).toEqual(own.map(([k]) => k).sort());
    for (const [key, text] of own) {
      expect(text, key).toBeTruthy();
      expect(text.includes('{{name}}'), key).toBe(english.get(key)?.includes('{{name}}'));
    }
    // The menu, the dialogs' titles and the statuses are never left in English (a label such as "ID" may read the same).
    const mustDiffer = own.filter(([key]) => /^(menu|form|enums)\./.test(key));
    expect(mustDiffer.filter(([key, text]) => text === english.get(key))).toEqual([]);
  });

  it('calls a list its glossary does not know by a generic noun, not in English', () => {
    const widgets = namesFor('hr/widgets');
    expect(labels(widgets, 'de', messages).words.menu).toEqual({ widgets: 'Datensätze' });
    expect(at(labels(widgets, 'fr', messages).words, 'form.titles.widgets')).toEqual({
      new: 'Nouvel enregistrement',
      edit: 'Modifier l’enregistrement {{name}}',
    });
  });

  it('chooses an icon of the screens by the name, else a generic one', () => {
    expect(iconFor('payouts')).toBe('wallet');
    expect(iconFor('vendor-bills')).toBe('receipt');
    expect(iconFor('shipments')).toBe('truck');
    expect(iconFor('widgets')).toBe('record');
    expect(definitionSource(payouts)).toContain("icon: 'wallet'");
    for (const name of ['payouts', 'invoices', 'suppliers', 'shipments', 'refunds', 'tickets', 'projects', 'customers', 'widgets'])
      expect(Object.keys(ICONS)).toContain(iconFor(name));
  });

  it('gives the list statuses of its own, or none', () => {
    const resource = resourceSource(payouts);
    expect(resource).toContain("export const PAYOUT_STATUSES = ['Scheduled', 'Paid', 'Failed'] as const;");
    expect(resource).toContain('status: z.enum(PAYOUT_STATUSES)');
    expect(resource).not.toContain('userStatus');
    expect(definitionSource(payouts)).toContain("enumName: 'payouts.status', values: PAYOUT_STATUSES");
    expect(new Set(sampleRows(payouts).map((r) => r.status))).toEqual(new Set(['Scheduled', 'Paid', 'Failed']));
    expect(labels(payouts, 'es', messages).words.enums).toEqual({
      // "Paid" is the invoices' status label already (a label another list has is taken first), the others the glossary's.
      payouts: { status: { Scheduled: 'Programado', Paid: 'Pagada', Failed: 'Fallido' } },
    });

    const widgets = { ...namesFor('hr/widgets'), position: 10 };
    expect(resourceSource(widgets)).not.toContain('status');
    expect(definitionSource(widgets)).not.toMatch(/status|filter/);
    expect(sampleRows(widgets)[0]).not.toHaveProperty('status');
  });
});

describe('npm run new:screen --children=<name>', () => {
  const withLines = { ...namesOfArgs(['finance/payouts', '--children=lines']), position: 10 };

  it('declares the child list with its schema and labels', () => {
    const resource = resourceSource(withLines);
    expect(resource).toContain(
      'export const payoutLineSchema = z.object({\n  description: text(120),\n  quantity: count,\n  amount: money,\n});',
    );
    expect(resource).toContain('children: { lines: { schema: payoutLineSchema, max: 50 } },');
    const { words } = labels(withLines, 'it', messages);
    expect(at(words, 'fields.payouts.lines')).toBe('Righe');
    expect(at(words, 'fields.payoutsLines')).toEqual({ description: 'Descrizione', quantity: 'Quantità', amount: 'Importo' });
  });

  it('writes sample rows with one to three children whose amounts add up to the row, numbered through the child list', () => {
    const rows = sampleRows(withLines);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const lines = (row as Record<string, unknown>).lines as { description: string; quantity: number; amount: number }[];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(row.amount).toBeCloseTo(
        lines.reduce((sum, l) => sum + l.quantity * l.amount, 0),
        2,
      );
    }
  });

  it('refuses a child name that is not one lower-case word or that is a field of the row', () => {
    for (const bad of ['Lines', 'order-lines', 'amount', ''])
      expect(namesOfArgs(['finance/payouts', `--children=${bad}`]).error, bad).toMatch(/lower-case word/);
    expect(namesOfArgs(['finance/payouts', '--child=lines']).error).toMatch(/Unknown option/);
  });
});
