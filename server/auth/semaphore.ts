/** Thrown when the queue is full: the server is saturated, the caller answers 503 with Retry-After. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many requests are waiting; try again shortly');
    this.name = 'QueueFullError';
  }
}

/** At most `slots` tasks at once; the others wait in order, up to `maxQueue` of them. */
export class Semaphore {
  readonly slots: number;
  readonly maxQueue: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(slots: number, maxQueue: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`A semaphore needs at least one slot, not ${slots}`);
    this.slots = slots;
    this.maxQueue = maxQueue;
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxQueue) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (the count stays), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
