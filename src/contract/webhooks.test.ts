import { describe, expect, it } from 'vitest';
import { TEST_EVENT, WEBHOOK_EVENTS } from './webhook-events.ts';
import { webhookBody, webhookEventsOf } from './webhooks.ts';

const change = (field: string, before: string | null, after: string | null) => ({ field, before, after });

describe('the events an audit entry announces', () => {
  it("a list row's create, update and delete", () => {
    expect(webhookEventsOf({ action: 'create', resource: 'department', recordId: 3 }).types).toEqual(['department.created']);
    expect(webhookEventsOf({ action: 'update', resource: 'order', recordId: 3 }).types).toEqual(['order.updated']);
    expect(webhookEventsOf({ action: 'delete', resource: 'order', recordId: 3 }).types).toEqual(['order.deleted']);
  });

  it('an invoice sent (its status leaving draft) and paid (its status becoming paid), besides its update', () => {
    const sent = webhookEventsOf({ action: 'update', resource: 'invoices', recordId: 9, changes: [change('status', 'draft', 'sent')] });
    expect(sent.types).toEqual(['invoices.updated', 'invoices.sent']);
    const paid = webhookEventsOf({
      action: 'update',
      resource: 'invoices',
      recordId: 9,
      changes: [change('status', 'partly_paid', 'paid')],
    });
    expect(paid.types).toEqual(['invoices.updated', 'invoices.paid']);
    expect(paid.data).toEqual({ id: 9, changes: [change('status', 'partly_paid', 'paid')] });
  });

  it('account events, but not sign-ins', () => {
    expect(webhookEventsOf({ action: 'register', resource: 'users', recordId: 5 }).types).toEqual(['account.created']);
    expect(webhookEventsOf({ action: 'role_change', resource: 'users', recordId: 5 }).types).toEqual(['account.role_changed']);
    expect(webhookEventsOf({ action: 'sign_in', resource: 'users', recordId: 5 }).types).toEqual([]);
  });

  it("nothing for an import's summary (no row), the calendar, uploads or the webhooks themselves", () => {
    expect(webhookEventsOf({ action: 'create', resource: 'department', recordId: null }).types).toEqual([]);
    expect(webhookEventsOf({ action: 'create', resource: 'calendar', recordId: 1 }).types).toEqual([]);
    expect(webhookEventsOf({ action: 'update', resource: 'webhooks', recordId: 1 }).types).toEqual([]);
  });

  it('every event named is one an endpoint may ask for; the test event is not', () => {
    for (const type of ['department.updated', 'invoices.sent', 'invoices.paid', 'account.deleted']) expect(WEBHOOK_EVENTS).toContain(type);
    expect(WEBHOOK_EVENTS).not.toContain('order.paid');
    expect(WEBHOOK_EVENTS).not.toContain(TEST_EVENT);
  });

  it('a body is { type, timestamp, data } in that order', () => {
    const body = webhookBody('order.created', { id: 1, changes: [] }, new Date('2026-12-03T06:00:00Z'));
    expect(body).toBe('{"type":"order.created","timestamp":"2026-12-03T06:00:00.000Z","data":{"id":1,"changes":[]}}');
  });
});
