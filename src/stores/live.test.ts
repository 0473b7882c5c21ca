import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_LIVE_CHANNEL, type LiveChange } from '../contract/live.ts';
import { clearSession } from '../api/session.ts';
import { signInAsDemo } from '../api/demo-session.ts';
import { $liveConnected, onLiveChange, startLive, stopLive } from './live.ts';

afterEach(() => stopLive());

const change = (id: number): LiveChange => ({
  id,
  at: new Date().toISOString(),
  userId: 2,
  userName: 'Ana Lee',
  resource: 'department',
  action: 'create',
  rowId: id,
  version: 1,
});

describe('the live store (fake backend: the BroadcastChannel between tabs)', () => {
  it('opens one connection per tab however often it is started, and closes it on sign-out', async () => {
    signInAsDemo();
    const heard: number[] = [];
    const stop = onLiveChange((c) => heard.push(c.id));
    startLive();
    startLive();
    await expect.poll(() => $liveConnected.get()).toBe(true);
    const otherTab = new BroadcastChannel(FAKE_LIVE_CHANNEL);
    otherTab.postMessage(change(1));
    await expect.poll(() => heard).toEqual([1]);

    clearSession();
    expect($liveConnected.get()).toBe(false);
    otherTab.postMessage(change(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([1]);
    otherTab.close();
    stop();
  });
});
