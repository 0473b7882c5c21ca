import { useEffect, useState } from 'react';
import type { Row } from '../data-table/DataTable.tsx';
import type { FormValues } from '../form-dialog/fields.ts';
import { takeDraft, type Draft } from './drafts.ts';

export type FormTarget = { row: Row | null; draft?: Draft<FormValues, Row> } | null;

/**
 * A list screen's form dialog target (null: closed; `{ row: null }`: add; `{ row }`: edit). On mount it opens on the
 * draft a reload interrupted (the session ended mid-edit and the sign-in page came between), when there is one.
 */
export function useFormTarget(list: string) {
  const [target, setTarget] = useState<FormTarget>(null);
  useEffect(() => {
    const draft = takeDraft<FormValues, Row>(list);
    if (draft) setTarget({ row: draft.base, draft });
  }, [list]);
  return [target, setTarget] as const;
}
