import type { SeenChange } from '../../contract/taken-along-cases.ts';
import { DEMO_AUTH } from '../node.ts';

/** Test helper: every change the fake backend's stream replays to the demo account (it keeps the tab's recent ones). */
export async function replayedChanges(): Promise<SeenChange[]> {
  const res = await fetch('http://localhost/app/events?lastEventId=0', { headers: DEMO_AUTH });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + 300;
  for (;;) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!next || next.done) break;
    text += next.value;
  }
  await reader.cancel();
  return [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as SeenChange);
}
