import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RetryingQueueOptions, retryingQueue } from './retrying-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A queue over `run`, recording what it reports. */
function queueOf(
  run: (job: string) => Promise<void>,
  overrides: Partial<RetryingQueueOptions<string>> = {},
) {
  const events: string[] = [];
  const queue = retryingQueue<string>({
    run,
    retryDelaysMs: [1_000, 5_000],
    maxWaiting: 10,
    onSuccess: (job, attempt) => events.push(`${job} sent on attempt ${attempt}`),
    onFailure: (job, { attempt, willRetry }) =>
      events.push(`${job} failed attempt ${attempt}${willRetry ? ', will retry' : ''}`),
    onDropped: (job) => events.push(`${job} dropped`),
    ...overrides,
  });
  return { queue, events };
}

const failing = (times: number) => {
  let left = times;
  return vi.fn(async () => {
    if (left-- > 0) throw new Error('mail server down');
  });
};

describe('retryingQueue', () => {
  it('retries after each delay in turn until the job succeeds', async () => {
    const run = failing(2);
    const { queue, events } = queueOf(run);
    queue.add('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toEqual([
      'a failed attempt 1, will retry',
      'a failed attempt 2, will retry',
      'a sent on attempt 3',
    ]);
  });

  it('gives up after the last delay', async () => {
    const { queue, events } = queueOf(failing(10));
    queue.add('a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([
      'a failed attempt 1, will retry',
      'a failed attempt 2, will retry',
      'a failed attempt 3',
    ]);
  });

  it('does one job at a time, in order, including jobs added while one runs', async () => {
    const order: string[] = [];
    const { queue } = queueOf(async (job) => {
      order.push(`start ${job}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push(`end ${job}`);
    });
    queue.add('a');
    queue.add('b');
    await vi.advanceTimersByTimeAsync(150);
    queue.add('c');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('drops what is added beyond the waiting limit', async () => {
    const { queue, events } = queueOf(() => new Promise(() => undefined), { maxWaiting: 1 });
    queue.add('running');
    queue.add('waiting');
    queue.add('extra');
    expect(events).toEqual(['extra dropped']);
  });

  it('at close, tries a job in its retry wait once more and says what is left unsent', async () => {
    const run = failing(1);
    const { queue, events } = queueOf(run, { retryDelaysMs: [60_000] });
    queue.add('a');
    await vi.advanceTimersByTimeAsync(0);
    const closed = queue.close(5_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(await closed).toBe(0);
    expect(events).toEqual(['a failed attempt 1, will retry', 'a sent on attempt 2']);
    queue.add('late');
    expect(events.at(-1)).toBe('late dropped');
  });

  it('at close, stops waiting for a job that hangs after the grace time', async () => {
    const { queue } = queueOf(() => new Promise(() => undefined));
    queue.add('a');
    queue.add('b');
    const closed = queue.close(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await closed).toBe(2);
  });
});
