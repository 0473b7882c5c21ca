// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UserPlus } from 'lucide-react';
import { I18nIsland } from '../../i18n/react.tsx';
import { MESSAGES } from '../../i18n/messages.ts';
import en from '../../../public/assets/i18n/en.json';
import { AddButton } from '../shared/AddButton.tsx';
import { SortSelect } from './SortSelect.tsx';
import { Pagination } from './Pagination.tsx';

afterEach(cleanup);

const inIsland = (node: React.ReactNode) =>
  render(
    <I18nIsland locale="en" messages={MESSAGES.en}>
      {node}
    </I18nIsland>,
  );

describe('SortSelect', () => {
  it('offers unsorted, then each key ascending and descending, and shows the current sort', () => {
    inIsland(
      <SortSelect
        id="s"
        value={{ key: 'b', desc: true }}
        keys={['a', 'b']}
        label={(k) => k.toUpperCase()}
        onChange={() => {}}
        className="x"
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'a', '-a', 'b', '-b']);
    expect(select.options[1]?.textContent).toContain('A');
    expect(select.value).toBe('-b');
  });

  it('answers the sort chosen, or none', () => {
    const onChange = vi.fn();
    inIsland(<SortSelect id="s" value={null} keys={['a']} label={(k) => k} onChange={onChange} className="x" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    // Unsorted is the backend's order, named as such rather than a dash.
    expect(select.selectedOptions[0]?.textContent).toBe(en.table.sortDefault);
    fireEvent.change(select, { target: { value: '-a' } });
    fireEvent.change(select, { target: { value: 'a' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[{ key: 'a', desc: true }], [{ key: 'a', desc: false }], [null]]);
  });
});

describe('AddButton', () => {
  it('says Add and carries the permission it needs', () => {
    const onClick = vi.fn();
    inIsland(<AddButton onClick={onClick} needs="order.create" />);
    const button = screen.getByRole('button', { name: en.table.add });
    expect(button.dataset.needs).toBe('order.create');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes another label, icon and placement', () => {
    inIsland(<AddButton onClick={() => {}} label="Invite" icon={UserPlus} className="ms-auto" />);
    const button = screen.getByRole('button', { name: 'Invite' });
    expect(button.className.startsWith('ms-auto inline-flex')).toBe(true);
    expect(button.hasAttribute('data-needs')).toBe(false);
  });
});

describe('Pagination', () => {
  const props = { start: 0, end: 10, total: 17_612, page: 1, pages: 1762, size: 10, format: (n: number) => n.toLocaleString('en-US') };

  it('says which rows of how many it shows', () => {
    inIsland(<Pagination {...props} onPage={() => {}} onSize={() => {}} />);
    expect(screen.getByTestId('table-showing').textContent).toBe('Showing 1–10 of 17,612 Results');
  });

  it('while the view is counted, says it is loading instead of a count that may be the whole list’s', () => {
    inIsland(<Pagination {...props} counting onPage={() => {}} onSize={() => {}} />);
    const showing = screen.getByTestId('table-showing');
    expect(showing.textContent).toBe(en.common.loading);
    expect(showing.textContent).not.toContain('17,612');
  });
});
