import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { galleryIsland } from './gallery-island.tsx';
import { Specimen } from './Specimen.tsx';

const BUTTON = 'rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2';

const CODE = {
  confirm: `import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';

<ConfirmDialog open={asking} message={t('table.confirmDelete', { count: 1 })} confirmLabel={t('table.delete')} busy={deleting} onConfirm={remove} onCancel={() => setAsking(false)} />`,
  form: `import { DialogFrame } from '../list/form-dialog/DialogFrame.tsx';
import { DialogBody } from '../list/form-dialog/DialogBody.tsx';
import { DialogFooter } from '../list/form-dialog/DialogFooter.tsx';
import { SchemaFields } from '../list/form-dialog/SchemaFields.tsx';

<DialogFrame open={open} title={title} version={row?.version} saving={saving} formRef={formRef} onSubmit={save} onRequestClose={close}>
  {/* recordId: the row edited (Details and History tabs), or null for a new one (the fields alone) */}
  <DialogBody resource="order" recordId={row?.id ?? null} label={label}>
    <SchemaFields fields={fields} values={values} errors={errors} label={label} onChange={set} />
  </DialogBody>
  <DialogFooter onDelete={row ? askDelete : undefined} onCancel={close} saving={saving} />
</DialogFrame>`,
};

function Confirm() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'idle' | 'busy' | null>(null);
  return (
    <Specimen id="confirm" title={t('gallery.blocks.confirm')} code={CODE.confirm}>
      <button type="button" className={BUTTON} onClick={() => setOpen('idle')}>
        {t('gallery.openDialog')}
      </button>
      <button type="button" className={BUTTON} onClick={() => setOpen('busy')}>
        {t('gallery.openBusyDialog')}
      </button>
      <ConfirmDialog
        open={open !== null}
        message={t('table.confirmDelete', { count: 1 })}
        confirmLabel={t('table.delete')}
        busy={open === 'busy'}
        onConfirm={() => setOpen(null)}
        onCancel={() => setOpen(null)}
      />
    </Specimen>
  );
}

const FormDialogDemo = lazy(() => import('./FormDialogDemo.tsx'));

/**
 * The list screens' add / edit dialog, loaded on the first open as the screens load theirs (LazyFormDialog): the
 * page does not pay for React Aria's modal code and the fields before anyone opens it.
 */
function FormDialogSpecimen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'add' | 'edit' | null>(null);
  // Each opening starts the form afresh; between openings the dialog stays mounted, so focus returns to the button.
  const [opened, setOpened] = useState(0);
  const show = (mode: 'add' | 'edit') => {
    setOpened(opened + 1);
    setOpen(mode);
  };
  return (
    <Specimen id="form-dialog" title={t('gallery.blocks.formDialog')} code={CODE.form}>
      <button type="button" className={BUTTON} onClick={() => show('add')}>
        {t('gallery.openAdd')}
      </button>
      <button type="button" className={BUTTON} onClick={() => show('edit')}>
        {t('gallery.openEdit')}
      </button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <FormDialogDemo key={opened} mode={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Specimen>
  );
}

function OverlaysBody() {
  return (
    <>
      <Confirm />
      <FormDialogSpecimen />
    </>
  );
}

/** /ui/overlays/: the confirmation dialog and the list screens' add / edit dialog (its Details and History tabs). */
export default galleryIsland(OverlaysBody);
