/**
 * Settles soon, in a task of its own: work split with it lets the browser handle input and
 * paint in between. `scheduler.yield()` where the browser has it (the rest of the work then runs
 * ahead of other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
