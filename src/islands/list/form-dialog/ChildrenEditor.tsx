import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { issueMessage } from '../../../i18n/issue-messages.ts';
import { FieldControl } from './FieldControl.tsx';
import type { FormField, FormValues } from './fields.ts';
import {
  addChild,
  childFieldIssues,
  moveChild,
  removeChild,
  setChildField,
  type ChildIssue,
  type ChildList,
  type ChildValues,
} from './children.ts';

interface ChildrenEditorProps {
  list: ChildList;
  children: readonly ChildValues[];
  /** The list's heading (`fields.<entity>.<name>`). */
  heading: string;
  /** A save was refused for these children: each child's problems are shown under its inputs. */
  invalid: boolean;
  /** The row's own values as typed: the currency its children's amounts in minor units are read in. */
  parent?: FormValues;
  onChange(children: ChildValues[]): void;
}

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-lg border border-line text-muted hover:bg-surface-2 hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent';

/** What should have focus once the children have been drawn again: a row's button, or a new row's first input. */
type FocusAfter = { key: string; part: 'up' | 'down' | 'remove' | 'first' } | { key: null; part: 'add' } | null;

/** The id of a child's control: `<list>-<row key>-<part>`, stable while the child moves. */
const partId = (list: string, key: string, part: string) => `${list}-${key}-${part}`;

