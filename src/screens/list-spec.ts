/**
 * The declarative description of a list screen that its island receives (made from its definition in src/screens); plain
 * data (no functions, no React) so an Astro page can pass it to the island as a serialisable prop.
 */

/** A row of any list: its fields by name, and the id every list has. */
export type Row = Record<string, unknown> & { id: number };

/** How a cell is shown, formatted, searched, sorted and edited. */
export type CellKind =
  | 'text' // plain string
  | 'title' // emphasised string (e.g. a name), optionally with an image from `imageKey`
  | 'code' // identifier such as an order number: monospace, never translated
  | 'money' // number formatted as currency
  | 'minorMoney' // whole minor units (1999 = 19.99) in the currency the row's `currencyKey` field names
  | 'reference' // the id of a row of another list, shown as that row's `reference.field` (a customer's name)
  | 'number' // number formatted for the locale
  | 'date' // ISO date (or date-time) formatted for the locale
  | 'time' // a clock time string kept as written (e.g. "09:30 AM")
  | 'status' // enum value shown as a coloured, labelled badge
  | 'enum' // enum value shown as translated text
  | 'email'
  | 'phone'
  | 'toggle' // boolean the user flips in place (follow, active); saved through the store's update
  | 'progress' // `key` of `totalKey` as a progress bar
  | 'rating'; // number of stars out of five

export interface ColumnSpec {
  /** The entity field this column shows; its header is `fields.<entity>.<key>`. */
  key: string;
  kind?: CellKind;
  /** For `status`/`enum`: labels come from `enums.<enumName>.<value>` (H3's namespace). */
  enumName?: string;
  /** For `title`: the field holding an image URL shown beside the text (round when `avatar`). */
  imageKey?: string;
  avatar?: boolean;
  /** For `progress`: the field holding the maximum. */
  totalKey?: string;
  /** For `toggle`: the translation keys of the button label in its on and off states. */
  toggleLabels?: { on: string; off: string };
  /** For `minorMoney`: the row's field holding the ISO 4217 code of its amounts (an invoice's `currency`). */
  currencyKey?: string;
  /** For `reference`: the list the id names and the field of that row to show (`{ list: 'customers', field: 'name' }`). */
  reference?: { list: string; field: string };
  /**
   * For `code` and `title`: the cell links to the row's own page, this path under the locale's root with `{id}` for the
   * row's id (`apps/invoices/invoice/?id={id}`). A list screen's title column (else its number) links to the row's record
   * page without saying so (`islandSpec`).
   */
  link?: string;
  /** For `code`: the translation key shown when the row has no value yet (a draft invoice's number: "Draft"). */
  emptyLabel?: string;
  /** Hidden until the user shows it through the column menu. */
  hidden?: boolean;
  /**
   * When the table is wider than its card, columns hide by priority (higher first) and stay in the column menu:
   * 0 never hides. Default: the first column 0, status 1, amounts, dates and ids 2, the rest 3.
   */
  priority?: number;
  /** Sum the column over the filtered rows in the table footer. */
  total?: boolean;
  /** The field holds HTML (a note's description): the form edits it with the rich-text editor. */
  html?: boolean;
}

/** An input mask for the form dialog (IMask pattern syntax: 0 digit, a letter, * any). */
export interface FieldMask {
  mask: string;
}

export interface ListFilterSpec {
  /** The field filtered on. */
  key: string;
  /** Values and labels come from `enums.<enumName>.*`; the values listed here, in this order. */
  enumName: string;
  values: readonly string[];
  /** Tabs with counts (orders) or a select (products, holidays...). */
  style: 'tabs' | 'select';
}

/**
 * A filter on a reference field (an invoice's `customerId`): its value is a row id kept in the address under the field's
 * name (`?customerId=3`, as a dashboard's drill-down link writes it), sent to the list call, shown as a removable chip
 * naming the row. The reference is the column's (`ColumnSpec.reference`).
 */
export interface ReferenceFilterSpec {
  key: string;
  reference: { list: string; field: string };
}

/**
 * A filter the address may set on a field to one value or several (`?status=sent,partly_paid,overdue`, as a dashboard's
 * drill-down link writes it): sent to the list call as one parameter per value (a row matches any of them), shown as a
 * removable chip; `enumName` names the values' labels (`enums.<enumName>.*`), else they are shown as written.
 */
export interface ValueFilterSpec {
  key: string;
  enumName?: string;
}

/**
 * A row action a screen may add beside edit and delete, by name (the island holds what each does):
 * `invoiceOrder` makes a draft invoice of an order and opens it.
 */
export type RowActionName = 'invoiceOrder';

export interface ListScreenSpec {
  /** The `ListName` of the data layer: `listStore(list)`. */
  list: string;
  /** The `fields.<entity>` namespace for labels. */
  entity: string;
  columns: readonly ColumnSpec[];
  filter?: ListFilterSpec;
  /** Reference fields the address may filter the list by (`?customerId=3`). */
  referenceFilters?: readonly ReferenceFilterSpec[];
  /** Fields the address may filter the list by, to one value or several (`?currency=USD`). */
  valueFilters?: readonly ValueFilterSpec[];
  /** Form-only hints: masks per field, and fields shown as an image URL input. */
  masks?: Readonly<Record<string, FieldMask>>;
  /** Initial sort when the URL has none. */
  defaultSort?: { key: string; desc: boolean };
  /** The screen's own row actions, shown to a role their permission allows. */
  rowActions?: readonly RowActionName[];
  /** The list imports from a file (src/contract/import-columns.ts `importable`): its screen offers Import. */
  importable?: boolean;
}

/** What the table and the card list both take from their screen: the list, its state, add and retry. */
export interface ListViewProps {
  spec: ListScreenSpec;
  /** The screen's name, used in "Search for …" (and the table's CSV file name). */
  title: string;
  rows: readonly Row[];
  loading: boolean;
  /** Already translated. */
  error: string | null;
  onRetry(): void;
  onAdd?(): void;
}
