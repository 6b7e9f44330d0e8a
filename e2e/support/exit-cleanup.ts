type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
let installed = false;

function runCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // One failed clean-up must not stop the others from running.
    }
  }
  cleanups.clear();
}

/**
 * Runs `cleanup` when the process exits: normally, on an uncaught error, or (after
 * `exitOnSignals`) on Ctrl-C or SIGTERM. Servers and Chromium are detached into their own process
 * groups, so nothing else would stop them. `cleanup` must be synchronous, as 'exit' listeners
 * cannot wait. Returns a function that forgets it once the resource has been released the
 * ordinary way.
 */
export function onExit(cleanup: Cleanup): () => void {
  if (!installed) {
    installed = true;
    process.once('exit', runCleanups);
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Makes Ctrl-C and SIGTERM exit the process, which runs the clean-ups: for a script of its own
 * (the bench). Playwright's workers keep their own handling: the runner stops them, and the
 * fixtures stop their servers.
 */
export function exitOnSignals(): void {
  // process.exit() fires 'exit', which runs the clean-ups.
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
}
