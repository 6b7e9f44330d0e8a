import pLimit from 'p-limit';

/**
 * Renders (cache misses) run two at a time, so a flood of them leaves the cores to cached pages;
 * past this many waiting, a miss answers 503 with Retry-After rather than queue without bound.
 */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 32;
const RENDER_RETRY_AFTER_SECONDS = 5;

/** Too many renders already wait: answered 503 with Retry-After by the host. */
export class RendersBusy extends Error {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;
  constructor() {
    super('The server is busy; please try again in a few seconds.');
    this.name = 'RendersBusy';
  }
}

/** The door every render takes: a few at once, a bounded queue, RendersBusy past it. */
export function renderQueue() {
  const renders = pLimit(RENDERS_AT_ONCE);
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (renders.pendingCount >= RENDERS_WAITING) throw new RendersBusy();
    return renders(task);
  };
}
