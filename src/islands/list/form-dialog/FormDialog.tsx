import { use, useMemo, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { ApiError } from '../../../api/client.ts';
import { translateError } from '../../../api/errors.ts';
import { formSchemaOf } from '../../../schemas/common.ts';
import { loadResource } from '../../../stores/list-schemas.ts';
import { notify } from '../../../stores/notify.ts';
import { versionOf } from '../../../stores/conflict.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useSchemaForm } from '../../shared/forms/use-schema-form.ts';
import type { ListScreenSpec } from '../../../screens/list-spec.ts';
import { EditNotices } from '../edit/ConflictPanel.tsx';
import type { Draft } from '../edit/drafts.ts';
import { EditConfirms, type EditQuestion } from '../edit/EditConfirms.tsx';
import { useRowEdit } from '../edit/use-row-edit.ts';
import { issueMessage, type Translate } from '../../../i18n/issue-messages.ts';
import { deriveFields, fromFormValues, toFormValues } from './fields.ts';
import { ChildrenEditor } from './ChildrenEditor.tsx';
import { childListsOf, childValuesOf, fromChildValues, ownValues, toChildValues, withChildLists, type DialogValues } from './children.ts';
import { changesOf } from './conflict-changes.ts';
import { DialogBody } from './DialogBody.tsx';
import { useFieldValueText } from './HistoryTabs.tsx';
import { DialogFooter } from './DialogFooter.tsx';
import { DialogFrame } from './DialogFrame.tsx';
import { SchemaFields } from './SchemaFields.tsx';
import { dialogTitle } from './title.ts';
import { useDialogDelete } from './use-dialog-delete.ts';
import { isReferenceTaken, proposalFor, type Proposal } from './proposal.ts';
import { InvoiceFormExtras } from '../../invoices/InvoiceFormTotals.tsx';
import { computedOf, type ListName } from '../../../resources/index.ts';

type Row = Record<string, unknown> & { id: number };

export interface FormDialogProps {
  spec: ListScreenSpec;
  /** null: closed. `{ row: null }`: add. `{ row }`: edit. `draft`: values kept from before a reload (sign-in). */
  target: { row: Row | null; draft?: Draft<DialogValues, Row> } | null;
  /** Values a new row starts with (e.g. an image path every row needs). */
  defaults?: Record<string, unknown>;
  onClose(): void;
  /** Saves; `row` is the version the form edited (its version goes as If-Match), so a RowConflict can come back. */
  onSave(input: Record<string, unknown>, row: Row | null): Promise<unknown>;
  /** Deletes the row at its version; a RowConflict when it changed since. */
  onDelete?(row: Row): Promise<void>;
  /** The row as it is now (GET one row): the form opens on it. */
  onLoad?(id: number): Promise<Row>;
  /** The reference the backend proposes for a new row (`#ST-10570`); null for a list without generated references. */
  onPropose?(): Promise<Proposal | null>;
}

/** The list's fields, child lists, form schema and rules, from its screen definition (downloaded for this list only). */
function useListForm(spec: ListScreenSpec) {
  const { schema: storedSchema, rules } = use(loadResource(spec.list as ListName));
  // Fields the backend computes on every write (an invoice's number, status and sums) are not asked for.
  const rowSchema = useMemo(() => {
    const computed = computedOf(spec.list as ListName)?.fields ?? [];
    if (computed.length === 0) return storedSchema;
    const asked = Object.entries(storedSchema.shape).filter(([key]) => !computed.includes(key));
    return z.object(Object.fromEntries(asked));
  }, [storedSchema, spec.list]);
  const fields = useMemo(() => deriveFields(rowSchema, spec.columns, spec.masks), [rowSchema, spec.columns, spec.masks]);
  const childLists = useMemo(() => childListsOf(spec.list as ListName, spec.entity), [spec.list, spec.entity]);
  const intlTag = INTL_TAGS[useLocale()];
  const schema = useMemo(() => withChildLists(formSchemaOf(rowSchema, rules), childLists), [rowSchema, rules, childLists]);
  /** A row (or a new one) as the form's values: its fields, and its children in order. */
  const toValues = (row: Record<string, unknown> | null, starting?: Record<string, unknown>): DialogValues => ({
    ...toFormValues(fields, row, starting),
    ...Object.fromEntries(childLists.map((list) => [list.name, toChildValues(list, row, intlTag)])),
  });
  /** The values as the body carries them: the row's fields, and each child list in order with its children's ids. */
  const toInput = (values: DialogValues) => ({
    ...fromFormValues(fields, ownValues(values)),
    ...Object.fromEntries(
      childLists.map((list) => [list.name, fromChildValues(list, childValuesOf(values, list.name), ownValues(values))]),
    ),
  });
  return { fields, childLists, schema, rules, toValues, toInput };
}

/** The message of an issue of a child's field names the child and the field ("Line 2: Quantity: …"). */
function childIssueMessage(issue: z.core.$ZodIssue, translate: Translate, entityOf: (name: string) => string): string {
  const [name, index, key] = issue.path.map(String);
  const label = (field: string) => translate(`fields.${entityOf(String(name))}.${field}`);
  return translate('form.children.issue', {
    child: translate('form.children.item', { index: Number(index) + 1 }),
    field: label(String(key)),
    message: issueMessage({ ...issue, path: issue.path.slice(2) }, translate, label),
  });
}

/**
 * Add / edit dialog for any list: fields, controls and validation come from the list's zod schema,
 * labels from `fields.<entity>.*`. Values stay as typed until a save succeeds, so neither a
 * validation error, a failed request, a conflict with someone else's save nor a sign-in in between loses anything.
 */
export function FormDialog({ spec, target, defaults, onClose, onSave, onDelete, onLoad, onPropose }: FormDialogProps) {
  const { t } = useTranslation();
  const { fields, childLists, schema, rules, toValues, toInput } = useListForm(spec);
  // A new row's form waits (inside its Suspense boundary) for the reference the backend proposes, and starts with it.
  const proposed = use(proposalFor(target, onPropose));
  const starting = proposed ? { ...defaults, [proposed.field]: proposed.value } : defaults;
  const label = (key: string) => t(`fields.${spec.entity}.${key}`);
  const valueText = useFieldValueText(fields, spec.columns);
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));
  const formRef = useRef<HTMLFormElement>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<EditQuestion>(null);
  const row = target?.row ?? null;
  const failureMessage = (error: unknown) =>
    row && error instanceof ApiError && error.status === 404 ? t('form.conflict.gone') : translateError(error, t);
  const childList = (name: unknown) => childLists.find((list) => list.name === name);
  const form = useSchemaForm<DialogValues, unknown>(
    {},
    {
      schema,
      toInput,
      message: (issue) =>
        childList(issue.path[0]) && issue.path.length > 2
          ? childIssueMessage(issue, translate, (name) => childList(name)?.entity ?? spec.entity)
          : issueMessage(issue, translate, label, rules),
      async send(data) {
        setSaveError(null);
        await onSave(data as Record<string, unknown>, edit.baseRef.current);
        notify.success(t(row ? 'form.updated' : 'form.created'));
        close();
      },
      onFailure(error) {
        if (edit.caught(error)) return setSaveError(null);
        if (isReferenceTaken(error) && !row && onPropose) void onPropose().then((next) => next && form.setField(next.field, next.value));
        setSaveError(failureMessage(error));
        notify.error(failureMessage(error));
      },
    },
  );
  const edit = useRowEdit<DialogValues, Row>({
    open: target !== null,
    row,
    draft: target?.draft,
    toValues: (r) => toValues(r, starting),
    ...(onLoad ? { load: onLoad } : {}),
    draftScope: spec.list,
    values: form.values,
    reset: form.reset,
  });
  function close() {
    edit.done();
    onClose();
  }
  const base = edit.base;
  const { deleting, remove } = useDialogDelete({
    base,
    onDelete,
    rebase: edit.rebase,
    ask: setConfirming,
    onDeleted: close,
    onError: (error) => setSaveError(failureMessage(error)),
  });
  const saving = form.pending || deleting;
  /** Esc, a click outside, Cancel or ×: a form with changes asks first. */
  const requestClose = () => {
    if (saving) return;
    if (edit.dirty) setConfirming('discard');
    else close();
  };
  const title = dialogTitle(spec.entity, spec.columns, base ?? row);
  const changes = edit.conflict ? changesOf(fields, base, edit.conflict, ownValues(form.values), (key) => t(key), label) : null;

  return (
    <>
      <DialogFrame
        open={target !== null}
        title={t(title.key, title.name === undefined ? {} : { name: title.name })}
        version={base ? versionOf(base) : undefined}
        saving={saving}
        formRef={formRef}
        onSubmit={form.onSubmit}
        onRequestClose={requestClose}
      >
        <DialogBody resource={spec.list} recordId={row?.id ?? null} label={label} valueText={valueText}>
          <EditNotices
            edit={edit}
            formRef={formRef}
            restored={!!target?.draft}
            changes={changes}
            busy={saving}
            error={saveError ?? (edit.loadError ? failureMessage(edit.loadError) : null)}
          />
          <SchemaFields
            fields={fields}
            values={ownValues(form.values)}
            errors={form.errors}
            hints={proposed ? { [proposed.field]: t('form.proposedId') } : {}}
            label={label}
            onChange={form.setField}
          />
          {childLists.map((list) => (
            <ChildrenEditor
              key={list.name}
              list={list}
              children={childValuesOf(form.values, list.name)}
              heading={label(list.name)}
              invalid={!!form.errors[list.name]}
              parent={ownValues(form.values)}
              onChange={(children) => form.setField(list.name, children)}
            />
          ))}
          {computedOf(spec.list as ListName)?.rule === 'invoice' && (
            <InvoiceFormExtras childLists={childLists} values={form.values} row={base} />
          )}
        </DialogBody>
        <DialogFooter onDelete={base && onDelete ? () => setConfirming('delete') : undefined} onCancel={requestClose} saving={saving} />
      </DialogFrame>
      <EditConfirms
        asking={confirming}
        busy={saving}
        deleteMessage={t('table.confirmDelete', { count: 1 })}
        onDelete={remove}
        onDiscard={() => {
          setConfirming(null);
          close();
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
