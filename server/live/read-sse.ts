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
