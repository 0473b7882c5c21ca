import { useCallback, useState } from 'react';
import type { Row } from '../../screens/list-spec.ts';
import type { RevealRequest } from './data-table/use-reveal-row.ts';
import type { useListData } from './use-list-data.ts';

type ListData = Pick<ReturnType<typeof useListData>, 'save' | 'positionOf' | 'server'>;

/**
 * The form dialog's save, which asks the list's view (table or cards) to show a row it added where the list's order
 * puts it: `reveal` is the request for useRevealRow. An edit asks nothing; the row stays where it is.
 */
export function useRevealAdded({ save: saveRow, positionOf, server }: ListData) {
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const paged = server !== undefined;
  const save = useCallback(
    async (input: Record<string, unknown>, row: Row | null) => {
      const saved = await saveRow(input, row);
      if (row) return;
      if (!paged) return setReveal({ id: saved.id });
      // A page of a paged list is the backend's: where the row went is read from it, after the dialog has closed.
      positionOf(saved).then(
        (position) => setReveal({ id: saved.id, position }),
        () => undefined,
      );
    },
    [saveRow, positionOf, paged],
  );
  return { reveal, save };
}
