/**
 * Only the newest call may write: every call takes a ticket, and an older, slower answer whose ticket is no longer
 * the newest is dropped. `abortable` calls (one page of a list) also abort the abortable call before them.
 */
export interface Latest {
  take(): { current(): boolean };
  takeAbortable(): { current(): boolean; signal: AbortSignal };
}

export function createLatest(): Latest {
  let newest = 0;
  let running: AbortController | undefined;
  const take = () => {
    const ticket = ++newest;
    return { current: () => ticket === newest };
  };
  return {
    take,
    takeAbortable() {
      running?.abort();
      const controller = (running = new AbortController());
      return { ...take(), signal: controller.signal };
    },
  };
}
