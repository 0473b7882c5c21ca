// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import en from '../../../../public/assets/i18n/en.json';
import { I18nIsland } from '../../../i18n/react.tsx';
import { ApiError } from '../../../api/client.ts';
import type { AuditEntry } from '../../../schemas/audit.ts';

const history = vi.hoisted(() => ({ load: vi.fn<(resource: string, id: number) => Promise<AuditEntry[]>>() }));
vi.mock('../../../stores/audit.ts', () => ({ loadRecordHistory: history.load }));

afterEach(() => {
  cleanup();
  history.load.mockReset();
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 2,
  actorEmail: 'editor@stride.dev',
  action: 'update',
  resource: 'order',
  recordId: 7,
  changes: [],
  ...over,
});

async function mount() {
  const { RecordHistory } = await import('./RecordHistory.tsx');
  const messages = { form: en.form, table: en.table, errors: en.errors, fields: { order: en.fields.order } };
  await act(async () => {
    render(
      <I18nIsland locale="en" messages={messages}>
        <RecordHistory resource="order" recordId={7} label={(field) => (en.fields.order as Record<string, string>)[field] ?? field} />
      </I18nIsland>,
    );
  });
}

describe('the History tab of an edit dialog', () => {
  it("lists the record's entries: who, what, and each field before → after", async () => {
    history.load.mockResolvedValue([
      entry({ id: 2, changes: [{ field: 'amount', before: 42.5, after: 50 }], apiKeyId: 3, apiKeyName: 'Nightly export' }),
      entry({ id: 1, action: 'create', actorEmail: 'admin@stride.dev', changes: [{ field: 'customerName', before: null, after: 'Ada' }] }),
    ]);
    await mount();
    expect(history.load).toHaveBeenCalledWith('order', 7, expect.any(AbortSignal));
    const items = (await screen.findByTestId('record-history')).querySelectorAll('li[data-field]');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(new RegExp(`^${en.fields.order.amount}:`));
    expect([...items[0]!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['42.5', '50']);
    expect(screen.getByText(en.form.history.actions.update)).toBeTruthy();
    expect(screen.getByText('editor@stride.dev')).toBeTruthy();
    // An act made with an API key names the key beside its owner.
    expect(screen.getByText('with API key “Nightly export”')).toBeTruthy();
    expect([...items[1]!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['—', 'Ada']);
  });

  it('says so when nothing was recorded', async () => {
    history.load.mockResolvedValue([]);
    await mount();
    expect(await screen.findByText(en.form.history.empty)).toBeTruthy();
  });

  it('shows the loading state, then a failure with its message, and tries again', async () => {
    let fail: (error: unknown) => void = () => undefined;
    history.load.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    await mount();
    expect(screen.getByTestId('history-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(new ApiError('You do not have permission to do that', 403)));
    expect(screen.getByRole('alert').textContent).toContain(en.form.history.error);
    history.load.mockResolvedValue([entry({})]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.table.retry })));
    expect(await screen.findByTestId('record-history')).toBeTruthy();
    expect(history.load).toHaveBeenCalledTimes(2);
  });
});
