// Test helper: the `change` events of a live stream answer (server/live/events.ts).

/** Reads `change` events of an SSE answer until `count` have come (or the time is up). */
export async function readChanges(
  response: Response,
  count: number,
  timeoutMs = 10_000,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const found: { id: string; data: Record<string, unknown> }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (found.length < count && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!next || next.done) break;
    buffer += next.value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data && /^event: change$/m.test(block)) found.push({ id, data: JSON.parse(data) as Record<string, unknown> });
    }
  }
  await reader.cancel();
  return found;
}

/** Reads a stream to its end: resolves true once the server has ended it, false if it is still open after `timeoutMs`. */
export async function endsWithin(response: Response, timeoutMs: number): Promise<boolean> {
  const reader = response.body!.getReader();
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (!next) return false;
      if (next.done) return true;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Collects every `change` event of a stream, in the background, until `stop()` (which answers them). */
export function collectChanges(response: Response): { changes: { id: number; data: Record<string, unknown> }[]; stop(): Promise<void> } {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const changes: { id: number; data: Record<string, unknown> }[] = [];
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const next = await reader.read().catch(() => null);
      if (!next || next.done) return;
      const blocks = (buffer + next.value).split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data && /^event: change$/m.test(block))
          changes.push({ id: Number(id), data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  return {
    changes,
    stop: async () => {
      await reader.cancel().catch(() => undefined);
      await reading;
    },
  };
}
