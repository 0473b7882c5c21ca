/**
 * What a record's page (`/apps/<area>/<list>/view/?id=`) shows besides the row's fields, worked out at build from the
 * screen definitions and the resources' reference declarations: the rows its reference fields name, and the lists
 * whose rows name it. The page hands this to its island as plain data.
 */
import { localizePath } from '../i18n/paths.ts';
import type { Locale } from '../i18n/locales.ts';
import { referencesFrom, referencesTo, type ListName } from '../resources/index.ts';
import { isListBacked, islandSpec, recordPath, screenPermission, type ListBackedScreen, type ScreenDefinition } from './define.ts';
import type { ColumnSpec, ListScreenSpec } from './list-spec.ts';
import type { ScreenPermission } from '../stores/permissions.ts';

/** A field of the record naming a row of another list. */
export interface OutgoingReference {
  field: string;
  list: string;
  /** The field of the named row the value holds: its code, else `id`. */
  key: string;
  /** The named row's title field (its screen's title column, else its code), to show instead of the value. */
  titleKey: string;
  /** The named list's record page, localised; absent when that list has no screen (then the value is shown as text). */
  href?: string;
}

/** A list whose rows name the record. */
export interface IncomingReference {
  list: string;
  /** The field of those rows naming the record. */
  field: string;
  /** The record's field that value is: its code, else `id`. */
  key: string;
  /** The list's menu title ("Orders"). */
  label: string;
  entity: string;
  /** The few columns a row of it is shown by: its number (else its title) first, then a date, an amount and a status. */
  columns: ColumnSpec[];
  sort?: { key: string; desc: boolean };
  /** That list's record page, localised. */
  href: string;
}

export interface RecordPageSpec {
  spec: ListScreenSpec;
  /** The list screen's title ("Orders") and address, localised. */
  title: string;
  listHref: string;
  /** The record page's own address, localised (the links of its rows' titles in the list go here). */
  href: string;
  titleKey?: string;
  codeKey?: string;
  outgoing: OutgoingReference[];
  incoming: IncomingReference[];
  need?: ScreenPermission;
}

const keyOf = (columns: readonly ColumnSpec[], kind: ColumnSpec['kind']) => columns.find((c) => c.kind === kind)?.key;

/** The first list-backed screen showing `list`: the one its record links lead to. */
function screenOfList(list: string, screens: readonly ScreenDefinition[]): ListBackedScreen | undefined {
  return screens.filter(isListBacked).find((s) => s.list === list);
}

/**
 * The columns a row is shown by in another record's page: its number (else its title) as the link, then the first date,
 * amount and status. The title goes when there is a number: it is often the name of the record the page is about (an
 * order's customer name on the customer's page).
 */
function summaryColumns(columns: readonly ColumnSpec[]): ColumnSpec[] {
  const lead = columns.find((c) => c.kind === 'code') ?? columns.find((c) => c.kind === 'title') ?? columns[0];
  const amount = (c: ColumnSpec) => c.kind === 'money' || c.kind === 'minorMoney';
  const rest = [columns.find((c) => c.kind === 'date'), columns.find(amount), columns.find((c) => c.kind === 'status')].flatMap(
    (c) => c ?? [],
  );
  return lead ? [lead, ...rest] : rest;
}

export function recordPageSpec(
  screen: ListBackedScreen,
  screens: readonly ScreenDefinition[],
  locale: Locale,
  t: (key: string) => string,
): RecordPageSpec {
  const spec = islandSpec(screen);
  const titleKey = keyOf(spec.columns, 'title');
  const codeKey = keyOf(spec.columns, 'code');
  const outgoing = referencesFrom(screen.list as ListName).map((ref): OutgoingReference => {
    const target = screenOfList(ref.to, screens);
    const columns = target ? islandSpec(target).columns : [];
    return {
      field: ref.field,
      list: ref.to,
      key: ref.key,
      titleKey: keyOf(columns, 'title') ?? keyOf(columns, 'code') ?? ref.key,
      ...(target ? { href: localizePath(locale, recordPath(target)) } : {}),
    };
  });
  const incoming = referencesTo(screen.list as ListName).flatMap((ref): IncomingReference[] => {
    const source = screenOfList(ref.from, screens);
    if (!source) return [];
    return [
      {
        list: ref.from,
        field: ref.field,
        key: ref.key,
        label: t(`menu.${source.id}`),
        entity: source.entity,
        columns: summaryColumns(source.columns),
        ...(source.defaultSort ? { sort: source.defaultSort } : {}),
        href: localizePath(locale, recordPath(source)),
      },
    ];
  });
  const need = screenPermission(screen);
  return {
    spec,
    title: t(`menu.${screen.id}`),
    listHref: localizePath(locale, screen.path),
    href: localizePath(locale, recordPath(screen)),
    ...(titleKey ? { titleKey } : {}),
    ...(codeKey ? { codeKey } : {}),
    outgoing,
    incoming,
    ...(need ? { need } : {}),
  };
}
