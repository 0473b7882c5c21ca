import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { fakeWebhookHeaders, newFakeSecret } from './webhook-sign.ts';

describe("the fake backend's webhook signatures (WebCrypto)", () => {
  const body = JSON.stringify({ type: 'department.updated', timestamp: new Date().toISOString(), data: { id: 1, changes: [] } });

  it('are what standardwebhooks verifies, as the server signs', async () => {
    const secret = newFakeSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = await fakeWebhookHeaders([secret], 'msg_1', body, new Date());
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'department.updated' });
  });

  it('carry one signature per secret during a rotation, each verified by its own secret', async () => {
    const [current, previous] = [newFakeSecret(), newFakeSecret()];
    const headers = await fakeWebhookHeaders([current, previous], 'msg_2', body, new Date());
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(newFakeSecret()).verify(body, headers)).toThrow();
  });
});
