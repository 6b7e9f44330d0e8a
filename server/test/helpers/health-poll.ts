import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` while asking `GET /api/v1/health` every 50 ms, and gives the slowest answer. Each
 * answer is timed from when it was due, not from when the timer got to run: a blocked event
 * loop delays the timer as much as it would a client's request sent at that moment.
 */
export async function healthDuring<T>(
  app: FastifyInstance,
  task: () => Promise<T>,
): Promise<{ result: T; worstMs: number; polls: number }> {
  let done = false;
  let worstMs = 0;
  let polls = 0;
  // The answer due while the event loop was held is measured even when the task ended then.
  const poll = async () => {
    for (let due = performance.now(); ; due += 50) {
      const answer = await app.inject('/api/v1/health');
      if (answer.statusCode !== 200) throw new Error(`health answered ${answer.statusCode}`);
      const ms = performance.now() - due;
      worstMs = Math.max(worstMs, ms);
      polls += 1;
      if (process.env.HEALTH_POLL_LOG) console.info(`health ${ms.toFixed(1)} ms`);
      if (done) return;
      await sleep(Math.max(0, due + 50 - performance.now()));
    }
  };
  // The route's first answer (compiling its code) is no measure of the upload.
  await app.inject('/api/v1/health');
  const polling = poll();
  const result = await task().finally(() => (done = true));
  await polling;
  return { result, worstMs, polls };
}
