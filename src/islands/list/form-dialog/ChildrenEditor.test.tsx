// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { z } from 'zod/mini';
import en from '../../../../public/assets/i18n/en.json';
import { I18nIsland } from '../../../i18n/react.tsx';
import { count, money, text } from '../../../schemas/common.ts';
import { ChildrenEditor } from './ChildrenEditor.tsx';
import { fromChildValues, toChildValues, type ChildList, type ChildValues } from './children.ts';
import { deriveFields } from './fields.ts';

afterEach(cleanup);

const lineSchema = z.object({ description: text(120), quantity: count, amount: money });
const list = (max = 5): ChildList => ({
  name: 'lines',
  max,
  schema: lineSchema,
  fields: deriveFields(lineSchema, []),
  entity: 'payoutsLines',
});
const LABELS = { payoutsLines: { description: 'Description', quantity: 'Quantity', amount: 'Amount' } };
const ROW = {
  id: 3,
  lines: [
    { id: 11, description: 'Design', quantity: 2, amount: 150 },
    { id: 12, description: 'Build', quantity: 1, amount: 900 },
    { id: 13, description: 'Test', quantity: 4, amount: 25 },
  ],
};

/** The editor as the dialog holds it: the children in state; `sent()` is the array the save would send. */
function mount({ max = 5, invalid = false, row = ROW }: { max?: number; invalid?: boolean; row?: Record<string, unknown> } = {}) {
  const lines = list(max);
  let current: ChildValues[] = [];
  function Harness() {
    const [children, setChildren] = useState(() => toChildValues(lines, row));
    current = children;
    return <ChildrenEditor list={lines} children={children} heading="Lines" invalid={invalid} onChange={setChildren} />;
  }
  render(
    <I18nIsland locale="en" messages={{ form: en.form, fields: LABELS }}>
      <Harness />
    </I18nIsland>,
  );
  return { sent: () => fromChildValues(lines, current) };
}

const descriptions = () => screen.getAllByRole('textbox', { name: /^Description/ }).map((input) => (input as HTMLInputElement).value);

describe('the child rows editor', () => {
  it('shows each child’s fields with the child’s labels, in order', () => {
    mount();
    expect(screen.getByRole('group', { name: 'Lines' })).toBeTruthy();
    expect(descriptions()).toEqual(['Design', 'Build', 'Test']);
    const second = screen.getByRole('listitem', { name: 'Line 2' });
    expect(within(second).getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity (Line 2)' }).value).toBe('1');
  });

  it('moves a child by its buttons from the keyboard, the focus staying on the moved child, and sends them in that order with their ids', () => {
    const { sent } = mount();
    const down = screen.getByRole('button', { name: 'Move Line 1 down' });
    down.focus();
    fireEvent.click(down); // Enter or Space on a focused button
    expect(descriptions()).toEqual(['Build', 'Design', 'Test']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Line 2 down' }));
    fireEvent.click(document.activeElement!);
    expect(descriptions()).toEqual(['Build', 'Test', 'Design']);
    // At the bottom it cannot go down: the focus is on its move up button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Line 3 up' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Line 3 down' }).disabled).toBe(true);
    fireEvent.click(document.activeElement!);
    expect(descriptions()).toEqual(['Build', 'Design', 'Test']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Line 2 up' }));
    expect(sent().map((c) => c.id)).toEqual([12, 11, 13]);
  });

  it('adds an empty child at the end with the focus in it, sent without an id; removes one, the focus on the next', () => {
    const { sent } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const added = screen.getByRole('listitem', { name: 'Line 4' });
    expect(document.activeElement).toBe(within(added).getByRole('textbox', { name: /^Description/ }));
    fireEvent.change(document.activeElement!, { target: { value: 'Ship' } });
    fireEvent.change(within(added).getByRole('spinbutton', { name: /^Quantity/ }), { target: { value: '2' } });
    fireEvent.change(within(added).getByRole('spinbutton', { name: /^Amount/ }), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1' }));
    expect(descriptions()).toEqual(['Build', 'Test', 'Ship']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Line 1' }));
    expect(sent()).toEqual([
      { id: 12, description: 'Build', quantity: 1, amount: 900 },
      { id: 13, description: 'Test', quantity: 4, amount: 25 },
      { description: 'Ship', quantity: 2, amount: 10.5 },
    ]);
  });

  it('disables add at max and says why', () => {
    mount({ max: 4 });
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add line' });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe('lines-full');
    expect(document.getElementById('lines-full')?.textContent).toBe('At most 4 lines: remove one to add another.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 4' }));
    expect(add.disabled).toBe(false);
  });

  it('after a refused save, names the child and the field in each message, with the row’s words', () => {
    const row = { lines: [ROW.lines[0], { id: 12, description: 'Build', quantity: 1, amount: -1 }, { id: 13, amount: 5 }] };
    mount({ invalid: true, row });
    const amount = within(screen.getByRole('listitem', { name: 'Line 2' })).getByRole('spinbutton', { name: /^Amount/ });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(
      `Line 2: Amount: ${en.form.errors.min.replace('{{min}}', '0')}`,
    );
    expect(screen.getByText(`Line 3: Description: ${en.form.errors.required}`)).toBeTruthy();
    expect(screen.getByText(`Line 3: Quantity: ${en.form.errors.required}`)).toBeTruthy();
    expect(screen.getAllByRole('spinbutton', { name: /^Quantity/ }).map((input) => input.getAttribute('aria-invalid'))).toEqual([
      null,
      null,
      'true',
    ]);
    // The form's "first field with a problem" focuses the list: its first input with one takes the focus.
    screen.getByRole('group', { name: 'Lines' }).focus();
    expect(document.activeElement).toBe(amount);
  });
});
