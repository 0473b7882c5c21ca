import type { ReactNode } from 'react';
import type { ListScreenSpec, Row, RowActionName } from '../../screens/list-spec.ts';
import { allows, type Grants, type ScreenPermission } from '../../stores/permissions.ts';
import { InvoiceOrderButton } from '../invoices/InvoiceOrderButton.tsx';

/** What each row action a screen may name needs, and what it draws in a row's actions. */
const ROW_ACTIONS: Record<RowActionName, { need: ScreenPermission; draw(row: Row): ReactNode }> = {
  invoiceOrder: { need: 'invoices.create', draw: (row) => <InvoiceOrderButton key="invoiceOrder" row={row} /> },
};

/**
 * The table's `screen.rowActions` for the screen's named actions the role may use, or undefined when there are none
 * (a viewer's table then has no actions column, as before).
 */
export function rowActionsOf(spec: ListScreenSpec, grants: Grants): ((row: Row) => ReactNode) | undefined {
  const actions = (spec.rowActions ?? []).map((name) => ROW_ACTIONS[name]).filter((action) => allows(grants, action.need));
  if (actions.length === 0) return undefined;
  return (row) => actions.map((action) => action.draw(row));
}