/** One field of one child: its label (visible on a card, read by screen readers in the table), control and message. */
function ChildField({
  field,
  label,
  childName,
  value,
  message,
  onChange,
}: {
  field: FormField;
  label: string;
  childName: string;
  value: string | boolean | undefined;
  message: string | undefined;
  onChange(value: string | boolean): void;
}) {
  return (
    <div className="min-w-0">
      {field.control !== 'checkbox' && (
        <label
          id={`field-${field.key}-label`}
          htmlFor={`field-${field.key}`}
          className="mb-1 block text-xs font-medium text-ink sm:sr-only"
        >
          {label}
          {/* The card's title says which child on a phone; a screen reader hears it with the field anywhere. */}
          <span className="sr-only"> ({childName})</span>
        </label>
      )}
      <FieldControl field={field} label={`${label} (${childName})`} value={value} error={message} onChange={onChange} />
      {message && (
        <p id={`field-${field.key}-error`} className="mt-1 text-xs text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** A child's move up, move down and remove buttons, named with the child ("Move Line 2 up"). */
function ChildButtons({
  id,
  name,
  first,
  last,
  onMove,
  onRemove,
}: {
  id(part: 'up' | 'down' | 'remove'): string;
  name(key: string): string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  return (
    <div className="flex gap-1 sm:pt-1">
      <button
        type="button"
        id={id('up')}
        className={ICON_BUTTON}
        aria-label={name('form.children.moveUp')}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        id={id('down')}
        className={ICON_BUTTON}
        aria-label={name('form.children.moveDown')}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        id={id('remove')}
        className={`${ICON_BUTTON} hover:text-danger`}
        aria-label={name('form.children.remove')}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * One child list of the form dialog: a table of the children's fields (each child a stacked card below sm), with
 * add, remove, and move up / move down buttons that keep the focus on the moved child. Its fields are the row's
 * field controls, their messages the row's, naming the child ("Line 2: Quantity: …"). At `max` the add button is
 * disabled and says why.
 */
export function ChildrenEditor({ list, children, heading, invalid, parent, onChange }: ChildrenEditorProps) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {}));
  const label = (key: string) => translate(`fields.${list.entity}.${key}`);
  const childName = (index: number) => translate('form.children.item', { index: index + 1 });
  const issues = invalid ? childFieldIssues(list, children, parent) : new Map<string, ChildIssue>();
  const messageOf = (index: number, key: string) => {
    const issue = issues.get(`${index}.${key}`);
    return issue
      ? translate('form.children.issue', { child: childName(index), field: label(key), message: issueMessage(issue, translate, label) })
      : undefined;
  };
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const full = children.length >= list.max;
  const fullId = `${list.name}-full`;

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const root = fieldset.current;
    if (!root) return;
    if (focusAfter.key === null) return root.querySelector<HTMLElement>(`#${list.name}-add`)?.focus();
    const row = root.querySelector<HTMLElement>(`[data-child="${focusAfter.key}"]`);
    if (focusAfter.part === 'first') return row?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const wanted = document.getElementById(partId(list.name, focusAfter.key, focusAfter.part)) as HTMLButtonElement | null;
    // A child moved to the top or the bottom cannot go further that way: the focus goes to its other move button.
    const other = document.getElementById(partId(list.name, focusAfter.key, focusAfter.part === 'up' ? 'down' : 'up'));
    (wanted && !wanted.disabled ? wanted : (other ?? wanted))?.focus();
  }, [focusAfter, list.name]);

  /** Focused by the form's "first field with a problem" (the errors name the list): the first child input with one goes first. */
  function focusFirstProblem(event: React.FocusEvent<HTMLFieldSetElement>) {
    if (event.target !== event.currentTarget) return;
    const first = childFieldIssues(list, children, parent).keys().next().value;
    if (first === undefined) return;
    const [index, key] = first.split('.');
    const child = children[Number(index)];
    if (child) document.getElementById(`field-${partId(list.name, child.key, String(key))}`)?.focus();
  }

  function add() {
    const next = addChild(list, children);
    onChange(next);
    setFocusAfter({ key: next[next.length - 1]!.key, part: 'first' });
  }
  function move(index: number, by: -1 | 1) {
    onChange(moveChild(children, index, by));
    setFocusAfter({ key: children[index]!.key, part: by < 0 ? 'up' : 'down' });
  }
  function remove(index: number) {
    onChange(removeChild(children, index));
    const next = children[index + 1] ?? children[index - 1];
    setFocusAfter(next ? { key: next.key, part: 'remove' } : { key: null, part: 'add' });
  }

  const columns = { gridTemplateColumns: `repeat(${list.fields.length}, minmax(0, 1fr)) auto` };
  return (
    <fieldset
      ref={fieldset}
      name={list.name}
      tabIndex={-1}
      onFocus={focusFirstProblem}
      className="min-w-0 outline-none sm:col-span-2"
      data-children={list.name}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{heading}</legend>
      {children.length === 0 ? (
        <p className="mb-2 text-sm text-muted">{t('form.children.empty')}</p>
      ) : (
        <div aria-hidden="true" className="mb-1 hidden gap-2 px-3 text-xs font-medium text-muted sm:grid" style={columns}>
          {list.fields.map((f) => (
            <span key={f.key}>{label(f.key)}</span>
          ))}
          <span className="w-[6.5rem]" />
        </div>
      )}
      <ol className="grid gap-2">
        {children.map((child, index) => (
          <li
            key={child.key}
            data-child={child.key}
            aria-label={childName(index)}
            className="rounded-lg border border-line bg-surface p-3 sm:border-0 sm:p-0"
          >
            <p className="mb-2 text-xs font-medium text-muted sm:hidden">{childName(index)}</p>
            <div
              className="grid gap-2 sm:items-start sm:[grid-template-columns:var(--child-columns)]"
              style={{ '--child-columns': columns.gridTemplateColumns } as React.CSSProperties}
            >
              {list.fields.map((f) => (
                <ChildField
                  key={f.key}
                  field={{ ...f, key: partId(list.name, child.key, f.key) }}
                  label={label(f.key)}
                  childName={childName(index)}
                  value={child.values[f.key]}
                  message={messageOf(index, f.key)}
                  onChange={(value) => onChange(setChildField(children, index, f.key, value))}
                />
              ))}
              <ChildButtons
                id={(part) => partId(list.name, child.key, part)}
                name={(key) => translate(key, { child: childName(index) })}
                first={index === 0}
                last={index === children.length - 1}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          id={`${list.name}-add`}
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={add}
          className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-2 disabled:opacity-50 disabled:hover:bg-transparent"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('form.children.add')}
        </button>
        {full && (
          <p id={fullId} className="text-xs text-muted">
            {t('form.children.full', { max: list.max })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
