/// <reference lib="webworker" />
import { answer, type BigListRequest } from './engine.ts';

/** The fake backend's synthetic rows, built and queried off the page's thread. */
self.onmessage = (event: MessageEvent<{ id: number; request: BigListRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, ok: true, value: answer(request) });
  } catch (error) {
    self.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
