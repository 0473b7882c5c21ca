import { resetFakeBackendData } from '../api/backend.ts';
import { FAKE_BACKEND } from '../api/config.ts';

/** Same-tab event and cross-tab channel that say "the demo data was reset: load your data again". */
const RESET_EVENT = 'stride:demo-data-reset';
const RESET_CHANNEL = 'stride:demo-data';

/** The demo data can be reset only when the built-in fake backend serves the data. */
export const demoDataResettable: boolean = FAKE_BACKEND;

function openChannel(): BroadcastChannel | undefined {
  try {
    return new BroadcastChannel(RESET_CHANNEL);
  } catch {
    // No BroadcastChannel: other tabs still see the sample data on their next request.
    return undefined;
  }
}

/** Puts the sample data back in every tab, then tells this tab's and the other tabs' screens to load their data again. */
export async function resetDemoData(): Promise<void> {
  await resetFakeBackendData();
  window.dispatchEvent(new Event(RESET_EVENT));
  const channel = openChannel();
  channel?.postMessage('reset');
  channel?.close();
}

/** Calls `reload` whenever the demo data is reset, in this tab or another; returns the unsubscribe. */
export function onDemoDataReset(reload: () => void): () => void {
  const listener = () => reload();
  window.addEventListener(RESET_EVENT, listener);
  const channel = openChannel();
  channel?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(RESET_EVENT, listener);
    channel?.close();
  };
}
