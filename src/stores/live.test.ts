import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_LIVE_CHANNEL, type LiveChange } from '../contract/live.ts';
import { clearSession } from '../api/session.ts';
import { signInAsDemo } from '../api/demo-session.ts';
import { FAKE_CHAT_CHANNEL } from '../contract/chat-messages.ts';
import { $liveConnected, onLiveChange, onLiveChat, startLive, stopLive } from './live.ts';

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

describe("the live store's chat events (fake backend)", () => {
  it("hands on the fake backend's chat events of every tab while signed in, and none after", async () => {
    signInAsDemo();
    const heard: unknown[] = [];
    const stop = onLiveChat((data) => heard.push(data));
    startLive();
    const otherTab = new BroadcastChannel(FAKE_CHAT_CHANNEL);
    const typing = { type: 'typing', conversationId: 7, userId: 2, at: new Date().toISOString() };
    otherTab.postMessage({ event: typing, alsoTo: [] });
    await expect.poll(() => heard).toEqual([typing]);

    clearSession();
    otherTab.postMessage({ event: { ...typing, userId: 3 }, alsoTo: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([typing]);
    otherTab.close();
    stop();
  });
});
