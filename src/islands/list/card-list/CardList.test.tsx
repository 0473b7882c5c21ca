// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import type { ListScreenSpec, Row } from '../../../screens/list-spec.ts';
import { REVEAL_MS, type RevealRequest } from '../data-table/use-reveal-row.ts';
import { notify } from '../../../stores/notify.ts';
import en from '../../../../public/assets/i18n/en.json';
import { CardList } from './CardList.tsx';

const spec: ListScreenSpec = { list: 'products', entity: 'product', columns: [{ key: 'name', kind: 'text' }] };
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Item ${String(i + 1).padStart(2, '0')}` }));

const scrolled: Element[] = [];
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function grid(list: Row[], reveal: RevealRequest | null) {
  return (
    <I18nIsland locale="en" messages={MESSAGES.en}>
      <CardList
        spec={spec}
        title="Items"
        rows={list}
        loading={false}
        error={null}
        onRetry={() => {}}
        renderCard={(row) => <article>{String(row.name)}</article>}
        skeleton={<div />}
        sortKeys={['name']}
        defaultSize={10}
        reveal={reveal}
      />
    </I18nIsland>
  );
}

const cardOf = (name: string) => screen.getByText(name).closest('li')!;

describe('CardList: a card just added is shown', () => {
  it('moves to the page that holds it, scrolls to it and outlines it for a while', () => {
    vi.useFakeTimers();
    const view = render(grid(rows(20), null));
    expect(screen.queryByText('Item 21')).toBeNull();
    view.rerender(grid(rows(21), { id: 21 }));
    // Page 3 of ten cards a page holds the 21st.
    expect(screen.getByText('Item 21')).toBeTruthy();
    expect(screen.queryByText('Item 01')).toBeNull();
    const card = cardOf('Item 21');
    expect(card.dataset.revealed).toBe('true');
    expect(scrolled).toEqual([card]);
    act(() => {
      vi.advanceTimersByTime(REVEAL_MS);
    });
    expect(cardOf('Item 21').dataset.revealed).toBeUndefined();
  });

  it('says the row is hidden, marks no card and stays on its page when the search leaves it out', () => {
    const info = vi.spyOn(notify, 'info');
    window.history.replaceState(null, '', '/?q=Item%200');
    const view = render(grid(rows(12), null));
    view.rerender(grid(rows(12), { id: 12 }));
    expect(screen.getByText('Item 01')).toBeTruthy();
    expect(document.querySelector('[data-revealed]')).toBeNull();
    expect(scrolled).toEqual([]);
    expect(info).toHaveBeenCalledWith(en.table.addedHidden);
  });
});
