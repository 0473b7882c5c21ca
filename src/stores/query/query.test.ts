import { describe, expect, it } from 'vitest';
import { AHEAD_MS, createJoinedRequests } from './joined-requests.ts';
import { invalidate, onInvalidate } from './invalidation.ts';
import { createLatest } from './latest.ts';
import { retriedOnce } from './retried-once.ts';

/** A request that resolves when the test says so, counting how often it was sent. */
function deferred() {
  const sent = { count: 0, resolve: () => {} };
  const request = () => {
    sent.count++;
    return new Promise<void>((resolve) => (sent.resolve = resolve));
  };
  return { sent, request };
}

describe('joined requests', () => {
  it('a call under the same key while one is on its way joins it; after it answered a call sends its own', async () => {
    const requests = createJoinedRequests();
    const { sent, request } = deferred();
    const first = requests.run('all:', {}, request);
    expect(requests.join('all:')).toBe(first);
    expect(requests.join('open:')).toBeUndefined();
    expect(requests.join('all:', { fresh: true })).toBeUndefined();
    sent.resolve();
    await first;
    expect(requests.join('all:')).toBeUndefined();
    expect(sent.count).toBe(1);
  });

  it('forget ends the sharing of a request on its way (a write changed the data)', () => {
    const requests = createJoinedRequests();
    void requests.run('all:', {}, deferred().request);
    requests.forget();
    expect(requests.join('all:')).toBeUndefined();
  });

  it('one made ahead is taken once, even answered, within AHEAD_MS; a call under another key leaves it', async () => {
    let now = 1_000;
    const requests = createJoinedRequests(() => now);
    const ahead = requests.run('open:', { ahead: true }, () => Promise.resolve());
    await ahead;
    expect(requests.join('all:')).toBeUndefined();
    expect(requests.join('open:')).toBe(ahead);
    expect(requests.join('open:')).toBeUndefined();
    await requests.run('open:', { ahead: true }, () => Promise.resolve());
    now += AHEAD_MS;
    expect(requests.join('open:')).toBeUndefined();
  });
});

describe('newest read', () => {
  it('a newer ticket makes an older one stale; an abortable one aborts the abortable one before it', () => {
    const latest = createLatest();
    const page1 = latest.takeAbortable();
    const plain = latest.take();
    expect(page1.current()).toBe(false);
    expect(page1.signal.aborted).toBe(false);
    const page2 = latest.takeAbortable();
    expect(page1.signal.aborted).toBe(true);
    expect(plain.current()).toBe(false);
    expect(page2.current()).toBe(true);
    expect(page2.signal.aborted).toBe(false);
  });
});

describe('invalidation', () => {
  it('invalidate(name) runs every refresh registered under the name, and only those', async () => {
    const calls: string[] = [];
    const stopA = onInvalidate('query-test-a', async () => void calls.push('a1'));
    onInvalidate('query-test-a', async () => void calls.push('a2'));
    onInvalidate('query-test-b', async () => void calls.push('b'));
    await invalidate('query-test-a');
    expect(calls.sort()).toEqual(['a1', 'a2']);
    stopA();
    await invalidate('query-test-a');
    await invalidate('query-test-none');
    expect(calls.sort()).toEqual(['a1', 'a2', 'a2']);
  });
});

describe('retriedOnce', () => {
  it('keeps a loaded value; a failed load is tried again by the next call', async () => {
    let calls = 0;
    const load = retriedOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
