// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import en from '../../../public/assets/i18n/en.json';
import { ROLE_PERMISSIONS, type Role } from '../../contract/permissions.ts';
import { clearSession, saveSession } from '../../api/session.ts';
import { I18nIsland } from '../../i18n/react.tsx';
import type { AuditEntry } from '../../schemas/audit.ts';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { RowConflict } from '../../stores/conflict.ts';
import { valuesFromEvent } from './event-form.ts';

const stores = vi.hoisted(() => ({
  history: vi.fn<(resource: string, id: number) => Promise<AuditEntry[]>>(),
  get: vi.fn<(id: number) => Promise<CalendarEvent>>(),
}));
vi.mock('../../stores/audit.ts', () => ({ loadRecordHistory: stores.history }));
vi.mock('../../stores/screens/calendar.ts', () => ({ calendarStore: { get: stores.get } }));

const event: CalendarEvent = { id: 12, title: 'Launch', start: '2026-11-20', allDay: true, className: 'event-danger' };
const user = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Ada', lastName: 'Admin', token: 'tok' };
const signIn = (role: Role) => saveSession({ ...user, role, permissions: [...ROLE_PERMISSIONS[role]] });

afterEach(() => {
  cleanup();
  clearSession();
  stores.history.mockReset();
  stores.get.mockReset();
});

type Save = (values: ReturnType<typeof valuesFromEvent>, base: CalendarEvent | null) => Promise<void>;

async function open(editing: CalendarEvent | null, onSave: Save = async () => undefined) {
  const { EventDialog } = await import('./EventDialog.tsx');
  stores.get.mockResolvedValue(event);
  const { form, table, errors, fields, calendar } = en;
  await act(async () => {
    render(
      <I18nIsland locale="en" messages={{ form, table, errors, fields, calendar }}>
        <EventDialog
          open
          editing={editing !== null}
          initial={valuesFromEvent(editing ?? {})}
          event={editing}
          onClose={() => undefined}
          onSave={onSave}
        />
      </I18nIsland>,
    );
  });
}

describe('the calendar event dialog’s History tab', () => {
  it("shows an administrator the event's audit entries: colours by their names, days in the page's language", async () => {
    signIn('admin');
    stores.history.mockResolvedValue([
      {
        id: 5,
        at: '2026-11-21T10:00:00.000Z',
        actorId: 2,
        actorEmail: 'editor@stride.dev',
        action: 'update',
        resource: 'calendar',
        recordId: 12,
        changes: [
          { field: 'start', before: '2026-11-19', after: '2026-11-20' },
          { field: 'className', before: 'event-primary', after: 'event-danger' },
        ],
      },
    ]);
    await open(event);
    expect(screen.getByRole('tab', { name: en.form.history.details }).getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: en.form.history.title })));
    expect(stores.history).toHaveBeenCalledWith('calendar', 12, expect.any(AbortSignal));
    const history = within(await screen.findByTestId('record-history'));
    const values = (label: string) => [...history.getByText(`${label}:`).parentElement!.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(values(en.fields.calendarEvent.start)).toEqual(['Nov 19, 2026', 'Nov 20, 2026']);
    expect(values(en.fields.calendarEvent.className)).toEqual([en.calendar.colors['event-primary'], en.calendar.colors['event-danger']]);
  });

  it('has no tabs for a new event, nor for a role that may not read the trail', async () => {
    signIn('admin');
    await open(null);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText(new RegExp(`^${en.fields.calendarEvent.title}`))).toBeTruthy();
    cleanup();
    signIn('editor');
    await open(event);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(stores.history).not.toHaveBeenCalled();
  });
});

describe('the calendar event dialog when someone else saved the event first', () => {
  it('keeps the typing, shows their value beside mine, and "Keep mine" sends mine over their version', async () => {
    signIn('editor');
    const theirs: CalendarEvent & { version: number } = { ...event, title: 'Launch day', version: 3 };
    const onSave = vi.fn<Save>().mockRejectedValueOnce(new RowConflict(theirs)).mockResolvedValueOnce(undefined);
    await open(event, onSave);
    const title = screen.getByLabelText<HTMLInputElement>(new RegExp(`^${en.fields.calendarEvent.title}`));
    await act(async () => fireEvent.change(title, { target: { value: 'Launch (mine)' } }));
    await act(async () => fireEvent.submit(title.form!));

    const conflict = within(await screen.findByTestId('conflict-changes'));
    expect(conflict.getByText('Launch day')).toBeTruthy();
    expect(conflict.getByText('Launch (mine)')).toBeTruthy();
    expect(title.value).toBe('Launch (mine)');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.form.conflict.keepMine })));
    expect(onSave).toHaveBeenCalledTimes(2);
    const [values, base] = onSave.mock.calls[1]!;
    expect(values.title).toBe('Launch (mine)');
    expect(base).toEqual(theirs);
  });
});
