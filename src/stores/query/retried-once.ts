/** `load` run once and its promise kept; a failed load (offline) is not kept, so the next call tries again. */
export function retriedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= load()).catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
}
