import { lazy, Suspense } from 'react';
import type { FormDialogProps } from './form-dialog/FormDialog.tsx';

const FormDialog = lazy(() => import('./form-dialog/FormDialog.tsx').then((m) => ({ default: m.FormDialog })));

/**
 * The form dialog (with its input masks) is loaded on the first add or edit, so list screens do not
 * pay for it before anyone asks for a form.
 */
export function LazyFormDialog(props: FormDialogProps) {
  if (!props.target) return null;
  return (
    <Suspense fallback={null}>
      <FormDialog {...props} />
    </Suspense>
  );
}
