export interface AttemptFailure {
  /** 1 for the first try. */
  attempt: number;
  attempts: number;
  error: unknown;
  willRetry: boolean;
}

export interface RetryingQueueOptions<T> {
  /** Does the job once; a rejection is retried after the next delay. */
  run(job: T): Promise<void>;
  /** The wait before each retry: n delays mean n + 1 attempts. */
  retryDelaysMs: readonly number[];
  /** Jobs waiting beyond this are dropped: a flood must not fill the memory. */
  maxWaiting: number;
  onSuccess(job: T, attempt: number): void;
  onFailure(job: T, failure: AttemptFailure): void;
  onDropped(job: T): void;
}

/**
 * Fire-and-forget work done one job at a time, each retried with growing waits. Whoever adds a
 * job never waits for it; `close` gives what is pending a short time to finish.
 */
export function retryingQueue<T>(options: RetryingQueueOptions<T>) {
  const waiting: T[] = [];
  let working: Promise<void> | undefined;
  let closing = false;
  /** Ends the current retry wait early (at close: one last attempt instead of a long wait). */
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      // Unref'd: a pending retry must not keep a stopping process alive.
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = done;
    });

  async function attemptAll(job: T): Promise<void> {
    const attempts = options.retryDelaysMs.length + 1;
    for (let attempt = 1; ; attempt++) {
      try {
        await options.run(job);
        options.onSuccess(job, attempt);
        return;
      } catch (error) {
        const willRetry = attempt < attempts && !closing;
        options.onFailure(job, { attempt, attempts, error, willRetry });
        if (!willRetry) return;
        await pause(options.retryDelaysMs[attempt - 1]!);
      }
    }
  }

  function pump(): void {
    if (working) return;
    working = (async () => {
      for (let job = waiting.shift(); job !== undefined; job = waiting.shift()) {
        await attemptAll(job);
      }
    })().finally(() => {
      working = undefined;
      // A job added while the last one was finishing would otherwise wait for the next add.
      if (waiting.length > 0) pump();
    });
  }

  return {
    add(job: T): void {
      if (closing || waiting.length >= options.maxWaiting) {
        options.onDropped(job);
        return;
      }
      waiting.push(job);
      pump();
    },

    /**
     * Stops retrying (a job in a retry wait gets one last attempt now), lets the jobs already
     * queued run for at most `graceMs`, and resolves with how many did not finish.
     */
    async close(graceMs: number): Promise<number> {
      closing = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        working,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      return waiting.length + (working ? 1 : 0);
    },
  };
}

export type RetryingQueue<T> = ReturnType<typeof retryingQueue<T>>;
