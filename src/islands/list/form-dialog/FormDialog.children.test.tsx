// @vitest-environment happy-dom
// The form dialog of a list whose resource declares children: it opens on the one-row read with them, and a save sends
// them with the row. No shipped list declares children: the test gives the departments `lines` through the registry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import en from '../../../../public/assets/i18n/en.json';
import { I18nIsland } from '../../../i18n/react.tsx';
import { islandSpec } from '../../../screens/define.ts';
import { listScreen } from '../../../screens/index.ts';
import { FormDialog } from './FormDialog.tsx';

vi.mock('../../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../../resources/registry.gen.ts')>();
  const { NOTE_LINES } = await import('../../../contract/children-cases.ts');
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'department' ? { ...r, children: { lines: NOTE_LINES } } : r)) };
});

afterEach(cleanup);

const ROW = {
  id: 4,
  departmentName: 'Design',
  HOD: 'Ada',
  phone: '+1 (555) 200-1000',
  email: 'design@example.com',
  employee: 3,
  version: 2,
};
const READ = {
  ...ROW,
  lines: [
    { id: 8, label: 'Desks', quantity: 2 },
    { id: 9, label: 'Chairs', quantity: 4 },
  ],
};
const MESSAGES = {
  form: en.form,
  errors: en.errors,
  fields: {
    ...en.fields,
    department: { ...en.fields.department, lines: 'Lines' },
    departmentLines: { label: 'Label', quantity: 'Quantity' },
  },
};

async function open(onSave: (input: Record<string, unknown>, row: unknown) => Promise<unknown>) {
  await act(async () => {
    render(
      <I18nIsland locale="en" messages={MESSAGES}>
        <Suspense fallback={null}>
          <FormDialog
            spec={islandSpec(listScreen('department'))}
            target={{ row: ROW }}
            onClose={() => {}}
            onSave={onSave}
            onLoad={() => Promise.resolve(READ)}
          />
        </Suspense>
      </I18nIsland>,
    );
  });
}

const labels = () => screen.getAllByRole('textbox', { name: /^Label/ }).map((input) => (input as HTMLInputElement).value);

describe('the form dialog of a list with children', () => {
  it('opens on the row read with its children, and saves them with the row, in order, ids kept, at the version read', async () => {
    const onSave = vi.fn((_input: Record<string, unknown>, _row: unknown) => Promise.resolve());
    await open(onSave);
    await waitFor(() => expect(labels()).toEqual(['Desks', 'Chairs']));
    fireEvent.click(screen.getByRole('button', { name: 'Move Line 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const added = screen.getByRole('listitem', { name: 'Line 3' });
    fireEvent.change(within(added).getByRole('textbox', { name: /^Label/ }), { target: { value: 'Lamps' } });
    fireEvent.change(within(added).getByRole('spinbutton', { name: /^Quantity/ }), { target: { value: '1' } });
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [input, base] = onSave.mock.calls[0]!;
    expect(input.lines).toEqual([
      { id: 9, label: 'Chairs', quantity: 4 },
      { id: 8, label: 'Desks', quantity: 2 },
      { label: 'Lamps', quantity: 1 },
    ]);
    expect(input.departmentName).toBe('Design');
    expect(base).toBe(READ);
  });

  it('refuses a save with a child’s problem, naming the child, and a failed save keeps every child typed', async () => {
    const onSave = vi.fn((_input: Record<string, unknown>, _row: unknown) => Promise.reject(new Error('offline')));
    await open(onSave);
    await waitFor(() => expect(labels()).toEqual(['Desks', 'Chairs']));
    const quantity = within(screen.getByRole('listitem', { name: 'Line 2' })).getByRole('spinbutton', { name: /^Quantity/ });
    fireEvent.change(quantity, { target: { value: '0' } });
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(`Line 2: Quantity: ${en.form.errors.min.replace('{{min}}', '1')}`)).toBeTruthy();
    expect(document.activeElement).toBe(quantity);
    fireEvent.change(quantity, { target: { value: '5' } });
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(labels()).toEqual(['Desks', 'Chairs']);
    expect((quantity as HTMLInputElement).value).toBe('5');
  });
});
