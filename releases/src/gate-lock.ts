import fs from 'node:fs';
import path from 'node:path';

/** A release being gated: another of the same app waits (HTTP 409) until it is done. */
export class ReleaseInProgress extends Error {}

interface Holder {
  readonly pid: number;
  readonly at: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `task` holding the app's release lock: a file in the store created exclusively, so two
 * release commands, or a command and the release endpoint of any server process on this store,
 * never gate the same app at once. A lock left by a process that died, or older than `staleMs`
 * (a gate is killed well before), is taken over.
 */
export async function withReleaseLock<T>(
  appDir: string,
  staleMs: number,
  task: () => Promise<T>,
): Promise<T> {
  fs.mkdirSync(appDir, { recursive: true });
  const file = path.join(appDir, '.releasing.lock');
  const take = () => {
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }), {
      flag: 'wx',
      mode: 0o600,
    });
  };
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    } catch {
      holder = undefined;
    }
    const stale = !holder || !alive(holder.pid) || Date.now() - Date.parse(holder.at) > staleMs;
    if (!stale)
      throw new ReleaseInProgress(
        `a release of ${path.basename(appDir)} is being gated (since ${holder!.at}); try again when it is done`,
      );
    fs.rmSync(file, { force: true });
    take();
  }
  try {
    return await task();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
